/** The product shown in a quick view: the markup the platform's formatters render for it. */
import { useCallback } from 'react';
import type { ProductView } from '../../api/product';
import { productStatus } from '../../commerce/product-status';
import type { Runtime } from '../../runtime/runtime';
import { productFormElements } from './product-form-elements';
import { formatPrice } from './format-price';

/**
 * The product inside a quick view, as the platform's formatters render it (status mark, price,
 * `{item|variants-select}` dropdowns, `{item|quantity-input}`, `{item|add-to-cart-btn}`). The
 * page's loader mounts the same widgets on it as on a product page.
 */
export function QuickViewProduct({ product, runtime }: { product: ProductView; runtime: Runtime }) {
  const { messages } = runtime;
  const content = {
    productType: product.productType,
    isSubscribable: product.isSubscribable,
    variantOptionOrdering: product.variantOptionOrdering,
    variants: product.variants,
  };
  const status = productStatus(content);
  // The selector, the quantity input and the button are the formatters' markup; React does not
  // own them (the loader hydrates them, as on a product page).
  const productForm = useCallback(
    (container: HTMLDivElement | null) =>
      container?.replaceChildren(
        ...productFormElements(product, {
          addToCart: messages.addToCart,
          subscribe: messages.subscribe,
          quantity: messages.quantity,
        }),
      ),
    [product, messages],
  );

  return (
    <div className="sf-quick-view__product" data-item-id={product.id}>
      {status && (
        <div className={`product-mark ${status}`}>
          {status === 'sold-out' ? messages.markSoldOut : messages.markSale}
        </div>
      )}
      <div className="product-price">{formatPrice(product, runtime.config.locale, messages)}</div>
      <div ref={productForm} />
      <p className="sf-quick-view__link">
        <a href={product.url}>{product.name}</a>
      </p>
    </div>
  );
}
