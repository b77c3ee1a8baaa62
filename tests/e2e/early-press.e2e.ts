/**
 * A shopper faster than the bundle: presses, types and chooses while the widget chunks are still
 * on their way (held back by the test), and every press counts exactly once when they arrive.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from './harness';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'early-press' });

/** A fresh page whose widget chunks wait until `release()` (the loader itself arrives). */
async function slowChunks(): Promise<{ context: BrowserContext; page: Page; release(): void }> {
  const context = await suite.browser.newContext();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/storefront/latest/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  return { context, page: await context.newPage(), release };
}

const cartOnServer = (page: Page) =>
  page.evaluate(async () => {
    const cart = await window.Storefront!.cart.refresh();
    return { total: cart?.totalQuantity, entries: cart?.entries.length };
  });

describe('a shopper who acts before the widgets have loaded', () => {
  it('chooses options, types a quantity and presses Add; the add happens once, with them', async () => {
    const { context, page, release } = await slowChunks();
    await page.goto(suite.url('/products/classic-tee'));
    const button = page.locator('.sqs-add-to-cart-button');
    // The platform's markup is the page until then: price, label and cart count are there.
    const count = page.locator('.sqs-cart-quantity').first();
    await expect.poll(() => count.textContent()).toBe('0');
    expect(await page.locator('.product-price').first().textContent()).toMatch(/\d\.\d\d/);
    expect((await button.textContent())?.trim()).toBe('Add To Cart');

    await page.getByLabel('Select Color').selectOption('White');
    await page.getByLabel('Select Size').selectOption('M');
    await page.locator('.product-quantity-input input').fill('2');
    await button.click(); // held: its widget is not there yet
    expect(await button.getAttribute('data-sf-state')).toBeNull();

    release();
    await expect.poll(() => count.textContent(), { timeout: 8000 }).toBe('2');
    expect(await cartOnServer(page)).toEqual({ total: 2, entries: 1 });
    await context.close();
  });

  it('presses Enter on a listing button before it is ready; one item is added', async () => {
    const { context, page, release } = await slowChunks();
    await page.goto(suite.url('/'));
    const tote = page.locator('.sqs-add-to-cart-button[data-item-id="prod-canvas-tote"]');
    await tote.focus(); // the loader wakes up on focus; the chunks are held back
    await page.keyboard.press('Enter');
    release();
    const count = page.locator('.sqs-cart-quantity').first();
    await expect.poll(() => count.textContent(), { timeout: 8000 }).toBe('1');
    expect(await cartOnServer(page)).toEqual({ total: 1, entries: 1 });
    await context.close();
  });

  it('presses before the loader has booted (at DOMContentLoaded, before its first-paint work); one item is added', async () => {
    const context = await suite.browser.newContext();
    // The deferred script has run by DOMContentLoaded (its press capture is on); the rest of
    // the loader waits for the first paint.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () =>
        document
          .querySelector<HTMLElement>('.sqs-add-to-cart-button[data-item-id="prod-canvas-tote"]')
          ?.click(),
      );
    });
    const page = await context.newPage();
    await page.goto(suite.url('/'));
    const count = page.locator('.sqs-cart-quantity').first();
    await expect.poll(() => count.textContent(), { timeout: 8000 }).toBe('1');
    expect(await cartOnServer(page)).toEqual({ total: 1, entries: 1 });
    await context.close();
  });
});
