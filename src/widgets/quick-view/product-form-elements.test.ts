/** The quick view's product form against the template formatters' markup: one producer, one result. */
import { describe, expect, it } from 'vitest';
import type { ProductView } from '../../api/product';
import { createStandardEngine } from '../../template/standard';
import { productFormElements, storeItem } from './product-form-elements';

const TEXTS = { addToCart: 'Add To Cart', subscribe: 'Subscribe', quantity: 'Quantity' };

const tee: ProductView = {
  id: 'p1',
  name: 'Tee',
  url: '/products/tee',
  collectionId: 'c1',
  productType: 1,
  isSubscribable: false,
  useCustomAddButtonText: false,
  customAddButtonText: null,
  variantOptionOrdering: ['Size', 'Color'],
  variants: [
    {
      sku: 'S-R',
      attributes: { Size: 'S', Color: 'Red' },
      priceMoney: { value: '2500', currency: 'USD' },
      salePriceMoney: { value: '1999', currency: 'USD' },
      onSale: true,
      unlimited: false,
      qtyInStock: 3,
    },
    {
      sku: 'M-R',
      attributes: { Size: 'M', Color: 'Red' },
      priceMoney: { value: '2500', currency: 'USD' },
      salePriceMoney: null,
      onSale: false,
      unlimited: false,
      qtyInStock: 0,
    },
  ],
  additionalFieldsFormId: 'form-1',
  additionalFieldsForm: { fields: [] },
  multipleQuantityAllowedForServices: true,
};

/** The formatters' markup for the same product, parsed as a browser would. */
function formatted(product: ProductView): HTMLElement {
  const engine = createStandardEngine();
  const { output } = engine.render(
    '{item|variants-select}{item|quantity-input}{item|add-to-cart-btn}',
    { item: storeItem(product) },
  );
  const root = document.createElement('div');
  root.innerHTML = output;
  return root;
}

function built(product: ProductView): HTMLElement {
  const root = document.createElement('div');
  root.append(...productFormElements(product, TEXTS));
  return root;
}

/** What the widgets read: each hook's attributes, the selects' labels and options, the input. */
function hydrated(root: HTMLElement) {
  const attributes = (selector: string) => {
    const node = root.querySelector(selector);
    return node && Object.fromEntries([...node.attributes].map((a) => [a.name, a.value]));
  };
  return {
    variants: attributes('.product-variants'),
    selects: [...root.querySelectorAll('select')].map((select) => ({
      label: select.getAttribute('aria-label'),
      name: select.dataset.variantOptionName,
      options: [...select.options].map((option) => [option.value, option.textContent?.trim()]),
    })),
    titles: [...root.querySelectorAll('.variant-option-title')].map((t) => t.textContent),
    quantity: attributes('.product-quantity-input input'),
    button: attributes('.sqs-add-to-cart-button'),
    label: root.querySelector('.sqs-add-to-cart-button-inner')?.textContent?.trim(),
  };
}

describe('the quick view builds the formatters’ product form', () => {
  it('gives the variant selector, quantity input and button the widgets read on a product page', () => {
    const quick = hydrated(built(tee));
    expect(quick).toEqual(hydrated(formatted(tee)));
    expect(quick.selects.map((s) => s.label)).toEqual(['Select Size', 'Select Color']);
    expect(quick.button?.class).toContain('use-form');
    expect(JSON.parse(quick.variants?.['data-variants'] ?? '')[0].priceMoney).toEqual({
      value: '25.00',
      currency: 'USD',
    });
  });

  it('leaves out the selector and the quantity input a product does not take', () => {
    const digital: ProductView = { ...tee, productType: 2, variants: [tee.variants[0]!] };
    const root = built(digital);
    expect(hydrated(root)).toEqual(hydrated(formatted(digital)));
    expect(root.querySelector('.product-variants, .product-quantity-input')).toBeNull();
    expect(root.querySelector('.sqs-add-to-cart-button')).not.toBeNull();
  });
});
