/** The `shop` chunk's entry: the runtime and the widgets of a shopper's pages, one file, each under its chunk's name. */
import * as runtime from './runtime/index';
import * as addToCart from './widgets/add-to-cart/index';
import * as cartPill from './widgets/cart-pill/index';
import * as cartQuantity from './widgets/cart-quantity/cart-quantity';
import * as installments from './widgets/installments/index';
import * as productVariants from './widgets/product-variants/variant-selector';
import * as quantityInput from './widgets/quantity-input/quantity-input';
import * as restock from './widgets/restock/index';
import * as reviews from './widgets/reviews/index';

export {
  runtime,
  addToCart as 'add-to-cart',
  productVariants as 'product-variants',
  quantityInput as 'quantity-input',
  cartPill as 'cart-pill',
  cartQuantity as 'cart-quantity',
  installments,
  restock,
  reviews,
};
