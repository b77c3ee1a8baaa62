/**
 * The cart page (`/cart`) as a shopper uses it: lines, quantities, removal, totals, the
 * minimum subtotal, additional fields, checkout and the order confirmation's events.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import {
  FLASK_WITH_ENGRAVING,
  linesOnScreen,
  linesOnServer,
  quantityOf,
  shopperWithCart as shopperOn,
  writeCatalogueWithFlask,
  type CartItem,
} from './cart-shopper';
import { loadedReact, recordProblems, storefrontReady, type Page } from './harness';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'cart', fixtures: writeCatalogueWithFlask });

const shopperWithCart = (items: readonly CartItem[]) => shopperOn(suite, items);
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
    const { context, page } = await shopperWithCart([FLASK_WITH_ENGRAVING]);
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

  it('loads no React until the shopper presses Edit, and the edit dialog then works', async () => {
    const { context, page } = await shopperWithCart([
      { itemId: 'prod-classic-tee', sku: 'TEE-BLK-S' },
      FLASK_WITH_ENGRAVING,
    ]);
    const problems = recordProblems(page);
    // The page is plain DOM (issue 19): React's first evaluation alone is a long task at 4x CPU.
    await page.waitForLoadState('networkidle');
    expect(await loadedReact(page)).toBe(false);
    await page.getByRole('button', { name: 'Edit Engraved <b>Flask</b>' }).click();
    const dialog = page.getByRole('dialog', { name: 'Engraved <b>Flask</b>' });
    const engraving = dialog.getByRole('textbox', { name: 'Engraving' });
    await expect.poll(() => engraving.inputValue()).toBe('Ada');
    expect(await loadedReact(page)).toBe(true);
    await engraving.fill('Grace');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // The flask's gift note, left empty, is saved as an empty value.
    await expect
      .poll(() => page.locator('.sf-cart-entry dl').textContent())
      .toBe('EngravingGraceGift note');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('says aloud at each press that the edit form cannot load, and Edit stays a button', async () => {
    const { context, page } = await shopperWithCart([FLASK_WITH_ENGRAVING]);
    const problems = recordProblems(page);
    await page.route('**/chunks/open-edit-fields-*.js', (route) =>
      route.abort('internetdisconnected'),
    );
    const edit = page.getByRole('button', { name: 'Edit Engraved <b>Flask</b>' });
    await edit.click();
    await expect
      .poll(() => page.locator('[data-storefront-live-region]').textContent())
      .toBe('Unable to connect. Please try again');
    await expect.poll(() => edit.getAttribute('aria-busy')).toBe(null);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Each press says so (the browser keeps the failed load until the page reloads).
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(
        () =>
          problems.warnings.filter((text) => text.includes('could not load the cart edit form'))
            .length,
      )
      .toBe(2);
    expect(problems.errors).toEqual([]);
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
    await page.getByRole('button', { name: 'Place order' }).click();
    // A form without its fields is refused with the reasons named, and is accessible.
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('One or more fields is invalid, please check your entries.');
    expect(await page.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await page.getByRole('radio', { name: /Express shipping/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed\//);
    await storefrontReady(page);
    expect(await axeViolations(page)).toEqual([]);
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
    await page.goto(suite.url('cart'));
    await expect
      .poll(() => page.locator('#sqs-cart-root').textContent())
      .toBe('You have nothing in your shopping cart.');
    await context.close();
  });

  it('buys a subscription with a cart token and a gift card from their checkout pages', async () => {
    const { context, page } = await shopperWithCart([]);
    const cartToken = await page.evaluate(async () => {
      const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/api/3/commerce/cart/subscription', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb },
        body: JSON.stringify({
          itemId: 'prod-coffee-subscription',
          sku: null,
          qty: 1,
          additionalFields: null,
        }),
      });
      return ((await response.json()) as { cartToken: string }).cartToken;
    });
    await page.goto(suite.url(`checkout/subscription?cartToken=${cartToken}`));
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed\//);
    expect(await page.locator('main').textContent()).toContain('House Coffee Subscription');

    await page.goto(suite.url('checkout/gift-card?itemId=prod-gift-card&sku=GIFT-100'));
    expect(await page.getByRole('combobox', { name: 'Amount' }).inputValue()).toBe('GIFT-100');
    await page.getByRole('combobox', { name: 'Amount' }).selectOption('GIFT-25');
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await page.getByRole('button', { name: 'Buy gift card' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed\//);
    expect(await page.locator('dl').textContent()).toContain('$25.00');
    await context.close();
  });

  it('is clean under axe-core with items, an open edit dialog and an alert', async () => {
    const { context, page } = await shopperWithCart([
      { itemId: 'prod-classic-tee', sku: 'TEE-BLK-S' },
      FLASK_WITH_ENGRAVING,
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Edit Engraved <b>Flask</b>' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await quantityOf(page, 'Classic Tee').fill('99');
    await quantityOf(page, 'Classic Tee').press('Enter');
    await page.getByRole('alertdialog').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
