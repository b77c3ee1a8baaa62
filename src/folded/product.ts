/** The `product` file's entry: the widgets only product pages mount, each under its chunk's name (`FOLDED_CHUNKS`). */
import * as productVariants from '../widgets/product-variants/variant-selector';
import * as quantityInput from '../widgets/quantity-input/quantity-input';
import * as reviews from '../widgets/reviews/index';

export { productVariants as 'product-variants', quantityInput as 'quantity-input', reviews };
