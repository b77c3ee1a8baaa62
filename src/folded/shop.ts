/** The `shop` file's entry: the commerce widgets of product pages and listings, each chunk's module under its name (`FOLDED_CHUNKS`). */
import { mount as mountAddToCart } from '../widgets/add-to-cart/index';
import { mount as mountRestock } from '../widgets/restock/index';

// Plain objects, not `import * as` namespaces (see `base.ts`).
const addToCart = { mount: mountAddToCart };
export const restock = { mount: mountRestock };
export { addToCart as 'add-to-cart' };
