/** Tests of the variant selector. */
import { afterEach, describe, expect, it } from 'vitest';
import type { StorefrontConfig } from '../../config';
import { shopMessages as messages } from '../../i18n/shop-messages';
import type { Runtime } from '../../runtime/runtime';
import { mount } from './variant-selector';

const VARIANTS = JSON.stringify([
  {
    sku: 'BS',
    attributes: { Color: 'Black', Size: 'S' },
    priceMoney: { currency: 'USD', value: '25.00' },
    qtyInStock: 2,
  },
  {
    sku: 'BL',
    attributes: { Color: 'Black', Size: 'L' },
    priceMoney: { currency: 'USD', value: '25.00' },
    qtyInStock: 0,
  },
  {
    sku: 'WS',
    attributes: { Color: 'White', Size: 'S' },
    priceMoney: { currency: 'USD', value: '25.00' },
    salePriceMoney: { currency: 'USD', value: '20.00' },
    onSale: true,
    qtyInStock: 5,
  },
]).replace(/"/g, '&quot;');

const PAGE = `
<article data-item-id="tee">
  <div class="product-mark sale">sale</div>
  <div class="product-price">from <span class="sqs-money-native">20.00</span></div>
  <div class="product-variants" data-item-id="tee" data-variants="${VARIANTS}">
    <div class="variant-option">
      <select aria-label="Select Color" data-variant-option-name="Color">
        <option value="">Select Color</option><option value="Black">Black</option><option value="White">White</option>
      </select>
    </div>
    <div class="variant-option">
      <select aria-label="Select Size" data-variant-option-name="Size">
        <option value="">Select Size</option><option value="S">S</option><option value="L">L</option>
      </select>
      <div class="variant-radiobtn-wrapper" data-variant-option-name="Size">
        <input type="radio" value="S" name="size" id="size-s"/><label for="size-s" role="button" tabindex="0">S</label>
        <input type="radio" value="L" name="size" id="size-l"/><label for="size-l" role="button" tabindex="0">L</label>
      </div>
    </div>
  </div>
  <div class="sqs-add-to-cart-button" data-item-id="tee" data-product-type="1"></div>
</article>`;

const runtime = { config: { locale: 'en-US' } as StorefrontConfig, messages } as Runtime;

function setup(page = PAGE) {
  document.body.innerHTML = page;
  const original = document.body.innerHTML;
  const host = document.querySelector<HTMLElement>('.product-variants')!;
  const unmount = mount(host, runtime);
  const choose = (name: string, value: string) => {
    const select = host.querySelector<HTMLSelectElement>(
      `select[data-variant-option-name="${name}"]`,
    )!;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const visible = (selector: string) =>
    [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => !element.hidden)
      .map((element) => element.textContent?.replace(/\s+/g, ' ').trim());
  return { host, unmount, choose, visible, original };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the variant selector', () => {
  it("shows the chosen variant's sale price and mark, and the sold-out mark of another", () => {
    const { choose, visible } = setup();
    choose('Color', 'White');
    choose('Size', 'S');
    // The page's amounts are the platform's bare `.sqs-money-native` ones (themes add the
    // symbol): the chosen variant's are written the same way, never '$' twice.
    expect(visible('.product-price')).toEqual(['Sale Price:20.00 Original Price:25.00']);
    expect(visible('.product-mark')).toEqual(['sale']);
    choose('Color', 'Black');
    choose('Size', 'L');
    expect(visible('.product-mark')).toEqual(['sold out']);
    expect(visible('.product-price')).toEqual(['25.00']);
  });

  it('writes formatted money where the page prints its prices formatted (quick view, CLDR)', () => {
    const formatted = PAGE.replace(
      'from <span class="sqs-money-native">20.00</span>',
      'from $20.00',
    );
    const { choose, visible } = setup(formatted);
    choose('Color', 'White');
    choose('Size', 'S');
    expect(visible('.product-price')).toEqual(['Sale Price:$20.00 Original Price:$25.00']);
  });

  it('keeps the dropdown and the radio buttons of an option in step', () => {
    const { host, choose } = setup();
    choose('Size', 'L');
    expect(host.querySelector<HTMLInputElement>('#size-l')!.checked).toBe(true);
    const radio = host.querySelector<HTMLInputElement>('#size-s')!;
    radio.checked = true;
    radio.dispatchEvent(new Event('change', { bubbles: true }));
    expect(
      host.querySelector<HTMLSelectElement>('select[data-variant-option-name="Size"]')!.value,
    ).toBe('S');
    expect(host.querySelector('label[for="size-s"]')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('gives the markup back as it was when unmounted', () => {
    const { choose, unmount, original } = setup();
    choose('Color', 'Black');
    expect(document.body.innerHTML).toContain('L (sold out)');
    choose('Color', '');
    unmount();
    expect(document.body.innerHTML).toBe(original);
  });
});
