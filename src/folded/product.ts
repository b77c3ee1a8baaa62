/** The `product` file's entry: the widgets only product pages mount, each chunk's module under its name (`FOLDED_CHUNKS`). */
import { mount as mountVariants } from '../widgets/product-variants/variant-selector';
import { mount as mountQuantityInput } from '../widgets/quantity-input/quantity-input';
import { mount as mountReviews } from '../widgets/reviews/index';

// Plain objects, not `import * as` namespaces (see `base.ts`).
const productVariants = { mount: mountVariants };
const quantityInput = { mount: mountQuantityInput };
export const reviews = { mount: mountReviews };
export { productVariants as 'product-variants', quantityInput as 'quantity-input' };
