/** Helpers of the cart browser suites: a catalogue with a form product, a shopper with a cart. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_FIXTURES_PATH } from '../../mock-server/catalogue/fixtures';
import { PAGES_DIR, type BrowserContext, type Page } from './harness';
import type { OpenOptions, StorefrontSuite } from './suite';

/**
 * Writes the demo catalogue plus the Engraved <b>Flask</b> (an additional-fields form and HTML
 * in its name) into `dir`; returns the file.
 */
export function writeCatalogueWithFlask(dir: string): string {
  const demo = JSON.parse(readFileSync(DEMO_FIXTURES_PATH, 'utf8')) as { products: unknown[] };
  const flask = JSON.parse(readFileSync(join(PAGES_DIR, 'engraved-flask.json'), 'utf8')) as unknown;
  const file = join(dir, 'catalogue.json');
  writeFileSync(file, JSON.stringify({ ...demo, products: [...demo.products, flask] }));
  return file;
}

export interface CartItem {
  itemId: string;
  sku?: string;
  quantity?: number;
  additionalFields?: string;
}

export const FLASK_WITH_ENGRAVING: CartItem = {
  itemId: 'prod-engraved-flask',
  sku: 'FLASK-STEEL',
  additionalFields: JSON.stringify({ Engraving: 'Ada' }),
};

/**
 * A new visitor of `suite` on the cart page, having added `items` first (through the public API).
 */
export async function shopperWithCart(
  suite: StorefrontSuite,
  items: readonly CartItem[],
  options: Pick<OpenOptions, 'requestTimeoutMs'> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await suite.open('cart', options);
  for (const item of items) {
    await page.evaluate((input) => window.Storefront!.cart.add(input), item);
  }
  if (items.length > 0) await page.locator('.sf-cart-entry').first().waitFor();
  return { context, page };
}

/** What the cart page shows: title and quantity of each line. */
export function linesOnScreen(page: Page): Promise<[string, number][]> {
  return page
    .locator('.sf-cart-entry')
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          [row.querySelector('h2')!.textContent!, Number(row.querySelector('input')!.value)] as [
            string,
            number,
          ],
      ),
    );
}

/** Title and quantity of each entry as the server holds them. */
export function linesOnServer(page: Page): Promise<[string, number][]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/commerce/shopping-cart');
    const cart = (await response.json()) as { entries: { title: string; quantity: number }[] };
    return cart.entries.map((entry) => [entry.title, entry.quantity] as [string, number]);
  });
}

export const quantityOf = (page: Page, title: string) =>
  page.getByRole('spinbutton', { name: `Quantity ${title}` });
