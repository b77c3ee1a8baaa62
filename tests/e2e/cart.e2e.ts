/** Browser tests of a shopper adding to the cart on the demo shop, and of rate limits. */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { startTestServer, storefrontReady, type Page } from './harness';
import { useStorefront } from './suite';

const button = (page: Page, itemId: string) =>
  page.locator(`.sqs-add-to-cart-button[data-item-id="${itemId}"]`);
const pill = (page: Page) => page.locator('.sf-cart-pill');

const suite = useStorefront({ name: 'cart' });

describe('a shopper on the demo shop', () => {
  it("adds a product: 'Adding…', then 'Added!' one second later, then idle; the pill shows 1", async () => {
    const { context, page, problems } = await suite.open('/');
    await expect.poll(() => pill(page).count()).toBe(0);

    const tote = button(page, 'prod-canvas-tote');
    const clickedAt = Date.now();
    await tote.click();
    await expect.poll(() => tote.textContent()).toContain('Adding…');
    await expect.poll(() => tote.textContent(), { timeout: 5000 }).toContain('Added!');
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1000);
    await expect.poll(() => pill(page).textContent()).toBe('1');
    expect(await pill(page).getAttribute('aria-label')).toBe('Cart, 1 item');
    await expect.poll(() => tote.textContent(), { timeout: 5000 }).toContain('Add To Cart');
    // The template's cart count element follows the cart too.
    await expect.poll(() => page.locator('.sqs-cart-quantity').first().textContent()).toBe('1');

    // Reloading keeps the cart (cookie + SQLite).
    await page.reload();
    await storefrontReady(page);
    await expect.poll(() => pill(page).textContent()).toBe('1');

    // A second tab that is already open follows without a reload.
    const second = await context.newPage();
    await second.goto(suite.url('/'));
    await storefrontReady(second);
    await expect.poll(() => pill(second).textContent()).toBe('1');
    await tote.click();
    await expect.poll(() => pill(page).textContent(), { timeout: 5000 }).toBe('2');
    await expect.poll(() => pill(second).textContent(), { timeout: 5000 }).toBe('2');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('keeps every cart across a server restart', async () => {
    const { context, page } = await suite.open('/');
    await page.evaluate(() =>
      window.Storefront?.cart.add({ itemId: 'prod-canvas-tote', quantity: 3 }),
    );
    await suite.server.close();
    await suite.server.restart();
    await page.reload();
    await storefrontReady(page);
    await expect.poll(() => pill(page).textContent()).toBe('3');
    await context.close();
  });

  it('works from the keyboard: Enter on the focused button adds the product', async () => {
    const { context, page } = await suite.open('/');
    const tote = button(page, 'prod-canvas-tote');
    await tote.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pill(page).textContent(), { timeout: 5000 }).toBe('1');
    await context.close();
  });

  it('asks for the options a product page leaves unchosen, and refuses a sold-out variant', async () => {
    const { context, page } = await suite.open('products/classic-tee');
    const tee = button(page, 'prod-classic-tee');
    await tee.click();
    const dialog = page.getByRole('alertdialog', { name: 'Unable to Add Item' });
    await expect
      .poll(() => dialog.textContent())
      .toContain('Please select the Color and Size options.');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus went back to the button that opened the alert.
    expect(await tee.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.locator('select[data-variant-option-name="Color"]').selectOption('Black');
    await page.locator('select[data-variant-option-name="Size"]').selectOption('L');
    await expect.poll(() => tee.getAttribute('aria-disabled'), { timeout: 3000 }).toBe('false');
    await tee.click();
    await expect
      .poll(() => dialog.textContent())
      .toContain('Sorry, we do not have enough of that item available.');
    await context.close();
  });

  it('shows the error when the server is down, returns to idle, and nothing else breaks', async () => {
    const { context, page, problems } = await suite.open('/');
    await suite.server.close();
    try {
      const tote = button(page, 'prod-canvas-tote');
      await tote.click();
      const dialog = page.getByRole('alertdialog', { name: 'Unable to Add Item' });
      await expect
        .poll(() => dialog.textContent(), { timeout: 10_000 })
        .toContain('Unable to connect. Please try again');
      await expect.poll(() => tote.textContent(), { timeout: 3000 }).toContain('Add To Cart');
      // In the alert: the inert page is not aria-hidden, and 'Buy E-book' matches 'OK' too.
      await dialog.getByRole('button', { name: 'OK' }).click();
      expect(problems.errors.filter((text) => !text.includes('Failed to load resource'))).toEqual(
        [],
      );
      expect(await pill(page).count()).toBe(0);
    } finally {
      await suite.server.restart();
    }
    // Back online, the same button works.
    await button(page, 'prod-canvas-tote').click();
    await expect.poll(() => pill(page).textContent(), { timeout: 5000 }).toBe('1');
    await context.close();
  });

  it('is clean under axe-core with the pill and the error alert showing', async () => {
    const { context, page } = await suite.open('products/classic-tee');
    await page.evaluate(() => window.Storefront?.cart.add({ itemId: 'prod-canvas-tote' }));
    await expect.poll(() => pill(page).count()).toBe(1);
    await button(page, 'prod-classic-tee').click();
    await page.getByRole('alertdialog').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('a visitor who sends too many requests', () => {
  it("reads 'Please try again in a few seconds.'", async () => {
    const limited = await startTestServer({ rateLimit: 3 });
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(limited.url);
      await storefrontReady(page);
      const tote = button(page, 'prod-canvas-tote');
      for (let i = 0; i < 3; i++) await page.evaluate(() => fetch('/api/commerce/shopping-cart'));
      await tote.click();
      const dialog = page.getByRole('alertdialog', { name: 'Unable to Add Item' });
      await expect
        .poll(() => dialog.textContent(), { timeout: 10_000 })
        .toContain('Please try again in a few seconds.');
    } finally {
      await context.close();
      await limited.cleanup();
    }
  });
});
