/** The `base` file's entry: what every page with a hook or a cart loads, each chunk's module under its name (`FOLDED_CHUNKS`). */
import { createRuntime } from '../runtime/runtime';
import { mount as mountCartPill } from '../widgets/cart-pill/index';
import { mount as mountCartQuantity } from '../widgets/cart-quantity/cart-quantity';

// Plain objects, not `import * as` namespaces, which the bundler builds with a helper of its own
// that would be one more file for every page.
export const runtime = { createRuntime };
const cartQuantity = { mount: mountCartQuantity };
const cartPill = { mount: mountCartPill };
export { cartQuantity as 'cart-quantity', cartPill as 'cart-pill' };
