/** The cart indicator's states: the template's cart count and the floating pill. */
import { describe, expect, it } from 'vitest';
import { storefrontReady, type Page } from './harness';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'cart-indicator' });

const count = (page: Page) => page.locator('.sqs-cart-quantity').first();
const countState = (page: Page) =>
  count(page).evaluate((el) => [
    el.textContent,
    el.getAttribute('data-sf-cart-state'),
    el.getAttribute('data-sf-cart-empty'),
  ]);

describe('the cart indicator', () => {
  it('is uninitialized before any sync, initialized after an add, empty when all is removed', async () => {
    const { context, page } = await suite.open('/');
    expect(await countState(page)).toEqual(['0', 'uninitialized', 'false']);
    await page.evaluate(() => window.Storefront!.cart.add({ itemId: 'prod-canvas-tote' }));
    await expect.poll(() => countState(page)).toEqual(['1', 'initialized', 'false']);
    await expect
      .poll(() => page.locator('[data-storefront-cart-pill]').getAttribute('data-sf-cart-state'))
      .toBe('initialized');

    await page.goto(suite.url('cart'));
    await page.getByRole('button', { name: 'Remove Canvas Tote' }).click();
    await expect.poll(() => countState(page)).toEqual(['0', 'initialized', 'true']);
    // The pill is never shown on the cart page.
    expect(await page.locator('.sf-cart-pill').count()).toBe(0);

    await page.goto(suite.url('/'));
    await storefrontReady(page);
    await expect.poll(() => countState(page)).toEqual(['0', 'initialized', 'true']);
    expect(await page.locator('.sf-cart-pill').count()).toBe(0);
    await context.close();
  });

  it("reads '100+' above 100 items on the pill and the template's count, and says so", async () => {
    const { context, page } = await suite.open('/');
    await page.evaluate(() =>
      window.Storefront!.cart.add({ itemId: 'prod-field-guide', quantity: 100 }),
    );
    const pill = page.locator('.sf-cart-pill');
    await expect.poll(() => pill.textContent()).toBe('100');
    expect(await count(page).textContent()).toBe('100');
    await page.evaluate(() => window.Storefront!.cart.add({ itemId: 'prod-field-guide' }));
    await expect.poll(() => pill.textContent()).toBe('100+');
    expect(await pill.getAttribute('aria-label')).toBe('Cart, more than 100 items');
    expect(await count(page).textContent()).toBe('100+');
    await context.close();
  });
});
