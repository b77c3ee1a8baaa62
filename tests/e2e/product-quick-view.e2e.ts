/** Quick view on the listing: the product in an accessible modal with the same widgets. */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { loadedReact, recordProblems, type Page } from './harness';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'quick-view', fixtures: 'products' });

const quickView = (page: Page, itemId: string) =>
  page.locator(`.sqs-product-quick-view-button[data-id="${itemId}"]`);

describe('a shopper using Quick View on the listing', () => {
  it('sees the product in a modal, chooses a variant and adds it; the view is recorded', async () => {
    const { page, close } = await suite.open('/');
    const problems = recordProblems(page);
    const trigger = quickView(page, 'prod-classic-tee');
    expect(await trigger.getAttribute('aria-haspopup')).toBe('dialog');
    // The buttons are plain DOM: React comes with the first press, not with the listing.
    expect(await loadedReact(page)).toBe(false);
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Classic Tee' });
    await dialog.waitFor();
    expect(await loadedReact(page)).toBe(true);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await trigger.getAttribute('aria-controls')).toBe(await dialog.getAttribute('id'));
    expect((await dialog.locator('.product-price:visible').textContent())?.trim()).toBe(
      'from $20.00',
    );
    // Focus is inside and the page behind is inert.
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    const add = dialog.locator('.sqs-add-to-cart-button');
    await expect.poll(async () => (await add.textContent())?.trim()).toBe('Add To Cart');
    await add.click();
    await expect
      .poll(() => page.getByRole('alertdialog').locator('p').textContent())
      .toBe('Please select the Color and Size options.');
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

    await dialog.getByLabel('Select Color').selectOption('White');
    await dialog.getByLabel('Select Size').selectOption('S');
    await expect
      .poll(() => dialog.locator('.product-price:visible').textContent())
      .toBe('Sale Price:$20.00 Original Price:$25.00');
    await dialog.getByLabel('Quantity').fill('2');
    await expect.poll(() => add.getAttribute('aria-disabled'), { timeout: 3000 }).toBe('false');
    await add.click();
    await expect
      .poll(async () => (await add.textContent())?.trim(), { timeout: 5000 })
      .toBe('Added!');
    const cart = await page.evaluate(() => window.Storefront?.cart.get());
    expect(cart?.entries.map((e) => [e.chosenVariant.sku, e.quantity])).toEqual([['TEE-WHT-S', 2]]);

    const recorded = await page.evaluate(() =>
      fetch('/api/census/quick-views').then((response) => response.json()),
    );
    expect(recorded).toEqual({ 'prod-classic-tee': 1 });
    expect(problems.errors).toEqual([]);
    await close();
  });

  it('closes on Escape with focus back on the Quick View button, and opens again from the keyboard', async () => {
    const { page, close } = await suite.open('/');
    const trigger = quickView(page, 'prod-canvas-tote');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Canvas Tote' });
    await dialog.waitFor();
    // A single-variant product: no selector; the quantity input and the button.
    expect(await dialog.locator('select').count()).toBe(0);
    expect(await dialog.getByLabel('Quantity').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    // A second press (Space this time) opens it again: the presses stay the plain hook's.
    await page.keyboard.press(' ');
    await dialog.waitFor();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await close();
  });

  it('shows a sold-out product as sold out, and the listing is axe-clean with the modal open', async () => {
    const { page, close } = await suite.open('/');
    expect(await axeViolations(page)).toEqual([]);
    await quickView(page, 'prod-enamel-mug').click();
    const dialog = page.getByRole('dialog', { name: 'Enamel Mug' });
    await dialog.waitFor();
    const add = dialog.locator('.sqs-add-to-cart-button');
    await expect.poll(async () => (await add.textContent())?.trim()).toBe('Sold out');
    expect(await dialog.locator('.product-mark').textContent()).toBe('sold out');
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});

describe('a product with required extra fields, from its quick view', () => {
  it('asks for the fields before adding, as its product page does, and adds them', async () => {
    const { page, close } = await suite.open('/');
    const problems = recordProblems(page);
    await quickView(page, 'prod-e2e-flask').click();
    await page.getByRole('dialog', { name: 'Engraved Flask' }).waitFor();
    // The form's dialog bears the product's name too: find the button by the quick view's class.
    const add = page.locator('.sf-quick-view .sqs-add-to-cart-button');
    await expect.poll(async () => (await add.textContent())?.trim()).toBe('Add To Cart');
    await add.click();
    const engraving = page.getByLabel('Engraving text');
    await engraving.waitFor();
    const form = page.getByRole('dialog').filter({ has: engraving });
    await form.getByRole('button', { name: 'Add To Cart' }).click();
    await expect
      .poll(() => form.locator('.sf-field__error').allTextContents())
      .toEqual(['Required']);
    const cart = () => page.evaluate(() => window.Storefront?.cart.get());
    expect((await cart())?.entries ?? []).toEqual([]);

    await engraving.fill('Ada');
    await form.getByRole('button', { name: 'Add To Cart' }).click();
    await expect
      .poll(async () => (await add.textContent())?.trim(), { timeout: 5000 })
      .toBe('Added!');
    const entries = (await cart())?.entries ?? [];
    expect(entries.map((entry) => JSON.parse(entry.additionalFields ?? 'null'))).toEqual([
      { 'Engraving text': 'Ada' },
    ]);
    expect(problems.errors).toEqual([]);
    await close();
  });
});

describe('a product whose name and option values hold HTML', () => {
  it('shows them as text in the quick view, runs nothing, and marks the sold-out value', async () => {
    const { page, close } = await suite.open('/product-rules.html');
    await quickView(page, 'prod-e2e-html').click();
    const name = '<img src=x onerror="window.__xss=1">Mug';
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    expect(await dialog.locator('img, i, b').count()).toBe(0);
    await expect
      .poll(() => dialog.getByLabel('Select Glaze').locator('option').allTextContents())
      .toEqual(['Select Glaze', '<i>Blue</i>', '<b onmouseover=x>Red</b> (sold out)']);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBe(
      undefined,
    );
    await close();
  });
});

describe('a Quick View whose dialog cannot load', () => {
  it('says it cannot connect at each press, and the button stays a button', async () => {
    const { page, close, problems } = await suite.open('/');
    await page.route('**/chunks/QuickViewDialog-*.js', (route) =>
      route.abort('internetdisconnected'),
    );
    const trigger = quickView(page, 'prod-canvas-tote');
    await trigger.click();
    await expect
      .poll(() => page.locator('[data-storefront-live-region]').textContent())
      .toBe('Unable to connect. Please try again');
    await expect.poll(() => trigger.getAttribute('aria-busy')).toBe('false');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Each press says so (the browser keeps the failed load until the page reloads).
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(
        () =>
          problems.warnings.filter((text) => text.includes('could not load the quick view')).length,
      )
      .toBe(2);
    expect(problems.errors).toEqual([]);
    await close();
  });
});
