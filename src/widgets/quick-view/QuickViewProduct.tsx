/** The product shown in a quick view: the markup the platform's formatters render for it. */
import { useCallback } from 'react';
import { minorToDecimal } from '../../commerce/money';
import type { ProductView } from '../../api/product';
import { showsQuantityInput } from '../../commerce/inventory';
import { productStatus } from '../../commerce/product-status';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../commerce/quantity';
import { hasVariants, variantOptions } from '../../commerce/variants';
import type { Runtime } from '../../runtime/runtime';
import { addToCartElement } from './add-to-cart-element';
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
  const options = hasVariants(content) ? variantOptions(content) : [];
  // The add-to-cart button is the formatter's markup; React does not own it (the loader
  // hydrates it, like the selector and the quantity input).
  const addToCart = useCallback(
    (container: HTMLDivElement | null) =>
      container?.replaceChildren(
        addToCartElement(product, { addToCart: messages.addToCart, subscribe: messages.subscribe }),
      ),
    [product, messages],
  );
  // The selector's `data-variants` carries prices in major units, like the platform's.
  const markupVariants = product.variants.map((variant) => ({
    sku: variant.sku,
    attributes: variant.attributes,
    priceMoney: major(variant.priceMoney),
    ...(variant.salePriceMoney ? { salePriceMoney: major(variant.salePriceMoney) } : {}),
    onSale: variant.onSale,
    unlimited: variant.unlimited,
    qtyInStock: variant.qtyInStock,
  }));

  return (
    <div className="sf-quick-view__product" data-item-id={product.id}>
      {status && (
        <div className={`product-mark ${status}`}>
          {status === 'sold-out' ? messages.markSoldOut : messages.markSale}
        </div>
      )}
      <div className="product-price">{formatPrice(product, runtime.config.locale, messages)}</div>
      {options.length > 0 && (
        <div
          className="product-variants"
          data-item-id={product.id}
          data-variants={JSON.stringify(markupVariants)}
        >
          {options.map((option) => (
            <div className="variant-option" key={option.name}>
              <div className="variant-option-title">{option.name}: </div>
              <div className="variant-select-wrapper">
                <select
                  aria-label={`Select ${option.name}`}
                  data-variant-option-name={option.name}
                  defaultValue=""
                >
                  <option value="">{`Select ${option.name}`}</option>
                  {option.values.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          ))}
        </div>
      )}
      {showsQuantityInput(content, product.multipleQuantityAllowedForServices) && (
        <div className="product-quantity-input" data-item-id={product.id}>
          <div className="quantity-label">{messages.quantity}:</div>
          <input
            aria-label={messages.quantity}
            size={4}
            max={QUANTITY_MAX}
            min={QUANTITY_MIN}
            defaultValue={QUANTITY_MIN}
            type="number"
            step={1}
          />
        </div>
      )}
      <div ref={addToCart} />
      <p className="sf-quick-view__link">
        <a href={product.url}>{product.name}</a>
      </p>
    </div>
  );
}

function major(money: { value: string; currency: string }) {
  return { value: minorToDecimal(money.value, money.currency), currency: money.currency };
}
