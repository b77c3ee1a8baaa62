/**
 * The ways a button buys: express checkout, subscription, gift card, the extra-fields form;
 * and the tracking events an add emits.
 */
import { describe, expect, it } from 'vitest';
import { recordProblems, type Page } from './harness';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'modes', fixtures: 'products' });

const button = (page: Page, itemId: string) =>
  page.locator(`.sqs-add-to-cart-button[data-item-id="${itemId}"]`);
const cartOf = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/commerce/shopping-cart').then((response) => response.json()),
  ) as Promise<{
    entries: { itemId: string; quantity: number; additionalFields: string | null }[];
  }>;

/** Collects the `storefront:<name>` DOM events of the page. */
async function collectEvents(page: Page, names: string[]): Promise<void> {
  await page.evaluate((list) => {
    const seen: { name: string; detail: unknown }[] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    for (const name of list) {
      document.addEventListener(`storefront:${name}`, (event) =>
        seen.push({ name, detail: (event as CustomEvent).detail }),
      );
    }
  }, names);
}
const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { seen: { name: string; detail: unknown }[] }).seen);

describe('express checkout', () => {
  it('adds the item, tracks it, and goes straight to checkout', async () => {
    const { page, close } = await suite.open('/product-express.html');
    // The tracking event goes out before the page leaves: keep it across the navigation.
    await page.evaluate(() =>
      window.Storefront?.on('commerce_add_to_cart', (detail) =>
        sessionStorage.setItem('tracked', JSON.stringify(detail)),
      ),
    );
    await page.getByLabel('Quantity').fill('2');
    await button(page, 'prod-canvas-tote').click();
    await page.waitForURL(/\/checkout$/, { timeout: 10_000 });
    const cart = await cartOf(page);
    expect(cart.entries.map((e) => [e.itemId, e.quantity])).toEqual([['prod-canvas-tote', 2]]);
    const tracked = await page.evaluate(() => sessionStorage.getItem('tracked'));
    expect(JSON.parse(tracked ?? 'null')).toMatchObject({
      product_page: 'pdp',
      product: { item_id: 'prod-canvas-tote', item_title: 'Canvas Tote' },
    });
    await close();
  });

  it("titles a refusal 'Unable to Purchase Item' and stays on the page", async () => {
    const { page, close } = await suite.open('/product-express.html');
    await page.getByLabel('Quantity').fill('1.5');
    await button(page, 'prod-canvas-tote').click();
    const dialog = page.getByRole('alertdialog', { name: 'Unable to Purchase Item' });
    await expect
      .poll(() => dialog.locator('p').textContent())
      .toBe('Quantity must be a whole number');
    expect(new URL(page.url()).pathname).toBe('/product-express.html');
    await close();
  });
});

describe('a subscription product', () => {
  it('goes to the subscription checkout with a cart token, leaving the cart alone', async () => {
    const { page, close } = await suite.open('/product-modes.html');
    const subscribe = button(page, 'prod-coffee-subscription');
    expect((await subscribe.textContent())?.trim()).toBe('Subscribe');
    await subscribe.click();
    await page.waitForURL(/\/checkout\/subscription\?cartToken=[^&]+$/, { timeout: 10_000 });
    expect((await cartOf(page)).entries).toEqual([]);
    await close();
  });
});

describe('a gift card', () => {
  it('goes to the gift-card page for the chosen denomination', async () => {
    const { page, close } = await suite.open('/product-rules.html');
    await page.getByLabel('Select Value').selectOption('50');
    await button(page, 'prod-gift-card').click();
    await page.waitForURL(/\/checkout\/gift-card\?itemId=prod-gift-card&sku=GIFT-50$/, {
      timeout: 10_000,
    });
    await close();
  });
});

describe('a product with an extra-fields form', () => {
  it('opens the form in a modal after the stock check, applies its rules, and adds on submit', async () => {
    const { page, close } = await suite.open('/product-modes.html');
    const problems = recordProblems(page);
    const flask = button(page, 'prod-e2e-flask');
    await flask.click();
    const dialog = page.getByRole('dialog', { name: 'Engraving' });
    await dialog.waitFor();
    const engraving = dialog.getByLabel('Engraving text');
    const email = dialog.getByLabel('Email for the proof');
    await email.fill('not-an-email');
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    await expect
      .poll(() => dialog.locator('.sf-field__error').allTextContents())
      .toEqual([
        'Required',
        'Email is not valid. Email addresses should follow the format email@example.com.',
      ]);
    expect(await engraving.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await engraving.getAttribute('aria-invalid')).toBe('true');
    expect((await cartOf(page)).entries).toEqual([]);

    await engraving.fill('<b>J.S.</b>');
    await email.fill('js@example.com');
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(async () => (await flask.textContent())?.trim(), { timeout: 5000 })
      .toBe('Added!');
    const [entry] = (await cartOf(page)).entries;
    expect(JSON.parse(entry?.additionalFields ?? 'null')).toEqual({
      'Engraving text': '<b>J.S.</b>',
      'Email for the proof': 'js@example.com',
    });
    expect(problems.errors).toEqual([]);
    await close();
  });

  it('closing the form adds nothing and gives the button back', async () => {
    const { page, close } = await suite.open('/product-modes.html');
    const flask = button(page, 'prod-e2e-flask');
    await flask.click();
    const dialog = page.getByRole('dialog', { name: 'Engraving' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await flask.getAttribute('aria-disabled')).toBe('false');
    expect(await flask.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await cartOf(page)).entries).toEqual([]);
    await close();
  });
});

describe('tracking an add', () => {
  it("emits the commerce payload ('plp' on the listing) and the 'Add to cart' pixel event", async () => {
    const { page, close } = await suite.open('/');
    await collectEvents(page, ['commerce_add_to_cart', 'pixel']);
    await button(page, 'prod-canvas-tote').click();
    await expect.poll(async () => (await events(page)).length, { timeout: 5000 }).toBe(2);
    const cart = await page.evaluate(() => window.Storefront?.cart.get());
    expect(await events(page)).toEqual([
      {
        name: 'commerce_add_to_cart',
        detail: {
          website_id: 'demo-website',
          page_id: '/',
          cart_id: cart?.id,
          product_page: 'plp',
          product: {
            item_id: 'prod-canvas-tote',
            item_type: 'PHYSICAL',
            item_title: 'Canvas Tote',
            item_collection_id: 'coll-shop',
            item_collection_name: '',
          },
        },
      },
      {
        name: 'pixel',
        detail: {
          event: 'Add to cart',
          itemId: 'prod-canvas-tote',
          sku: 'TOTE-NAT',
          quantity: 1,
          value: 18,
          currency: 'USD',
        },
      },
    ]);
    await close();
  });

  it("says 'pdp' on a product page, with the page's id", async () => {
    const { page, close } = await suite.open('/products/canvas-tote');
    const seen = page.evaluate(
      () =>
        new Promise((resolve) =>
          window.Storefront?.on('commerce_add_to_cart', (detail) => resolve(detail)),
        ),
    );
    await button(page, 'prod-canvas-tote').click();
    expect(await seen).toMatchObject({ product_page: 'pdp', page_id: '/products/canvas-tote' });
    await close();
  });
});
