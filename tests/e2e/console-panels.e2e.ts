/** The owner console's editing panels on `/config/panels`: link editor and file manager. */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { storefrontReady, type Page } from './harness';
import { signInAsOwner } from './owner';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'console-panels', open: { timeout: 8000 } });

/** The panels page, signed in as an editor owner (the panels' calls need one). */
async function openPanels() {
  const opened = await suite.open('/');
  await signInAsOwner(opened.page, 'editor');
  await opened.page.goto(suite.url('/config/panels'));
  return opened;
}

const linkEditor = (page: Page) => page.locator('[data-storefront-link-editor]');
const fileManager = (page: Page) => page.locator('[data-storefront-file-manager]');

describe('the link editor', () => {
  it('refuses a javascript: link and unsafe emails with the documents’ texts, keyboard only', async () => {
    const { page, problems } = await openPanels();
    const editor = linkEditor(page);
    const address = editor.getByRole('textbox', { name: 'Web Address' });
    await address.focus();
    await page.keyboard.type('javascript:alert(1)');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => editor.locator('.sf-panel__error').textContent())
      .toBe('Links must be formatted as http://example.com or https://example.com');
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    expect(await editor.getByRole('link').count()).toBe(0);
    expect(await axeViolations(page, '[data-storefront-link-editor]')).toEqual([]);

    await address.fill('example.com/sale');
    await editor.getByRole('textbox', { name: 'Link Name' }).fill('Our sale');
    await expect
      .poll(() => editor.getByRole('link', { name: 'Our sale' }).getAttribute('href'))
      .toBe('https://example.com/sale');

    // Arrow keys move through the link types: Web Address -> Email.
    await editor.getByRole('radio', { name: 'Web Address' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await editor.getByRole('radio', { name: 'Email' }).isChecked()).toBe(true);
    const email = editor.getByRole('textbox', { name: 'Email' });
    await email.fill('ann@');
    await email.press('Tab');
    await expect
      .poll(() => editor.locator('.sf-panel__error').textContent())
      .toBe('Emails must be formatted as email@example.com');
    expect(problems.errors).toEqual([]);
  });
});

describe('the file manager', () => {
  it('uploads with progress shown, refuses an unsupported file, renames and deletes after the warning', async () => {
    const { page } = await openPanels();
    const manager = fileManager(page);
    const chooser = manager.getByLabel('Choose File');
    await chooser.setInputFiles({
      name: 'tool.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect
      .poll(() => manager.getByRole('alert').textContent())
      .toBe('The file tool.exe does not appear to be a supported file.');

    // Hold the upload's answer until the progress bar has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/editor/files?name=*', async (route) => {
      await held;
      await route.continue();
    });
    await chooser.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await manager.getByRole('button', { name: 'Upload File' }).press('Enter');
    await manager.getByRole('progressbar', { name: 'Upload File' }).waitFor();
    release();
    const item = manager.getByRole('listitem').filter({ hasText: 'notes.txt' });
    await expect.poll(() => item.textContent()).toContain('notes.txt (5 Bytes)');
    await expect.poll(() => manager.getByRole('progressbar').count()).toBe(0);
    expect(await axeViolations(page, '[data-storefront-file-manager]')).toEqual([]);

    await item.getByRole('button', { name: 'Rename' }).press('Enter');
    const name = item.getByRole('textbox', { name: 'Rename' });
    await name.fill('  ');
    await name.press('Enter');
    await expect.poll(() => item.getByRole('alert').textContent()).toBe('Please enter a file name');
    await name.fill('Price notes.txt');
    await name.press('Enter');
    const renamed = manager.getByRole('listitem').filter({ hasText: 'Price notes.txt' });
    await renamed.waitFor();

    await renamed.getByRole('button', { name: 'Delete' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete: Price notes.txt' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      "This can't be undone. Make sure to update all links to this file.",
    );
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).press('Enter');
    await expect.poll(() => manager.getByRole('listitem').count()).toBe(0);
  });
});

describe('shop pages', () => {
  it('never load a console panel chunk', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(suite.url('/'));
    await storefrontReady(page);
    await page.locator('.sf-add-to-cart').first().waitFor();
    expect(scripts.some((url) => url.includes('/chunks/'))).toBe(true);
    expect(scripts.filter((url) => url.includes('console-'))).toEqual([]);
    await context.close();
  });
});

describe('the tag editor', () => {
  it('adds, refuses a taken name, and warns before removing, keyboard only; axe-clean', async () => {
    const { page, close } = await openPanels();
    const tags = page.locator('[data-storefront-tag-editor="tags"]');
    const name = tags.getByRole('textbox', { name: 'New' });
    await name.focus();
    await page.keyboard.type('Summer');
    await page.keyboard.press('Enter');
    const summer = tags.getByRole('checkbox', { name: 'Summer' });
    await summer.waitFor();
    await name.focus();
    await page.keyboard.type('SUMMER');
    await page.keyboard.press('Enter');
    await expect.poll(() => tags.getByRole('status').textContent()).toBe('This tag already exists');

    await summer.focus();
    await page.keyboard.press('Space');
    await tags.getByRole('button', { name: 'Remove' }).focus();
    await page.keyboard.press('Enter');
    const warning = page.getByRole('dialog', { name: 'Remove' });
    await warning
      .getByText("Every item with 'Summer' will be updated to no longer have it.", { exact: false })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Escape keeps the tag; the warning's own Remove removes it.
    await page.keyboard.press('Escape');
    await expect.poll(() => warning.count()).toBe(0);
    expect(await summer.count()).toBe(1);
    await tags.getByRole('button', { name: 'Remove' }).focus();
    await page.keyboard.press('Enter');
    await warning.getByRole('button', { name: 'Remove' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => summer.count()).toBe(0);
    await close();
  });
});
