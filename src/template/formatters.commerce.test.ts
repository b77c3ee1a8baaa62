/** Tests of the commerce formatters: the corpus cases and the markup the widgets read. */
import fc from 'fast-check';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { runCase } from './conformance';
import { CORPUS_DIR, corpusPresent, loadCorpus } from './corpus';
import { createStandardEngine } from './standard';

const engine = createStandardEngine();
const out = (src: string, data: unknown): string => engine.render(src, data).output.trim();

/** Parses markup the way a browser would, to read back what the widgets will see. */
function parse(html: string): Document {
  const { document } = new Window();
  document.body.innerHTML = html;
  return document as unknown as Document;
}

const HOSTILE = `"><img src=x onerror=alert(1)> & <script>x</script>`;

const product = (structuredContent: Record<string, unknown>, extra = {}) => ({
  item: { id: 'p1', collectionId: 'c1', structuredContent, ...extra },
});
const tee = {
  productType: 1,
  variants: [
    { attributes: { Size: 'S', Color: 'Red' }, qtyInStock: 3 },
    { attributes: { Size: 'M', Color: 'Red' }, qtyInStock: 0 },
  ],
  variantOptionOrdering: ['Size', 'Color'],
};

describe('commerce conformance cases', () => {
  const dir = CORPUS_DIR;
  const mine =
    /^plugins\/(f-(add-to-cart-btn|cart-|product-checkout|product-quick-view|product-restock-notification|product-scarcity|product-status|quantity-input|summary-form-field|variant-descriptor|variants-select)|p-(has-variants|on-sale|sold-out|varied-prices))/;
  // Same input as f-add-to-cart-btn-6 and -7 with an older (Java engine) expected markup: both
  // cannot pass, and the widgets hydrate the current markup.
  const conflicting = new Set([
    'plugins/f-add-to-cart-btn-subscribable-attribute-false.html',
    'plugins/f-add-to-cart-btn-subscribable-attribute-true.html',
  ]);
  const cases = corpusPresent(dir)
    ? loadCorpus(dir).filter((c) => c.kind === 'render' && mine.test(c.name))
    : [];

  it.skipIf(cases.length === 0)('finds the commerce cases', () => {
    expect(cases.length).toBeGreaterThan(60);
  });
  for (const c of cases.filter((k) => !conflicting.has(k.name))) {
    it(`${c.name} renders the platform's output`, () => {
      const r = runCase(engine, c);
      expect(r.pass, `${c.name} produced:\n${r.detail ?? ''}`).toBe(true);
    });
  }
});

describe('add-to-cart-btn', () => {
  it('carries what the add-to-cart widget reads', () => {
    const doc = parse(out('{item|add-to-cart-btn}', product({ productType: 3 })));
    const button = doc.querySelector('.sqs-add-to-cart-button');
    expect(button?.getAttribute('data-item-id')).toBe('p1');
    expect(button?.getAttribute('data-collection-id')).toBe('c1');
    expect(button?.getAttribute('data-product-type')).toBe('3');
    expect(button?.getAttribute('role')).toBe('button');
    expect(button?.getAttribute('tabindex')).toBe('0');
    expect(button?.getAttribute('data-original-label')).toBe('Add To Cart');
    expect(doc.querySelector('.sqs-add-to-cart-button-inner')?.textContent).toBe('Add To Cart');
  });

  it('reads "Subscribe" for subscribable products unless the page translates it', () => {
    const data = product({ productType: 1, isSubscribable: true });
    expect(out('{item|add-to-cart-btn}', data)).toContain('>Subscribe</div>');
    expect(
      out('{item|add-to-cart-btn}', { ...data, localizedStrings: { productSubscribeText: 'Abo' } }),
    ).toContain('>Abo</div>');
  });

  it('names the subscription plan and the extra-fields form as separate attributes', () => {
    const doc = parse(
      out(
        '{item|add-to-cart-btn}',
        product({
          productType: 1,
          isSubscribable: true,
          productSubscriptionOptions: [{ id: 'plan-1' }],
          additionalFieldsFormId: 'f',
          additionalFieldsForm: { fields: [] },
        }),
      ),
    );
    const button = doc.querySelector('.sqs-add-to-cart-button.use-form');
    expect(button?.getAttribute('data-is-subscription')).toBe('true');
    expect(button?.getAttribute('data-subscription-option-id')).toBe('plan-1');
    expect(JSON.parse(button?.getAttribute('data-form') ?? '')).toEqual({ fields: [] });
  });

  it('keeps a hostile custom label as text', () => {
    const html = out(
      '{item|add-to-cart-btn}',
      product({
        productType: 1,
        useCustomAddButtonText: true,
        customAddButtonText: HOSTILE,
        additionalFieldsFormId: 'f',
        additionalFieldsForm: { name: HOSTILE },
      }),
    );
    const doc = parse(html);
    const button = doc.querySelector('.sqs-add-to-cart-button');
    expect(doc.querySelectorAll('img, script')).toHaveLength(0);
    expect(button?.getAttribute('data-original-label')).toBe(HOSTILE);
    expect(JSON.parse(button?.getAttribute('data-form') ?? '')).toEqual({ name: HOSTILE });
    expect(doc.querySelector('.sqs-add-to-cart-button-inner')?.textContent).toBe(HOSTILE);
  });
});

describe('variants-select', () => {
  it('renders one select and one radio group per option, in the merchant order', () => {
    const doc = parse(out('{item|variants-select}', product(tee)));
    const selects = [...doc.querySelectorAll('select')];
    expect(selects.map((s) => s.getAttribute('data-variant-option-name'))).toEqual([
      'Size',
      'Color',
    ]);
    expect([...(selects[0]?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      '',
      'S',
      'M',
    ]);
    expect(selects[0]?.getAttribute('aria-label')).toBe('Select Size');
    const radios = doc.querySelectorAll(
      '.variant-radiobtn-wrapper[data-variant-option-name="Color"] input',
    );
    expect(radios).toHaveLength(1);
    const root = doc.querySelector('.product-variants');
    expect(root?.getAttribute('data-item-id')).toBe('p1');
    expect(JSON.parse(root?.getAttribute('data-variants') ?? '')).toEqual(tee.variants);
  });

  it('is empty for digital products and single variants', () => {
    expect(out('{item|variants-select}', product({ ...tee, productType: 2 }))).toBe('');
    expect(
      out('{item|variants-select}', product({ ...tee, variants: tee.variants.slice(0, 1) })),
    ).toBe('');
  });

  it('keeps hostile option names and values as text', () => {
    const content = {
      productType: 1,
      variants: [{ attributes: { [HOSTILE]: HOSTILE } }, { attributes: { [HOSTILE]: 'b' } }],
      variantOptionOrdering: [HOSTILE],
    };
    const doc = parse(out('{item|variants-select}', product(content)));
    expect(doc.querySelectorAll('img, script')).toHaveLength(0);
    const select = doc.querySelector('select');
    expect(select?.getAttribute('data-variant-option-name')).toBe(HOSTILE);
    expect(select?.querySelectorAll('option')[1]?.getAttribute('value')).toBe(HOSTILE);
    expect(doc.querySelector('.variant-option-title')?.textContent).toBe(`${HOSTILE}: `);
  });
});

describe('quantity-input', () => {
  it('shows for a physical product with stock above 1, with the quantity limits', () => {
    const doc = parse(out('{item|quantity-input}', product({ ...tee })));
    const input = doc.querySelector('.product-quantity-input[data-item-id="p1"] input');
    expect(input?.getAttribute('aria-label')).toBe('Quantity');
    expect([
      input?.getAttribute('min'),
      input?.getAttribute('max'),
      input?.getAttribute('step'),
    ]).toEqual(['1', '9999', '1']);
  });

  it('hides for services when the store does not allow multiples', () => {
    const data = { ...product({ ...tee, productType: 3 }) };
    expect(out('{item|quantity-input}', data)).toContain('product-quantity-input');
    expect(
      out('{item|quantity-input}', {
        ...data,
        websiteSettings: { storeSettings: { multipleQuantityAllowedForServices: false } },
      }),
    ).toBe('');
  });
});

describe('product-checkout', () => {
  it('puts the selector, the quantity input and the button in that order', () => {
    const html = out('{item|product-checkout}', product(tee));
    const at = (s: string) => html.indexOf(s);
    expect(at('product-variants')).toBeGreaterThanOrEqual(0);
    expect(at('product-variants')).toBeLessThan(at('product-quantity-input'));
    expect(at('product-quantity-input')).toBeLessThan(at('sqs-add-to-cart-button'));
  });
});

describe('product-status', () => {
  it('prints the custom sold-out text of the merchandising context, escaped', () => {
    const data = {
      ...product({ productType: 1, variants: [] }),
      productMerchandisingContext: { p1: { customSoldOutText: HOSTILE } },
    };
    const doc = parse(out('{item|product-status}', data));
    expect(doc.querySelector('.product-mark.sold-out')?.textContent).toBe(HOSTILE);
    expect(doc.querySelectorAll('img, script')).toHaveLength(0);
  });

  it('uses the page texts for the marks', () => {
    const data = {
      ...product({ productType: 1, variants: [{ onSale: true, qtyInStock: 1 }] }),
      localizedStrings: { productSaleText: 'solde' },
    };
    expect(out('{item|product-status}', data)).toBe('<div class="product-mark sale">solde</div>');
  });
});

describe('product-scarcity and product-restock-notification', () => {
  const merch = {
    scarcityEnabled: true,
    scarcityText: `Only {qtyInStock} left ${HOSTILE}`,
    scarcityTemplateViews: [{ qtyInStock: 2, attributes: { Size: 'S' } }, { qtyInStock: 4 }],
    restockNotificationViews: [{ variantId: 'v1', hiddenByDefault: true }],
    restockNotificationMessages: {
      CTAText: HOSTILE,
      placeholderText: HOSTILE,
      buttonText: 'Notify me',
      mailingListDescription: HOSTILE,
    },
    mailingListSignUpEnabled: true,
  };
  const data = { ...product(tee), productMerchandisingContext: { p1: merch } };

  it('hides the per-variant scarcity messages until the widget picks a variant', () => {
    const doc = parse(out('{item|product-scarcity}', data));
    const [perVariant, general] = [...doc.querySelectorAll('.product-scarcity')];
    expect(perVariant?.hasAttribute('hidden')).toBe(true);
    expect(JSON.parse(perVariant?.getAttribute('data-variant-attributes') ?? '')).toEqual({
      Size: 'S',
    });
    expect(general?.hasAttribute('hidden')).toBe(false);
    expect(general?.textContent?.trim()).toBe(`Only 4 left ${HOSTILE}`);
    expect(doc.querySelectorAll('img, script')).toHaveLength(0);
  });

  it('formats the scarcity text as a message, plurals included', () => {
    const text = (scarcityText: string) => ({
      item: { id: 'p1' },
      productMerchandisingContext: {
        p1: {
          scarcityEnabled: true,
          scarcityText,
          scarcityTemplateViews: [{ qtyInStock: 1 }, { qtyInStock: 4 }],
        },
      },
    });
    const shown = (html: string) =>
      [...parse(html).querySelectorAll('.product-scarcity')].map((e) => e.textContent?.trim());
    expect(
      shown(out('{item|product-scarcity}', text('{qtyInStock plural one{# item} other{# items}}'))),
    ).toEqual(['1 item', '4 items']);
    const broken = engine.render('{item|product-scarcity}', text('Only {qtyInStock left'));
    expect(broken.errors).toHaveLength(1);
    expect(shown(broken.output)).toEqual(['Only {qtyInStock left', 'Only {qtyInStock left']);
  });

  it('renders one restock form per view with the escaped merchant texts', () => {
    const html = out('{item|product-restock-notification}', data);
    const doc = parse(html);
    const root = doc.querySelector('.product-restock-notification');
    expect(root?.getAttribute('data-product-id')).toBe('p1');
    expect(root?.getAttribute('data-variant-id')).toBe('v1');
    expect(root?.hasAttribute('hidden')).toBe(true);
    expect(doc.querySelector('input[name="email"]')?.getAttribute('placeholder')).toBe(HOSTILE);
    expect(doc.querySelector('.product-restock-cta')?.textContent).toBe(HOSTILE);
    expect(doc.querySelector('input[name="isJoinMailingList"]')?.hasAttribute('checked')).toBe(
      false,
    );
    expect(doc.querySelectorAll('img, script')).toHaveLength(0);
    expect(doc.querySelector('.captcha-container')).toBeNull();
  });

  it('adds the captcha container when the website has a site key', () => {
    const withKey = { ...data, website: { captchaSettings: { siteKey: 'k' } } };
    expect(out('{item|product-restock-notification}', withKey)).toContain(
      '<div class="captcha-container"></div>',
    );
  });

  it('renders nothing without a merchandising context', () => {
    expect(out('{item|product-scarcity}{item|product-restock-notification}', product(tee))).toBe(
      '',
    );
  });
});

describe('small fragments', () => {
  it('cart-quantity sums the entry quantities', () => {
    expect(
      out('{cart|cart-quantity}', { cart: { entries: [{ quantity: 2 }, { quantity: 5 }] } }),
    ).toBe('<span class="sqs-cart-quantity">7</span>');
  });

  it('cart-url is the cart page', () => {
    expect(out('{@|cart-url}', {})).toBe('/cart');
  });

  it('product-quick-view takes its group from the item, the page or the argument', () => {
    const data = { item: { id: 'p1', g: 'from-item' }, h: 'from-page' };
    const group = (src: string) =>
      parse(out(src, data))
        .querySelector('.sqs-product-quick-view-button')
        ?.getAttribute('data-group');
    expect(group('{item|product-quick-view g}')).toBe('from-item');
    expect(group('{item|product-quick-view h}')).toBe('from-page');
    expect(group('{item|product-quick-view plain}')).toBe('plain');
  });

  it('variant-descriptor escapes the option values', () => {
    expect(
      out('{@|variant-descriptor}', { optionValues: [{ value: '<b>' }, { value: 'L' }] }),
    ).toBe('&lt;b&gt; / L');
  });
});

describe('summary-form-field', () => {
  const field = (f: Record<string, unknown>, extra = {}) =>
    out('{field|summary-form-field}', { field: { rawTitle: 'Q', ...f }, ...extra });

  it('maps likert answers, out-of-range answers reading as neutral', () => {
    const html = field({ type: 'likert', values: { a: '-2', b: '0', c: '7' } });
    expect(html).toContain('a:</span> Strongly Disagree');
    expect(html).toContain('b:</span> Neutral');
    expect(html).toContain('c:</span> Neutral');
  });

  it("reads 'N/A' for an empty answer, or the page's text for it", () => {
    expect(field({ type: 'text' })).toContain('</span> N/A');
    expect(field({ type: 'checkbox', values: [] })).toContain('</span> N/A');
    expect(
      field({ type: 'text' }, { localizedStrings: { productSummaryFormNoAnswerText: ' Aucune ' } }),
    ).toContain('</span> Aucune');
  });

  it('escapes titles and answers', () => {
    const doc = parse(
      field({ rawTitle: HOSTILE, type: 'name', values: { First: HOSTILE, Last: 'x' } }),
    );
    expect(doc.querySelectorAll('img, script')).toHaveLength(0);
    expect(doc.body.textContent).toContain(`${HOSTILE}: ${HOSTILE} x`);
  });
});

describe('merchant text never becomes markup (property)', () => {
  // Text as merchants type it: any printable characters, with markup characters made likely.
  // (\r and NUL are left out: HTML parsing normalises them, so they cannot round-trip.)
  const text = fc
    .array(
      fc.oneof(
        fc.string({ unit: 'grapheme', maxLength: 6 }),
        fc.constantFrom('<', '>', '"', "'", '&', '&amp;', '</div>'),
      ),
      { maxLength: 6 },
    )
    .map((parts) => parts.join('').replace(/[\r\0]/g, ''));

  it('reads back exactly in the button label and the variant selector', () => {
    fc.assert(
      fc.property(
        text.filter((t) => t !== ''),
        text,
        text,
        (label, option, value) => {
          const content = {
            productType: 1,
            useCustomAddButtonText: true,
            customAddButtonText: label,
            variants: [
              { attributes: { [option]: value } },
              { attributes: { [option]: `${value}2` } },
            ],
            variantOptionOrdering: [option],
          };
          const doc = parse(out('{item|add-to-cart-btn}{item|variants-select}', product(content)));
          const button = doc.querySelector('.sqs-add-to-cart-button');
          const select = doc.querySelector('select');
          expect(button?.getAttribute('data-original-label')).toBe(label);
          expect(select?.getAttribute('data-variant-option-name')).toBe(option);
          expect(select?.querySelectorAll('option')[1]?.getAttribute('value')).toBe(value);
          expect(doc.querySelectorAll('.sqs-add-to-cart-button, .product-variants')).toHaveLength(
            2,
          );
          expect(doc.querySelectorAll('select, option')).toHaveLength(4);
        },
      ),
      { numRuns: 150 },
    );
  });
});
