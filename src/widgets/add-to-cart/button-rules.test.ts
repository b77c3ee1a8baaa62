/** Tests of the button's markup, purchase mode, sold out and the extra-fields form rule. */
import { afterEach, describe, expect, it } from 'vitest';
import { readButtonConfig } from './button-config';
import { serialiseAdditionalFields } from '../../forms/additional-fields';
import { extraFieldRule } from './extra-fields';
import { parseExtraFieldsForm } from './extra-fields-form';
import { purchaseMode } from './purchase-mode';
import { soldOutInMarkup } from './sold-out';

const html = (markup: string) => {
  document.body.innerHTML = markup;
  return document.querySelector<HTMLElement>('.sqs-add-to-cart-button')!;
};
afterEach(() => {
  document.body.innerHTML = '';
});

describe('reading the add-to-cart markup', () => {
  it('reads the subscription flag and the extra-fields form of a use-form button', () => {
    const host = html(
      `<div class="sqs-add-to-cart-button use-form" data-item-id="p" data-product-type="1"
        data-is-subscription="true"
        data-form="{&quot;name&quot;:&quot;Engraving&quot;,&quot;fields&quot;:[{&quot;id&quot;:&quot;f1&quot;,&quot;type&quot;:&quot;text&quot;,&quot;title&quot;:&quot;Initials&quot;,&quot;required&quot;:true}]}"></div>`,
    );
    const config = readButtonConfig(host, 'Add');
    expect(config.isSubscription).toBe(true);
    expect(config.form).toEqual({
      name: 'Engraving',
      fields: [{ id: 'f1', type: 'text', title: 'Initials', required: true }],
    });
  });

  it("reads a form's fields when its dialog opens, filling what a field leaves out", () => {
    expect(
      parseExtraFieldsForm({ fields: [{ label: 'Note', options: ['a', 1] }, 'stray'] }),
    ).toEqual({
      name: '',
      fields: [{ id: 'field-0', type: 'text', title: 'Note', required: false, options: ['a'] }],
    });
  });

  it('has no form without the use-form class or with broken JSON', () => {
    expect(
      readButtonConfig(html(`<div class="sqs-add-to-cart-button" data-form="{}"></div>`), 'A').form,
    ).toBeUndefined();
    expect(
      readButtonConfig(
        html(`<div class="sqs-add-to-cart-button use-form" data-form="{"></div>`),
        'A',
      ).form,
    ).toBeUndefined();
  });
});

describe('purchase mode', () => {
  it('sends gift cards to the gift-card page, subscriptions to their checkout, express sites to checkout', () => {
    expect(purchaseMode({ productType: 4, isSubscription: false }, { expressCheckout: true })).toBe(
      'gift-card',
    );
    expect(purchaseMode({ productType: 1, isSubscription: true }, { expressCheckout: true })).toBe(
      'subscription',
    );
    expect(purchaseMode({ productType: 1, isSubscription: false }, { expressCheckout: true })).toBe(
      'express-checkout',
    );
    expect(
      purchaseMode({ productType: 3, isSubscription: false }, { expressCheckout: false }),
    ).toBe('cart');
  });
});

describe('sold out', () => {
  it("reads the listing card's sold-out mark, but never for digital products or another card's mark", () => {
    const listing = `
      <ul>
        <li data-item-id="a"><div class="product-mark sold-out">sold out</div>
          <div class="sqs-add-to-cart-button" data-item-id="a"></div></li>
        <li data-item-id="b"><div class="sqs-add-to-cart-button" id="b" data-item-id="b"></div></li>
      </ul>`;
    const a = html(listing);
    expect(soldOutInMarkup(a, 'a', 1)).toBe(true);
    expect(soldOutInMarkup(a, 'a', 2)).toBe(false);
    expect(soldOutInMarkup(document.getElementById('b')!, 'b', 1)).toBe(false);
  });

  it("reads the variant selector's data on a product page", () => {
    const host = html(`
      <div data-item-id="p">
        <div class="product-variants" data-item-id="p"
          data-variants='[{"qtyInStock":0},{"qtyInStock":0,"unlimited":false}]'></div>
        <div class="sqs-add-to-cart-button" data-item-id="p"></div>
      </div>`);
    expect(soldOutInMarkup(host, 'p', 1)).toBe(true);
  });
});

describe('an extra-fields form under the additional-fields rule', () => {
  it('sends each value under the field title, else its id', () => {
    const rules = [
      { id: 'a', type: 'text', title: 'Initials', required: true },
      { id: 'b', type: 'email', title: '', required: false },
    ].map(extraFieldRule);
    expect(JSON.parse(serialiseAdditionalFields(rules, { a: 'JS', b: 'js@x.io' }))).toEqual({
      Initials: 'JS',
      b: 'js@x.io',
    });
  });
});
