/**
 * The quick view's variant selector, quantity input and add-to-cart button: the platform's markup
 * from the producers the template formatters print (`src/commerce`), built with DOM calls (no HTML
 * parsing), for a product as the product call answers it. The loader hydrates them.
 */
import type { ProductView } from '../../api/product';
import {
  addToCartButtonMarkup,
  type AddToCartTexts,
  type MarkupAttribute,
} from '../../commerce/add-to-cart-button';
import { inMajorUnits } from '../../commerce/major-units';
import {
  quantityInputMarkup,
  VARIANT_SELECT_TEXTS,
  variantSelectMarkup,
  type VariantOptionMarkup,
} from '../../commerce/product-form-markup';
import { format } from '../../i18n/messages';

/** The page's texts the three elements show. */
export interface ProductFormTexts extends AddToCartTexts {
  /** The quantity input's label. */
  readonly quantity: string;
}

/**
 * The product call's answer as the store item the template formatters read: the same content,
 * its prices in major units as the platform's template data carries them.
 */
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
      variantOptionOrdering: product.variantOptionOrdering,
      variants: product.variants.map((variant) => ({
        sku: variant.sku,
        attributes: variant.attributes,
        priceMoney: inMajorUnits(variant.priceMoney),
        ...(variant.salePriceMoney ? { salePriceMoney: inMajorUnits(variant.salePriceMoney) } : {}),
        onSale: variant.onSale,
        unlimited: variant.unlimited,
        qtyInStock: variant.qtyInStock,
      })),
    },
  };
}

function element(
  tag: string,
  attributes: readonly MarkupAttribute[],
  ...children: (Node | string)[]
): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of attributes) node.setAttribute(name, value ?? '');
  node.append(...children);
  return node;
}

function variantOption(option: VariantOptionMarkup): HTMLElement {
  const values = option.values.map((value) => element('option', [['value', value]], value));
  return element(
    'div',
    [['class', 'variant-option']],
    element('div', [['class', 'variant-option-title']], `${option.title}: `),
    element(
      'div',
      [['class', 'variant-select-wrapper']],
      element(
        'select',
        [
          ['aria-label', option.select],
          ['data-variant-option-name', option.name],
        ],
        element('option', [['value', '']], option.select),
        ...values,
      ),
    ),
  );
}

/** The `.product-variants` selector, or `null` when the product has no variants to choose from. */
export function variantSelectElement(product: ProductView): HTMLElement | null {
  const markup = variantSelectMarkup(
    storeItem(product),
    (key) => VARIANT_SELECT_TEXTS[key],
    (text, name, value) => format(text, { [name]: value }),
  );
  return markup && element('div', markup.attributes, ...markup.options.map(variantOption));
}

/** The `.product-quantity-input`, or `null` when the product takes no quantity. */
export function quantityInputElement(product: ProductView, label: string): HTMLElement | null {
  const markup = quantityInputMarkup(
    storeItem(product),
    product.multipleQuantityAllowedForServices,
    label,
  );
  return (
    markup &&
    element(
      'div',
      markup.attributes,
      element('div', [['class', 'quantity-label']], `${markup.label}:`),
      element('input', markup.input),
    )
  );
}

/** The `.sqs-add-to-cart-button-wrapper` with its button. */
export function addToCartElement(product: ProductView, texts: AddToCartTexts): HTMLElement {
  const markup = addToCartButtonMarkup(storeItem(product), texts);
  const button = element(
    'div',
    [['class', markup.className], ...markup.attributes, ...markup.trailing],
    element('div', [['class', 'sqs-add-to-cart-button-inner']], markup.label),
  );
  return element('div', markup.wrapper, button);
}

/** The three elements in the platform's order, those the product has. */
export function productFormElements(product: ProductView, texts: ProductFormTexts): HTMLElement[] {
  return [
    variantSelectElement(product),
    quantityInputElement(product, texts.quantity),
    addToCartElement(product, texts),
  ].filter((node): node is HTMLElement => node !== null);
}
