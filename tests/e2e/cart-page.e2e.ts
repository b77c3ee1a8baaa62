/**
 * The cart page (`/cart`) as a shopper uses it: lines, quantities, removal, totals, the
 * minimum subtotal, additional fields, checkout and the order confirmation's events.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FIXTURES_PATH } from '../../mock-server/fixtures';
import {
  PAGES_DIR,
  launchBrowser,
  recordProblems,
  startTestServer,
  storefrontReady,
  type Browser,
  type BrowserContext,
  type Page,
  type TestServer,
} from './harness';

let browser: Browser;
let server: TestServer;
let fixturesDir: string;

/** The demo catalogue plus the Engraved <b>Flask</b>, which has an additional-fields form. */
function writeCatalogue(): string {
  fixturesDir = mkdtempSync(join(tmpdir(), 'storefront-cart-page-'));
  const demo = JSON.parse(readFileSync(DEMO_FIXTURES_PATH, 'utf8')) as { products: unknown[] };
  const flask = JSON.parse(readFileSync(join(PAGES_DIR, 'engraved-flask.json'), 'utf8')) as unknown;
  const file = join(fixturesDir, 'catalogue.json');
  writeFileSync(file, JSON.stringify({ ...demo, products: [...demo.products, flask] }));
  return file;
}

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startTestServer({ fixturesFile: writeCatalogue() }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.cleanup();
  rmSync(fixturesDir, { recursive: true, force: true });
});

export interface Shopper {
  context: BrowserContext;
  page: Page;
}

/** A new visitor on the cart page, having added `items` first (through the public API). */
export async function shopperWithCart(
  items: { itemId: string; sku?: string; quantity?: number; additionalFields?: string }[],
  target: TestServer = server,
): Promise<Shopper> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${target.url}cart`);
  await storefrontReady(page);
  for (const item of items) {
    await page.evaluate((input) => window.Storefront!.cart.add(input), item);
  }
  return { context, page };
}

/** What the cart page shows: title and quantity of each line. */
export async function linesOnScreen(page: Page): Promise<[string, number][]> {
  return page
    .locator('.sf-cart-entry')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('h2')!.textContent!,
        Number(row.querySelector('input')!.value),
      ]),
    );
}

/** The same, as the server holds it. */
export async function linesOnServer(page: Page): Promise<[string, number][]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/commerce/shopping-cart');
    const cart = (await response.json()) as { entries: { title: string; quantity: number }[] };
    return cart.entries.map((entry) => [entry.title, entry.quantity] as [string, number]);
  });
}

export const quantityOf = (page: Page, title: string) =>
  page.getByRole('spinbutton', { name: `Quantity ${title}` });
const total = (page: Page, key: string) => page.locator(`[data-total="${key}"] dd`);

describe('the cart page', () => {
  it("says 'You have nothing in your shopping cart.' to a visitor without a cart", async () => {
    const { context, page } = await shopperWithCart([]);
    const problems = recordProblems(page);
    await expect
      .poll(() => page.locator('#sqs-cart-root').textContent())
      .toBe('You have nothing in your shopping cart.');
    expect(await page.locator('.sf-cart-pill').count()).toBe(0);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('lists each item with its variant and price, and totals the cart', async () => {
    const { context, page } = await shopperWithCart([
      { itemId: 'prod-classic-tee', sku: 'TEE-WHT-S', quantity: 2 },
      { itemId: 'prod-canvas-tote' },
    ]);
    const tee = page.locator('.sf-cart-entry').filter({ hasText: 'Classic Tee' });
    await expect.poll(() => tee.textContent()).toContain('Color: White, Size: S');
    expect(await tee.textContent()).toContain('$20.00'); // the sale price
    expect(await tee.locator('.sf-cart-entry__total').textContent()).toContain('$40.00');
    // 40.00 + 18.00 = 58.00; tax 8 % = 4.64; standard shipping 5.00.
    expect(await total(page, 'subtotal').textContent()).toBe('$58.00');
    expect(await total(page, 'tax').textContent()).toBe('$4.64');
    expect(await total(page, 'shipping').textContent()).toBe('$5.00');
    expect(await total(page, 'total').textContent()).toBe('$67.64');
    expect(await page.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );
    await context.close();
  });

  it('changes a quantity from the keyboard; the totals and the server follow', async () => {
    const { context, page } = await shopperWithCart([{ itemId: 'prod-canvas-tote' }]);
    const quantity = quantityOf(page, 'Canvas Tote');
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect.poll(() => total(page, 'subtotal').textContent()).toBe('$54.00');
    expect(await linesOnServer(page)).toEqual([['Canvas Tote', 3]]);
    expect(await page.locator('.sqs-cart-quantity').textContent()).toBe('3');
    await context.close();
  });

  it("refuses more than the stock: 'Unable to update quantity' and the old quantity back", async () => {
    const { context, page } = await shopperWithCart([
      { itemId: 'prod-classic-tee', sku: 'TEE-BLK-S', quantity: 2 },
    ]);
    const quantity = quantityOf(page, 'Classic Tee');
    await quantity.fill('4');
    await quantity.press('Enter');
    const alert = page.getByRole('alertdialog', { name: 'Unable to update quantity' });
    await expect
      .poll(() => alert.textContent())
      .toContain('Sorry, we do not have enough of that item available.');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => quantity.inputValue()).toBe('2');
    // Focus is back on the quantity, which still works.
    expect(await quantity.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await linesOnServer(page)).toEqual([['Classic Tee', 2]]);
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect.poll(() => linesOnServer(page)).toEqual([['Classic Tee', 3]]);
    await context.close();
  });

  it("rejects a quantity that is not whole with 'Quantity must be a whole number'", async () => {
    const { context, page } = await shopperWithCart([{ itemId: 'prod-canvas-tote' }]);
    const quantity = quantityOf(page, 'Canvas Tote');
    await quantity.fill('1.5');
    await quantity.press('Enter');
    const alert = page.getByRole('alertdialog', { name: 'Unable to update quantity' });
    await expect.poll(() => alert.textContent()).toContain('Quantity must be a whole number');
    await page.keyboard.press('Escape');
    await expect.poll(() => quantity.inputValue()).toBe('1');
    await context.close();
  });

  it('removes items; the last removal leaves the empty-cart text', async () => {
    const { context, page } = await shopperWithCart([
      { itemId: 'prod-canvas-tote' },
      { itemId: 'prod-field-guide' },
    ]);
    await page.getByRole('button', { name: 'Remove Canvas Tote' }).click();
    await expect.poll(() => linesOnScreen(page)).toEqual([['Field Guide (e-book)', 1]]);
    expect(await linesOnServer(page)).toEqual([['Field Guide (e-book)', 1]]);
    const remove = page.getByRole('button', { name: 'Remove Field Guide (e-book)' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('#sqs-cart-root').textContent())
      .toBe('You have nothing in your shopping cart.');
    expect(await linesOnServer(page)).toEqual([]);
    await context.close();
  });

  it('asks for the minimum subtotal before checkout', async () => {
    const { context, page } = await shopperWithCart([{ itemId: 'prod-field-guide' }]);
    await expect
      .poll(() => page.locator('.sf-cart-page__minimum').textContent())
      .toBe('To check out, your order subtotal must be $10.00 or more.');
    expect(await page.getByRole('link', { name: 'Checkout' }).count()).toBe(0);
    expect(await total(page, 'shipping').textContent()).toBe('$0.00');
    await context.close();
  });

  it('shows product names and field values containing HTML as text', async () => {
    const hostile = '<img src=x onerror="window.__owned=1">';
    const { context, page } = await shopperWithCart([
      {
        itemId: 'prod-engraved-flask',
        sku: 'FLASK-STEEL',
        additionalFields: JSON.stringify({ Engraving: hostile }),
      },
    ]);
    const row = page.locator('.sf-cart-entry');
    await expect.poll(() => row.locator('h2').textContent()).toBe('Engraved <b>Flask</b>');
    expect(await row.locator('dd').first().textContent()).toBe(hostile);
    expect(await row.locator('b, img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
    await context.close();
  });

  it('edits additional fields in a dialog, with recalculating events around the update', async () => {
    const { context, page } = await shopperWithCart([
      {
        itemId: 'prod-engraved-flask',
        sku: 'FLASK-STEEL',
        additionalFields: JSON.stringify({ Engraving: 'Ada' }),
      },
    ]);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as { __seen?: string[] }).__seen = seen;
      for (const name of ['cart-recalculating-start', 'cart-updated', 'cart-recalculating-end']) {
        document.addEventListener(`storefront:${name}`, () => seen.push(name));
      }
    });
    const edit = page.getByRole('button', { name: 'Edit Engraved <b>Flask</b>' });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Engraved <b>Flask</b>' });
    const engraving = dialog.getByRole('textbox', { name: 'Engraving' });
    await expect.poll(() => engraving.inputValue()).toBe('Ada');
    expect(await engraving.evaluate((el) => el === document.activeElement)).toBe(true);

    await engraving.fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Unable to update form');
    expect(await engraving.getAttribute('aria-invalid')).toBe('true');

    await engraving.fill('Grace');
    await dialog.getByRole('textbox', { name: 'Gift note' }).fill('Happy birthday');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => page.locator('.sf-cart-entry dl').textContent())
      .toBe('EngravingGraceGift noteHappy birthday');
    expect(await page.evaluate(() => (window as { __seen?: string[] }).__seen)).toEqual([
      'cart-recalculating-start',
      'cart-updated',
      'cart-recalculating-end',
    ]);
    // Focus went back to the Edit button.
    expect(await edit.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('checks out: order placed, confirmation emits the order event and the Purchase pixel', async () => {
    const { context, page } = await shopperWithCart([{ itemId: 'prod-canvas-tote', quantity: 2 }]);
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      (window as { __seen?: unknown[] }).__seen = seen;
      for (const name of ['commerce_checkout_order_confirmed', 'pixel']) {
        document.addEventListener(`storefront:${name}`, (event) =>
          seen.push([name, (event as CustomEvent).detail]),
        );
      }
    });
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await page.getByRole('radio', { name: /Express shipping/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed\//);
    await storefrontReady(page);
    const orderId = page.url().split('/').at(-1);
    // 36.00 + 2.88 tax + 15.00 express shipping.
    await expect
      .poll(() => page.evaluate(() => (window as { __seen?: unknown[] }).__seen))
      .toEqual([
        [
          'commerce_checkout_order_confirmed',
          { orderId, cartId: expect.any(String), testMode: true, websiteId: 'demo-website' },
        ],
        ['pixel', { event: 'Purchase', orderId, value: 53.88, currency: 'USD' }],
      ]);
    await page.goto(`${server.url}cart`);
    await expect
      .poll(() => page.locator('#sqs-cart-root').textContent())
      .toBe('You have nothing in your shopping cart.');
    await context.close();
  });

  it('is clean under axe-core with items, an open edit dialog and an alert', async () => {
    const { context, page } = await shopperWithCart([
      { itemId: 'prod-classic-tee', sku: 'TEE-BLK-S' },
      {
        itemId: 'prod-engraved-flask',
        sku: 'FLASK-STEEL',
        additionalFields: JSON.stringify({ Engraving: 'Ada' }),
      },
    ]);
    await page.locator('.sf-cart-entry').first().waitFor();
    const require = createRequire(import.meta.url);
    await page.addScriptTag({ content: readFileSync(require.resolve('axe-core'), 'utf8') });
    const violations = () =>
      page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run: () => Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
          }
        ).axe;
        const result = await axe.run();
        return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
      });
    expect(await violations()).toEqual([]);
    await page.getByRole('button', { name: 'Edit Engraved <b>Flask</b>' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await violations()).toEqual([]);
    await page.keyboard.press('Escape');
    await quantityOf(page, 'Classic Tee').fill('99');
    await quantityOf(page, 'Classic Tee').press('Enter');
    await page.getByRole('alertdialog').waitFor();
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
