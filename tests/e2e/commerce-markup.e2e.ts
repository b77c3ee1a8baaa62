/**
 * The commerce formatters' markup in a browser: a page rendered by our template engine from the
 * demo catalogue is accessible, and the built bundle's widgets hydrate it (variant selector,
 * quantity input and add-to-cart button put the chosen variant and quantity in the cart).
 */
import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../../mock-server/catalogue/fixtures';
import {
  shopPageData,
  stockFromCatalogue,
  templateItem,
} from '../../mock-server/views/template-data';
import { createStandardEngine } from '../../src/template/standard';
import { axeViolations } from './axe';
import { recordProblems, storefrontReady } from './harness';
import { useStorefront } from './suite';

const catalogue = loadFixtures();
const stock = stockFromCatalogue(catalogue);

/** A fixture product as the platform hands it to templates (`mock-server/views/template-data.ts`). */
function item(id: string) {
  const product = catalogue.products.find((p) => p.id === id);
  if (!product) throw new Error(`no fixture product ${id}`);
  return templateItem(product, stock);
}

const TEMPLATE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Formatter markup</title></head>
<body><main>
<h1>Formatter markup</h1>
<p>Cart: {cart|cart-quantity}</p>
{.section tee}<section aria-label="Tee">{@|product-status}{@|product-checkout}</section>{.end}
{.section mug}<section aria-label="Mug">{@|product-status}{@|add-to-cart-btn}
{@|product-restock-notification}</section>{.end}
</main>
<script src="/storefront/latest/storefront.js" data-website-id="demo-website" defer></script>
</body></html>`;

const page = createStandardEngine().render(TEMPLATE, {
  cart: { entries: [] },
  tee: item('prod-classic-tee'),
  mug: item('prod-enamel-mug'),
  productMerchandisingContext: shopPageData(catalogue, stock).productMerchandisingContext,
});

/**
 * The platform's variant radio labels carry `role="button"`, which axe reports
 * (aria-allowed-role, a best-practice rule): the corpus fixes that markup, so it is the widget's
 * to adjust on hydration. Any other violation, or this one elsewhere, still fails.
 */
const platformRadioLabels = (violation: string): boolean =>
  violation.startsWith('aria-allowed-role (') &&
  violation.split('], [').every((target) => target.includes('label[for=\\"variant-option-'));

const suite = useStorefront({ name: 'commerce-markup' });

describe('commerce formatter markup', () => {
  it('renders without template errors', () => {
    expect(page.errors).toEqual([]);
  });

  it('is axe-clean (bar the platform radio-label role) and hydrated: the chosen variant and quantity reach the cart', async () => {
    const context = await suite.browser.newContext();
    const tab = await context.newPage();
    const problems = recordProblems(tab);
    const url = suite.url('/formatter-markup');
    await tab.route(url, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: page.output }),
    );
    await tab.goto(url);
    await storefrontReady(tab);

    expect(await tab.locator('.product-mark.sold-out').textContent()).toBe('sold out');
    expect((await axeViolations(tab)).filter((v) => !platformRadioLabels(v))).toEqual([]);

    await tab.getByRole('combobox', { name: 'Select Color' }).selectOption('Black');
    await tab.getByRole('combobox', { name: 'Select Size' }).selectOption('S');
    await tab.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    const button = tab.locator('.sqs-add-to-cart-button[data-item-id="prod-classic-tee"]');
    // The button is usable once hydrated (its first stock check done).
    await expect.poll(() => button.getAttribute('aria-disabled'), { timeout: 5000 }).toBe('false');
    await button.click();
    await expect
      .poll(
        () =>
          tab.evaluate(async () =>
            (await window.Storefront?.cart.get())?.entries.map((e) => [
              e.chosenVariant.sku,
              e.quantity,
            ]),
          ),
        { timeout: 5000 },
      )
      .toEqual([['TEE-BLK-S', 2]]);
    await expect.poll(() => tab.locator('.sqs-cart-quantity').textContent()).toBe('2');
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
