/**
 * The store's minimum subtotal as a shopper meets it twice, on the cart page and on the
 * checkout page, in a store whose currency and locale are not the demo's (EUR, de-DE): both
 * pages name the same amount.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_FIXTURES_PATH } from '../../mock-server/catalogue/fixtures';
import { recordProblems, storefrontReady } from './harness';
import { useStorefront } from './suite';

/** The demo catalogue as a German store selling in euros, with a 50 € minimum subtotal. */
function writeEuroCatalogue(dir: string): string {
  const demo = JSON.parse(
    readFileSync(DEMO_FIXTURES_PATH, 'utf8').replaceAll('"currency": "USD"', '"currency": "EUR"'),
  ) as { website: object; store: object };
  const file = join(dir, 'euro-catalogue.json');
  writeFileSync(
    file,
    JSON.stringify({
      ...demo,
      website: { ...demo.website, currency: 'EUR', locale: 'de-DE' },
      store: { ...demo.store, minimumSubtotalCents: 5000 },
    }),
  );
  return file;
}

const suite = useStorefront({ name: 'minimum-subtotal', fixtures: writeEuroCatalogue });

describe('the minimum subtotal in a euro store', () => {
  it('reads the same amount on the cart page and the checkout page', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const problems = recordProblems(page);
    // The demo's cart page, as the store's host page would load the script: EUR, de-DE.
    await page.route('**/cart', async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replaceAll('data-currency="USD"', 'data-currency="EUR"')
        .replace('data-locale="en-US"', 'data-locale="de-DE"');
      await route.fulfill({ response, body });
    });
    await page.goto(suite.url('cart'));
    await storefrontReady(page);
    await page.evaluate(() => window.Storefront!.cart.add({ itemId: 'prod-canvas-tote' }));
    const onCart = page.locator('.sf-cart-page__minimum');
    await expect
      .poll(() => onCart.textContent(), { timeout: 5000 })
      .toMatch(/^To check out, your order subtotal must be .+ or more\.$/);
    const cartText = await onCart.textContent();
    expect(cartText).toContain('50,00');

    await page.goto(suite.url('checkout'));
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Name').fill('Ada');
    await page.getByRole('button', { name: 'Place order' }).click();
    const onCheckout = page.getByRole('alert');
    await onCheckout.waitFor();
    expect(await onCheckout.textContent()).toBe(cartText);
    expect(problems.errors.filter((error) => !error.includes('400'))).toEqual([]);
    await context.close();
  });
});
