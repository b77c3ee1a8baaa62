/**
 * The add-to-cart button as a shopper meets it on listings and product pages: sold out,
 * custom texts, 'Select Option', and every validation message of the commerce document.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { recordProblems, storefrontReady, type Page } from './harness';
import { useStorefront } from './suite';

const button = (page: Page, itemId: string) =>
  page.locator(`.sqs-add-to-cart-button[data-item-id="${itemId}"]`);
const label = async (page: Page, itemId: string) =>
  ((await button(page, itemId).textContent()) ?? '').trim();
const alert = (page: Page, title = 'Unable to Add Item') =>
  page.getByRole('alertdialog', { name: title });

const suite = useStorefront({ name: 'product', fixtures: 'products' });

/** Presses the button and returns the refusal the alert shows, then dismisses it. */
async function refusal(page: Page, itemId: string, title?: string): Promise<string> {
  await button(page, itemId).click();
  const dialog = alert(page, title);
  await dialog.waitFor({ timeout: 10_000 });
  const text = (await dialog.locator('p').textContent()) ?? '';
  await page.getByRole('button', { name: 'OK' }).click();
  await expect
    .poll(() => button(page, itemId).getAttribute('aria-disabled'), { timeout: 3000 })
    .toBe('false');
  return text;
}

function setStock(sku: string, qtyInStock: number): void {
  const db = new Database(suite.dbFile);
  try {
    db.prepare('UPDATE stock SET qty_in_stock = ? WHERE sku = ?').run(qtyInStock, sku);
  } finally {
    db.close();
  }
}

describe('a shopper on the product listing', () => {
  it("sees a sold-out product's button read 'Sold out', disabled, and pressing it does nothing", async () => {
    const { page, close } = await suite.open('/');
    const problems = recordProblems(page);
    const mug = button(page, 'prod-enamel-mug');
    await expect.poll(() => label(page, 'prod-enamel-mug')).toBe('Sold out');
    expect(await mug.getAttribute('aria-disabled')).toBe('true');
    // aria-disabled: a real click still reaches it (Playwright would wait for it to enable).
    await mug.click({ force: true });
    await mug.focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await label(page, 'prod-enamel-mug')).toBe('Sold out');
    expect(problems.errors).toEqual([]);
    await close();
  });

  it("sees the merchant's custom button text and 'Subscribe' for a subscription product", async () => {
    const { page, close } = await suite.open('/');
    expect(await label(page, 'prod-field-guide')).toBe('Buy E-book');
    expect(await label(page, 'prod-coffee-subscription')).toBe('Subscribe');
    expect(await label(page, 'prod-canvas-tote')).toBe('Add To Cart');
    await close();
  });

  it("reads 'Select Option', disabled, for 2 seconds on a product with options, then reverts", async () => {
    const { page, close } = await suite.open('/');
    const tee = button(page, 'prod-classic-tee');
    await tee.click();
    await expect.poll(() => label(page, 'prod-classic-tee')).toBe('Select Option');
    const shownAt = Date.now();
    expect(await tee.getAttribute('aria-disabled')).toBe('true');
    await tee.click({ force: true });
    await expect.poll(() => label(page, 'prod-classic-tee'), { timeout: 5000 }).toBe('Add To Cart');
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
    expect(await tee.getAttribute('aria-disabled')).toBe('false');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await close();
  });
});

describe('a sold-out product whose stock returns', () => {
  it('gets its own label back once the stock call finds stock, and can be added', async () => {
    const { page, close } = await suite.open('/products/enamel-mug');
    const mug = button(page, 'prod-enamel-mug');
    await expect.poll(() => label(page, 'prod-enamel-mug')).toBe('Sold out');
    setStock('MUG-ENAMEL', 4);
    try {
      // The reloaded page is rendered from the live stock; the button asks the stock call too.
      await page.reload();
      await storefrontReady(page);
      await expect
        .poll(() => label(page, 'prod-enamel-mug'), { timeout: 5000 })
        .toBe('Add To Cart');
      expect(await mug.getAttribute('aria-disabled')).toBe('false');
      await mug.click();
      await expect.poll(() => label(page, 'prod-enamel-mug'), { timeout: 5000 }).toBe('Added!');
    } finally {
      setStock('MUG-ENAMEL', 0);
    }
    await close();
  });

  it("turns 'Sold out' when a press finds no stock left at all", async () => {
    const { page, close } = await suite.open('/products/canvas-tote');
    const tote = button(page, 'prod-canvas-tote');
    expect(await label(page, 'prod-canvas-tote')).toBe('Add To Cart');
    // The last one sells while the page is open: the page was rendered with stock.
    setStock('TOTE-NAT', 0);
    try {
      await tote.click();
      await expect
        .poll(() => alert(page).locator('p').textContent())
        .toBe('Sorry, we do not have enough of that item available.');
      await page.getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => label(page, 'prod-canvas-tote'), { timeout: 3000 }).toBe('Sold out');
      expect(await tote.getAttribute('aria-disabled')).toBe('true');
    } finally {
      setStock('TOTE-NAT', 12);
    }
    await close();
  });
});

describe('a shopper pressing add-to-cart with a choice that cannot be bought', () => {
  it('is asked for one, two, or many unchosen options by name, in the selector order', async () => {
    const { page, close } = await suite.open('/product-rules.html');
    expect(await refusal(page, 'prod-e2e-shirt')).toBe(
      'Please select the Size, Color and Fit options.',
    );
    await page.getByLabel('Select Size').selectOption('S');
    expect(await refusal(page, 'prod-e2e-shirt')).toBe('Please select the Color and Fit options.');
    await page.getByLabel('Select Fit').selectOption('Slim');
    expect(await refusal(page, 'prod-e2e-shirt')).toBe('Please select the Color option.');
    await close();
  });

  it('is told a combination that does not exist is unavailable', async () => {
    const { page, close } = await suite.open('/product-rules.html');
    await page.getByLabel('Select Size').selectOption('S');
    await page.getByLabel('Select Color').selectOption('Blue');
    await page.getByLabel('Select Fit').selectOption('Loose');
    expect(await refusal(page, 'prod-e2e-shirt')).toBe(
      'Sorry, that item variant is unavailable. Please select another variant.',
    );
    await close();
  });

  it('is told the quantity must be a number, and whole', async () => {
    const { page, close } = await suite.open('/product-rules.html');
    await page.getByLabel('Select Size').selectOption('S');
    await page.getByLabel('Select Color').selectOption('Red');
    await page.getByLabel('Select Fit').selectOption('Slim');
    const quantity = page.getByLabel('Quantity');
    await quantity.fill('');
    await quantity.pressSequentially('e');
    expect(await refusal(page, 'prod-e2e-shirt')).toBe('Quantity must be a number.');
    await quantity.fill('1.5');
    expect(await refusal(page, 'prod-e2e-shirt')).toBe('Quantity must be a whole number');
    await close();
  });

  it('is refused once the cart holds all the stock of that variant, counting what is in it', async () => {
    const { page, close } = await suite.open('/product-rules.html');
    await page.getByLabel('Select Size').selectOption('S');
    await page.getByLabel('Select Color').selectOption('Red');
    await page.getByLabel('Select Fit').selectOption('Slim');
    await page.getByLabel('Quantity').fill('2');
    const shirt = button(page, 'prod-e2e-shirt');
    await shirt.click();
    await expect.poll(() => label(page, 'prod-e2e-shirt'), { timeout: 5000 }).toBe('Added!');
    await expect.poll(() => label(page, 'prod-e2e-shirt'), { timeout: 5000 }).toBe('Add To Cart');
    await page.getByLabel('Quantity').fill('1');
    expect(await refusal(page, 'prod-e2e-shirt')).toBe(
      'Sorry, we do not have enough of that item available.',
    );
    const cart = await page.evaluate(() => window.Storefront?.cart.refresh());
    expect(cart?.totalQuantity).toBe(2);
    await close();
  });

  it("is asked to select a gift card's denomination", async () => {
    const { page, close } = await suite.open('/product-rules.html');
    expect(await refusal(page, 'prod-gift-card', 'Unable to purchase Gift Card')).toBe(
      'Select a denomination for the Gift Card',
    );
    await close();
  });
});
