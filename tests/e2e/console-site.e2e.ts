/**
 * The console's site panels as an owner uses them: change the navigation, the header and footer
 * and the languages, and see each on the shop's pages (texts and money in the added language);
 * a bad web address refused beside its field with every typed value kept; leaving with unsaved
 * changes asks first; a second owner's stale save refused; a viewer cannot save; axe on each
 * panel; no console chunk on shop pages.
 */
import { describe, expect, it } from 'vitest';
import { LINK_FORMAT_MESSAGE } from '../../src/api/owner-site';
import { consoleTexts } from '../../src/i18n/console-texts';
import { format } from '../../src/i18n/messages';
import { axeViolations } from './axe';
import { storefrontReady, type Page } from './harness';
import { signInAsOwner } from './owner';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'console-site' });

/** Console chunks a page asks for from now on. */
const consoleChunks = (page: Page) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/\/chunks\/console/.test(request.url())) loaded.push(request.url());
  });
  return loaded;
};

const panel = async (page: Page, path: string) => {
  await page.goto(suite.url(path));
  await storefrontReady(page);
  await page.getByRole('button', { name: consoleTexts.save }).waitFor();
};

const saved = (page: Page) =>
  page.getByRole('status').filter({ hasText: consoleTexts.saved }).waitFor();

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe("the console's site panels", () => {
  it('change the shop’s navigation, header, footer and language; bad input and leaving ask first', async () => {
    const { page, close } = await suite.open('/');
    const chunks = consoleChunks(page);
    await signInAsOwner(page, 'editor');

    await panel(page, '/config/navigation');
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#nav-0-title').fill('Everything <b>');
    await page.getByRole('button', { name: 'Add a link under Everything <b>' }).click();
    await page.locator('#nav-0-0-title').fill('Bag');
    await page.locator('#nav-0-0-page').selectOption('cart');
    await page.getByRole('button', { name: 'Remove Newsletter' }).click();
    // A member-only page carries the documents' lock label in the picker.
    expect(
      await page.locator('#nav-0-page option', { hasText: consoleTexts.pageLocked }).count(),
    ).toBeGreaterThan(0);
    // A bad web address: the documents' message beside its field, the typed values kept.
    await page.getByRole('button', { name: 'Add a link', exact: true }).click();
    await page.locator('#nav-5-title').fill('Elsewhere');
    await page.locator('#nav-5-page').selectOption('');
    await page.locator('#nav-5-link').fill('javascript:alert(1)');
    await page.getByRole('button', { name: consoleTexts.save }).click();
    await page.locator('#nav-5-link-error').filter({ hasText: LINK_FORMAT_MESSAGE }).waitFor();
    expect(await page.locator('#nav-5-link').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#nav-5-link').inputValue()).toBe('javascript:alert(1)');
    expect(await page.locator('#nav-0-title').inputValue()).toBe('Everything <b>');
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#nav-5-link').fill('https://example.com/elsewhere');
    await page.getByRole('button', { name: consoleTexts.save }).click();
    await saved(page);

    // Unsaved changes: leaving by a link asks the documents' question.
    await page.locator('#nav-5-title').fill('Not saved');
    await page.getByRole('link', { name: consoleTexts.backToShop }).click();
    const question = page.getByRole('dialog');
    await question.getByText(consoleTexts.unsavedChanges).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await question.getByRole('button', { name: consoleTexts.discard }).click();
    await page.waitForURL(suite.url('/'));

    chunks.length = 0;
    await storefrontReady(page);
    const header = mainNavigation(page);
    await header.getByRole('link', { name: 'Everything <b>' }).waitFor();
    await header.getByRole('link', { name: 'Bag' }).waitFor();
    await header.getByRole('link', { name: 'Elsewhere' }).waitFor();
    expect(await header.getByRole('link', { name: 'Newsletter' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Not saved' }).count()).toBe(0);
    expect(chunks).toEqual([]);

    await panel(page, '/config/header-footer');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Site title').fill('Tiny <i>Shop</i>');
    await page.getByLabel('Tagline').fill('Small things, made well');
    await page.getByLabel('Footer text').fill('Sold & shipped by hand');
    await page.getByLabel('Footer text').press('Tab');
    await page.getByRole('button', { name: consoleTexts.save }).click();
    await saved(page);
    await page.getByLabel('Site title').fill('');
    await page.getByRole('button', { name: consoleTexts.save }).click();
    await page.locator('#hf-site-title-error').waitFor();
    expect(await page.getByLabel('Tagline').inputValue()).toBe('Small things, made well');
    await page.getByLabel('Site title').fill('Tiny <i>Shop</i>');

    await panel(page, '/config/languages');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('French').check();
    await page.getByRole('button', { name: consoleTexts.save }).click();
    await saved(page);

    chunks.length = 0;
    await page.goto(suite.url('/products/classic-tee'));
    await storefrontReady(page);
    await page.getByRole('banner').getByText('Tiny <i>Shop</i>').waitFor();
    await page.getByText('Small things, made well').waitFor();
    await page.getByRole('contentinfo').getByText('Sold & shipped by hand').waitFor();
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Français' })
      .click();
    await page.waitForURL(/lang=fr/);
    await storefrontReady(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.getByRole('button', { name: 'Ajouter au panier' }).first().waitFor();
    await expect
      .poll(() => page.locator('.product-price').first().textContent())
      .toMatch(/\d+,\d\d\s\$/);
    expect(chunks).toEqual([]);
    await close();
  });

  it("refuses a second owner's stale save, and a viewer's save, and nothing changes", async () => {
    const first = await suite.open('/');
    const second = await suite.open('/', { viewport: { width: 390, height: 844 } });
    await signInAsOwner(first.page, 'editor');
    await signInAsOwner(second.page, 'admin');
    await panel(first.page, '/config/header-footer');
    await panel(second.page, '/config/header-footer');
    await first.page.getByLabel('Tagline').fill('First');
    await first.page.getByRole('button', { name: consoleTexts.save }).click();
    await saved(first.page);
    await second.page.getByLabel('Tagline').fill('Second');
    await second.page.getByRole('button', { name: consoleTexts.save }).click();
    await second.page
      .getByRole('alert')
      .filter({ hasText: format(consoleTexts.staleVersion, { thing: 'header and footer' }) })
      .waitFor();
    expect(await second.page.getByLabel('Tagline').inputValue()).toBe('Second');
    expect(await axeViolations(second.page)).toEqual([]);
    await second.close();

    const { page } = first;
    await page.context().clearCookies();
    await page.goto(suite.url('/'));
    const before = await mainNavigation(page).innerText();
    await signInAsOwner(page, 'viewer');
    await panel(page, '/config/navigation');
    await page.getByText(consoleTexts.readOnly).waitFor();
    await expect.poll(() => page.locator('#nav-0-title').isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const status = await page.evaluate(async () => {
      const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/api/widget/UpdateNavigation', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb },
        body: JSON.stringify({
          fieldName: 'mainNavigation',
          templateId: 'demo-template',
          navigation: { items: [{ title: 'Viewer was here', collectionId: 'shop', children: [] }] },
        }),
      });
      return response.status;
    });
    expect(status).toBe(403);
    await page.goto(suite.url('/'));
    expect(await mainNavigation(page).innerText()).toBe(before);
    expect(await page.getByText('Viewer was here').count()).toBe(0);
    await first.close();
  });
});
