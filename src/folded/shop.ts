/** The `shop` file's entry: the commerce widgets of product pages and listings, each under its chunk's name (`FOLDED_CHUNKS`). */
import * as addToCart from '../widgets/add-to-cart/index';
import * as restock from '../widgets/restock/index';

export { addToCart as 'add-to-cart', restock };
