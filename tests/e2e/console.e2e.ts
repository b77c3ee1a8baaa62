/**
 * The owner console as an owner uses it: sign in with the keyboard, create a product and see it
 * in the shop, a refused save that keeps what was typed, the read-only viewer; axe on every
 * console page; console chunks never on shop pages; a shopper buys what the owner added; a store
 * in the navigation; a product's uploaded image and categories on its shop page.
 */
import { describe, expect, it } from 'vitest';
import { demoOwner } from '../../mock-server/catalogue/owners';
import { consoleTexts } from '../../src/i18n/console-texts';
import { messages } from '../../src/i18n/messages';
import { axeViolations } from './axe';
import { storefrontReady, type Page } from './harness';
import { signInAsOwner } from './owner';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'console' });

const consoleChunks = (page: Page) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/\/chunks\/(console-|restock-manager)/.test(request.url())) loaded.push(request.url());
  });
  return loaded;
};

describe('the owner console', () => {
  it('signs in with the keyboard, creates a product, and the shop shows it; no console chunk on shop pages', async () => {
    const { page, close } = await suite.open('/');
    const chunks = consoleChunks(page);
    await page.goto(suite.url('/config/catalogue'));
    expect(new URL(page.url()).pathname).toBe('/config/sign-in');
    expect(await axeViolations(page)).toEqual([]);
    const { email, password } = demoOwner('storeManager');
    await page.getByLabel(consoleTexts.email).fill(email);
    await page.getByLabel(consoleTexts.password).fill('wrong-password');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: messages.signInFailed }).waitFor();
    expect(await page.getByLabel(consoleTexts.email).inputValue()).toBe(email);
    await page.getByLabel(consoleTexts.password).fill(password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/config\/catalogue$/);
    await storefrontReady(page);
    const newProduct = page.getByRole('button', { name: consoleTexts.newProduct });
    await newProduct.focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Name', { exact: true }).fill('Console <b>Cap</b>');
    await page.getByLabel('URL', { exact: true }).fill('classic-tee');
    await page.getByLabel('SKU', { exact: true }).fill('CAP-1');
    await page.getByLabel('Price (USD)', { exact: true }).fill('18.00');
    await page.getByLabel('Stock', { exact: true }).fill('3');
    await page.getByRole('button', { name: consoleTexts.save }).click();
    // Refused: the message beside its field, every typed value kept.
    await page.getByText(consoleTexts.slugTaken).waitFor();
    expect(await page.getByLabel('URL', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Console <b>Cap</b>');
    expect(await page.getByLabel('Price (USD)', { exact: true }).inputValue()).toBe('18.00');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('URL', { exact: true }).fill('console-cap');
    await page.getByLabel('URL', { exact: true }).press('Enter');
    await page.getByRole('status').filter({ hasText: consoleTexts.saved }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(chunks.some((url) => url.includes('console-catalogue'))).toBe(true);

    chunks.length = 0;
    await page.goto(suite.url('/products/console-cap'));
    await storefrontReady(page);
    await page.getByRole('heading', { name: 'Console <b>Cap</b>' }).waitFor();
    await page.goto(suite.url('/'));
    await storefrontReady(page);
    await page.getByText('Console <b>Cap</b>').first().waitFor();
    expect(chunks).toEqual([]);

    // A shopper buys it: added from its page, checked out, on the order confirmation.
    const shopper = await suite.open('/products/console-cap');
    await shopper.page.getByRole('button', { name: 'Add To Cart' }).click();
    // The add is done once the cart pill counts it; leaving before then would drop it.
    await expect.poll(() => shopper.page.locator('.sf-cart-pill').textContent()).toBe('1');
    await shopper.page.goto(suite.url('/cart'));
    await storefrontReady(shopper.page);
    await shopper.page.getByText('Console <b>Cap</b>').first().waitFor();
    await shopper.page.getByRole('link', { name: 'Checkout' }).click();
    await shopper.page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await shopper.page.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await shopper.page.getByRole('radio').first().check();
    await shopper.page.getByRole('button', { name: 'Place order' }).click();
    await shopper.page.waitForURL(/\/checkout\/order-confirmed\//);
    await shopper.page.getByText('Console <b>Cap</b>').first().waitFor();
    await shopper.close();
    await close();
  });

  it('asks before discarding unsaved changes, creates a store, and shows a viewer the panels read-only', async () => {
    const { page, close } = await suite.open('/', { viewport: { width: 390, height: 844 } });
    await signInAsOwner(page, 'admin');
    await page.goto(suite.url('/config/catalogue'));
    await storefrontReady(page);
    await page.getByRole('button', { name: 'Classic Tee' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Changed tee');
    await page.getByRole('button', { name: 'Canvas Tote' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(consoleTexts.unsavedChanges).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: consoleTexts.discard }).click();
    await expect
      .poll(() => page.getByLabel('Name', { exact: true }).inputValue())
      .toBe('Canvas Tote');

    await page.goto(suite.url('/config/store'));
    await storefrontReady(page);
    await page.getByLabel('Store name').fill('Go');
    await page.getByText('Page URL: /store').waitFor();
    await page.getByLabel('Store name').press('Enter');
    await page.getByRole('status').filter({ hasText: consoleTexts.saved }).waitFor();
    await page.getByText('Page URL: /store-1').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // A store added to the main navigation: three steps, then the shop's header links to it.
    await page.getByLabel('Store name').fill('Sale Rack');
    await page.getByLabel('Add it to the main navigation').check();
    await page.getByLabel('Store name').press('Enter');
    await page.getByRole('status').filter({ hasText: consoleTexts.saved }).waitFor();
    await page.goto(suite.url('/'));
    await storefrontReady(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sale Rack' })
      .click();
    await page.getByRole('heading', { name: 'Sale Rack' }).waitFor();

    await page.goto(suite.url('/config/'));
    const panels = page.getByRole('main').getByRole('link');
    expect(await panels.count()).toBeGreaterThanOrEqual(4);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: consoleTexts.signOut }).click();
    await page.waitForURL(/\/config\/sign-in$/);

    await signInAsOwner(page, 'viewer');
    await page.goto(suite.url('/config/catalogue'));
    await storefrontReady(page);
    await page.getByText(consoleTexts.readOnly).waitFor();
    await page.getByRole('button', { name: 'Classic Tee' }).click();
    await expect.poll(() => page.getByLabel('Name', { exact: true }).isDisabled()).toBe(true);
    await page.goto(suite.url('/config/submissions'));
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it('gives a product an uploaded image and categories, and its shop page shows both', async () => {
    const { page, close } = await suite.open('/');
    await signInAsOwner(page, 'admin');
    await page.goto(suite.url('/config/panels'));
    await storefrontReady(page);
    const manager = page.locator('[data-storefront-file-manager]');
    // A 1x1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await manager.getByLabel('Choose File').setInputFiles({
      name: 'tee.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await manager.getByRole('button', { name: 'Upload File' }).click();
    await manager.getByRole('listitem').filter({ hasText: 'tee.png' }).waitFor();

    await page.goto(suite.url('/config/catalogue'));
    await storefrontReady(page);
    await page.getByRole('button', { name: 'Classic Tee' }).click();
    await page.getByLabel('Image', { exact: true }).selectOption({ label: 'tee.png' });
    await page.getByLabel('Categories (separated by commas)').fill('Tees, <b>Summer</b>');
    await page.getByRole('button', { name: consoleTexts.save }).click();
    await page.getByRole('status').filter({ hasText: consoleTexts.saved }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(suite.url('/products/classic-tee'));
    await storefrontReady(page);
    await page.getByText('Categories: Tees, <b>Summer</b>').waitFor();
    const image = page.locator('img[src*="/files/"]').first();
    // The uploaded picture is the one shown, and it decodes (a broken one rejects).
    expect(await image.evaluate((img: HTMLImageElement) => img.decode().then(() => true))).toBe(
      true,
    );
    await close();
  });
});
