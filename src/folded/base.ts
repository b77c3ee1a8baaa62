/** The `base` file's entry: what every page with a hook or a cart loads, each under its chunk's name (`FOLDED_CHUNKS`). */
import * as runtime from '../runtime/index';
import * as cartPill from '../widgets/cart-pill/index';
import * as cartQuantity from '../widgets/cart-quantity/cart-quantity';

export { runtime, cartQuantity as 'cart-quantity', cartPill as 'cart-pill' };
