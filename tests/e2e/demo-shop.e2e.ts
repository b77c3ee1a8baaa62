/**
 * The demo shop (`/`, `/products/<urlSlug>`, the same pages at `/shop` and `/shop/<urlSlug>`:
 * demo/templates rendered per request by our template engine) in a browser: every page renders
 * without template errors, is axe-clean and hydrated, and a shopper buys from the listing and
 * from a product page.
 */
import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../../mock-server/catalogue/fixtures';
import { axeViolations } from './axe';
import { storefrontReady, type Page } from './harness';
import { useStorefront } from './suite';

const catalogue = loadFixtures();
const PAGES = ['/', ...catalogue.products.map((p) => `/products/${p.urlSlug}`)];

/**
 * The platform's variant radio labels carry `role="button"`, which axe reports
 * (aria-allowed-role, a best-practice rule): the corpus fixes that markup. Any other violation,
 * or this one elsewhere, still fails.
 */
const platformRadioLabels = (violation: string): boolean =>
  violation.startsWith('aria-allowed-role (') &&
  violation.split('], [').every((target) => target.includes('label[for=\\"variant-option-'));

const button = (page: Page, itemId: string) =>
  page.locator(`.sqs-add-to-cart-button[data-item-id="${itemId}"]`);
const label = async (page: Page, itemId: string) =>
  ((await button(page, itemId).textContent()) ?? '').trim();
const cartCount = (page: Page) => page.locator('.demo-cart-link .sqs-cart-quantity').textContent();
const cartLines = (page: Page) =>
  page.evaluate(async () =>
    (await window.Storefront?.cart.get())?.entries.map((e) => [e.chosenVariant.sku, e.quantity]),
  );

const suite = useStorefront({ name: 'demo-shop', open: { timeout: 10_000 } });

describe('the rendered demo shop', () => {
  it('answers every page with 200 and no template error; an unknown product is a 404 page', async () => {
    for (const path of PAGES) {
      const response = await fetch(new URL(path, suite.server.url));
      const html = await response.text();
      expect([path, response.status]).toEqual([path, 200]);
      expect(html).not.toContain('Template error');
    }
    const missing = await fetch(new URL('/products/no-such-product', suite.server.url));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1>Page not found</h1>');
  });

  it.each(PAGES)(
    '%s is axe-clean (bar the platform radio-label role) and hydrates without errors',
    async (path) => {
      const { page, problems, close } = await suite.open(path);
      // Hydrated: every add-to-cart button is the widget's now.
      await expect
        .poll(() => page.locator('.sqs-add-to-cart-button:not([aria-disabled])').count())
        .toBe(0);
      expect((await axeViolations(page)).filter((v) => !platformRadioLabels(v))).toEqual([]);
      expect(problems.errors).toEqual([]);
      await close();
    },
  );

  it('answers the same pages at /shop, the rendered shop’s first address', async () => {
    for (const path of PAGES) {
      const alias = path === '/' ? '/shop' : path.replace('/products/', '/shop/');
      const [page, same] = await Promise.all(
        [path, alias].map(async (p) => (await fetch(new URL(p, suite.server.url))).text()),
      );
      expect([alias, same]).toEqual([alias, page]);
    }
    const { page, close } = await suite.open('/shop');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Shop');
    await close();
  });

  it('lets a shopper add the tote from the listing and a chosen tee with a quantity from its page', async () => {
    const { page, problems, close } = await suite.open('/');
    await button(page, 'prod-canvas-tote').click();
    await expect.poll(() => cartCount(page)).toBe('1');
    await expect.poll(() => label(page, 'prod-canvas-tote'), { timeout: 5000 }).toBe('Added!');

    await page.getByRole('link', { name: 'Classic Tee' }).click();
    await page.waitForURL(/\/products\/classic-tee$/);
    await storefrontReady(page);
    // Rendered with the visitor's cart, then kept by the widget.
    expect(await cartCount(page)).toBe('1');
    await page.getByRole('combobox', { name: 'Select Color' }).selectOption('White');
    await page.getByRole('combobox', { name: 'Select Size' }).selectOption('M');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await button(page, 'prod-classic-tee').click();
    await expect.poll(() => cartCount(page)).toBe('3');
    await expect
      .poll(() => cartLines(page))
      .toEqual([
        ['TOTE-NAT', 1],
        ['TEE-WHT-M', 2],
      ]);
    expect(problems.errors).toEqual([]);
    await close();
  });

  it("shows the sold-out mug as 'Sold out' with its restock form, on the listing and its page", async () => {
    for (const path of ['/', '/products/enamel-mug']) {
      const { page, close } = await suite.open(path);
      await expect.poll(() => label(page, 'prod-enamel-mug')).toBe('Sold out');
      expect(await button(page, 'prod-enamel-mug').getAttribute('aria-disabled')).toBe('true');
      const form = page.locator('.product-restock-notification[data-product-id="prod-enamel-mug"]');
      expect(await form.isVisible()).toBe(true);
      expect(await form.getByRole('textbox', { name: 'Your Email' }).isVisible()).toBe(true);
      await close();
    }
  });

  it('shows the installment pill on the tee page, following the price', async () => {
    const { page, close } = await suite.open('/products/classic-tee');
    const text = page.locator('.sf-installments__pill .sf-installments__text');
    await expect.poll(() => text.textContent()).toBe('Afterpay available for orders over $35.00');
    await page.getByRole('combobox', { name: 'Select Color' }).selectOption('Black');
    await page.getByRole('combobox', { name: 'Select Size' }).selectOption('S');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await expect
      .poll(() => text.textContent())
      .toBe('or 4 interest-free payments of $12.50 with Afterpay');
    await close();
  });
});
