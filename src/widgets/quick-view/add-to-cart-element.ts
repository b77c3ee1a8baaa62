/**
 * The quick view's add-to-cart button: the platform's markup from the one producer the template
 * formatter prints (`addToCartButtonMarkup`), built with DOM calls (no HTML parsing), for a
 * product as the product call answers it.
 */
import type { ProductView } from '../../api/product';
import {
  addToCartButtonMarkup,
  type AddToCartTexts,
  type MarkupAttribute,
} from '../../commerce/add-to-cart-button';

/** The product call's answer as the store item the template formatter reads. */
export function storeItem(product: ProductView): unknown {
  return {
    id: product.id,
    collectionId: product.collectionId ?? '',
    structuredContent: {
      productType: product.productType,
      isSubscribable: product.isSubscribable,
      useCustomAddButtonText: product.useCustomAddButtonText,
      customAddButtonText: product.customAddButtonText,
      additionalFieldsFormId: product.additionalFieldsFormId,
      additionalFieldsForm: product.additionalFieldsForm,
    },
  };
}

function element(tag: string, attributes: readonly MarkupAttribute[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of attributes) node.setAttribute(name, value ?? '');
  return node;
}

/** The `.sqs-add-to-cart-button-wrapper` with its button, for the loader to hydrate. */
export function addToCartElement(product: ProductView, texts: AddToCartTexts): HTMLElement {
  const markup = addToCartButtonMarkup(storeItem(product), texts);
  const button = element('div', [
    ['class', markup.className],
    ...markup.attributes,
    ...markup.trailing,
  ]);
  const inner = element('div', [['class', 'sqs-add-to-cart-button-inner']]);
  inner.textContent = markup.label;
  button.append(inner);
  const wrapper = element('div', markup.wrapper);
  wrapper.append(button);
  return wrapper;
}
