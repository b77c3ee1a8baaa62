/**
 * The owner console's pickers (`/config/pickers`: colour, font, pages with their states and a
 * date picker) and gallery settings (`/config/gallery`): each picker's rules and the documents'
 * texts, keyboard-only use, axe, the saved gallery seen on the visitor page, a viewer refused,
 * and no console chunk on shop pages.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import type { Page } from './harness';
import { signInAsOwner } from './owner';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'console-pickers', open: { timeout: 8000 } });

/** `path` signed in as an owner of `role`, once its hook is mounted. */
async function openAs(path: string, role: 'editor' | 'viewer' = 'editor') {
  const opened = await suite.open('/');
  await signInAsOwner(opened.page, role);
  await opened.page.goto(suite.url(path));
  await opened.page.locator('.sf-panel').first().waitFor();
  return opened;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });
/** The fields' errors of the colour picker (its live alert). */
const colourAlert = (page: Page) => section(page, 'Colour picker').getByRole('alert');

describe('the colour picker', () => {
  it('keeps hex, RGB and HSL in step within the documents’ bounds, keyboard only, and adds a swatch', async () => {
    const { page, problems } = await openAs('/config/pickers');
    const colour = section(page, 'Colour picker');
    // react-colorful's stylesheet ran under the console's CSP (its hash is allowed).
    await expect
      .poll(() => colour.locator('.react-colorful').evaluate((el) => getComputedStyle(el).width))
      .toBe('200px');
    const hue = colour.getByRole('textbox', { name: 'Hue' });
    await hue.fill('400');
    await expect.poll(() => colourAlert(page).textContent()).toBe('Hue out of bounds.');
    await colour.getByRole('textbox', { name: 'Saturation' }).fill('1.5');
    await expect
      .poll(() => colourAlert(page).textContent())
      .toBe('Hue out of bounds.Saturation out of bounds.');
    await hue.fill('');
    await expect.poll(() => colourAlert(page).textContent()).toBe('Missing an H/S/L value.');
    const hex = colour.getByRole('textbox', { name: 'Hex' });
    await hex.fill('#12');
    await expect.poll(() => colourAlert(page).textContent()).toBe('Enter 3 to 6 hex digits.');
    await hex.fill('#1d4ed8');
    await expect.poll(() => colourAlert(page).textContent()).toBe('');
    expect(await colour.getByRole('textbox', { name: 'R', exact: true }).inputValue()).toBe('29');
    expect(await colour.getByRole('textbox', { name: 'Hue' }).inputValue()).toBe('224');

    // The Color Map and Hue sliders, relabelled from our catalogue, move with the arrow keys.
    const map = colour.getByRole('slider', { name: 'Color Map' });
    expect(await map.getAttribute('aria-valuetext')).toMatch(
      /^Saturation [\d.]+, Lightness [\d.]+$/,
    );
    await map.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => hex.inputValue()).not.toBe('#1d4ed8');
    await colour.getByRole('slider', { name: 'Hue' }).focus();
    await page.keyboard.press('ArrowRight');

    // A preset, then Add swatch by keyboard: kept on the server across a reload.
    await colour.getByRole('button', { name: '#15803d' }).press('Enter');
    expect(await hex.inputValue()).toBe('#15803d');
    await colour.getByRole('button', { name: 'Add swatch' }).press('Enter');
    await expect.poll(() => colour.getByRole('status').textContent()).toBe('Saved.');
    await page.reload();
    const swatches = section(page, 'Colour picker').getByRole('list', { name: 'Swatches' });
    await expect.poll(() => swatches.getByRole('button').count()).toBe(1);
    expect(await swatches.getByRole('button').getAttribute('aria-label')).toBe('#15803d');
    expect(await axeViolations(page, '[data-storefront-console-pickers]')).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
});

describe('the font picker', () => {
  it('searches all fonts by category, keeps the Style Guide and checks the Typekit Kit', async () => {
    const { page, problems } = await openAs('/config/pickers');
    const fonts = section(page, 'Font picker');
    await fonts.getByRole('button', { name: 'Browse all fonts' }).press('Enter');
    const browse = fonts.getByRole('group', { name: 'Browse all fonts' });
    const search = browse.getByRole('searchbox', { name: 'Search fonts' });
    const category = browse.getByRole('combobox', { name: 'Category' });
    await search.fill('MONO');
    await expect
      .poll(() =>
        browse.getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))),
      )
      .toEqual(['Fira Mono', 'Space Mono']);
    await category.selectOption('Serif');
    await expect.poll(() => browse.getByRole('status').textContent()).toBe('No fonts match.');
    await search.fill('');
    await expect.poll(() => browse.getByRole('img').count()).toBe(2);
    expect(await browse.getByRole('heading', { name: 'Serif', exact: true }).count()).toBe(1);
    await fonts
      .getByRole('button', { name: 'Add to Style Guide: Playfair Display' })
      .press('Enter');
    const guide = fonts.getByRole('list', { name: 'Fonts in Style Guide' });
    expect(await guide.getByRole('img', { name: 'Playfair Display' }).count()).toBe(1);

    // A font whose preview the server lacks.
    await category.selectOption('Other');
    await expect
      .poll(() => fonts.getByText('Unable to load preview for Material Symbols').count())
      .toBe(1);

    const kit = fonts.getByRole('textbox', { name: 'Typekit Kit' });
    await kit.fill('ABC12');
    await fonts.getByRole('button', { name: 'Save' }).press('Enter');
    await expect
      .poll(() => fonts.getByText('A Typekit Kit ID is 7 lower-case letters and digits.').count())
      .toBe(1);
    expect(await kit.getAttribute('aria-invalid')).toBe('true');
    await kit.fill('abc1234');
    await fonts.getByRole('button', { name: 'Save' }).press('Enter');
    await expect.poll(() => fonts.getByRole('status').last().textContent()).toBe('Saved.');
    expect(await axeViolations(page, '[data-storefront-console-pickers]')).toEqual([]);
    expect(problems.errors.filter((e) => !e.includes('/material-symbols/preview.svg'))).toEqual([]);
  });

  it("says 'Unable to load fonts' when the list does not come", async () => {
    const opened = await suite.open('/');
    await signInAsOwner(opened.page, 'editor');
    await opened.page.route('**/api/editor/fonts', (route) => route.abort());
    await opened.page.goto(suite.url('/config/pickers'));
    const fonts = section(opened.page, 'Font picker');
    await expect.poll(() => fonts.getByRole('alert').textContent()).toBe('Unable to load fonts');
    expect(await fonts.getByRole('button', { name: 'Try again' }).count()).toBe(1);
  });
});

describe('the page picker', () => {
  it('labels page states, sorts, and sets a publish day with the date picker', async () => {
    const { page, problems } = await openAs('/config/pickers');
    const pages = section(page, 'Pages and publish dates');
    const list = pages.getByRole('list', { name: 'Pages' });
    const titles = () => list.getByRole('button').allTextContents();
    // Unsorted: the site's order, the shop first; Title: A to Z.
    await expect.poll(async () => (await titles())[0]).toBe('Shop');
    const unsorted = await titles();
    await pages.getByRole('combobox', { name: 'Sort By' }).selectOption({ label: 'Title' });
    expect(await titles()).toEqual([...unsorted].sort((a, b) => a.localeCompare(b)));
    expect(await titles()).not.toEqual(unsorted);
    expect(
      await pages
        .getByRole('combobox', { name: 'Sort By' })
        .locator('option')
        .first()
        .textContent(),
    ).toBe('Unsorted');

    // Cart: a draft.
    await list.getByRole('button', { name: 'Cart' }).press('Enter');
    await pages.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Draft' });
    await pages.getByRole('button', { name: 'Save' }).press('Enter');
    await expect
      .poll(() => list.getByRole('button', { name: /^Cart/ }).textContent())
      .toBe('CartDraft');

    // Shop: published next month, by keyboard through the date picker: Scheduled.
    await list.getByRole('button', { name: 'Shop' }).press('Enter');
    await pages.getByRole('button', { name: 'Next Month' }).press('Enter');
    expect(await pages.getByRole('button', { name: 'Previous Month' }).count()).toBe(1);
    await pages
      .getByRole('gridcell')
      .filter({ hasText: /^15$/ })
      .getByRole('button')
      .press('Enter');
    await expect
      .poll(() => pages.getByRole('group').locator('legend').textContent())
      .toMatch(/^Publish on: \d{4}-\d\d-15$/);
    await pages.getByRole('button', { name: 'Save' }).press('Enter');
    await expect
      .poll(() => list.getByRole('button', { name: /^Shop/ }).textContent())
      .toMatch(/^ShopScheduled\d{4}-\d\d-15$/);
    expect(await axeViolations(page, '[data-storefront-console-pickers]')).toEqual([]);
    expect(problems.errors.filter((e) => !e.includes('/preview.svg'))).toEqual([]);
  });

  it('shows a viewer the panel read only, and the server refuses the save', async () => {
    const { page } = await openAs('/config/pickers', 'viewer');
    expect(await page.getByRole('note').textContent()).toBe(
      'Your role can read this panel but not change it.',
    );
    const colour = section(page, 'Colour picker');
    await colour.getByRole('button', { name: 'Add swatch' }).click();
    await expect
      .poll(() => colour.getByRole('status').textContent())
      .toBe('Your role cannot do this.');
  });
});

describe('the gallery settings', () => {
  it('apply the options module’s switch rules and clamps, and the visitor page shows the saved gallery', async () => {
    const { page, problems } = await openAs('/config/gallery');
    const panel = page.locator('[data-storefront-console-pickers="gallery"]');
    await panel
      .getByRole('combobox', { name: 'Gallery' })
      .selectOption({ label: 'Stacked (light lightbox)' });
    const thumbnails = panel.getByRole('checkbox', { name: 'Thumbnails', exact: true });
    const autoplay = panel.getByRole('checkbox', { name: 'Autoplay', exact: true });
    await panel.getByRole('combobox', { name: 'Design' }).selectOption('slideshow');
    expect(await thumbnails.isChecked()).toBe(true); // slideshow turns thumbnails on
    await autoplay.press('Space');
    expect(await autoplay.isChecked()).toBe(true);
    await panel.getByRole('combobox', { name: 'Design' }).selectOption('stacked');
    expect([await thumbnails.isChecked(), await autoplay.isChecked()]).toEqual([false, false]);
    await panel.getByRole('combobox', { name: 'Design' }).selectOption('slider');
    expect(await panel.getByRole('combobox', { name: 'Aspect ratio' }).isDisabled()).toBe(true);
    const padding = panel.getByRole('spinbutton', { name: 'Padding (0–50)' });
    expect(await padding.inputValue()).toBe('0'); // the fixture's -5, clamped
    await padding.fill('99');
    await padding.press('Tab');
    expect(await padding.inputValue()).toBe('50');
    await panel.getByRole('button', { name: 'Save' }).press('Enter');
    await expect.poll(() => panel.getByRole('status').textContent()).toBe('Saved.');
    expect(await axeViolations(page, '[data-storefront-console-pickers]')).toEqual([]);
    expect(problems.errors).toEqual([]);

    // The visitor's gallery page, with no console chunk on it.
    const visitor = await suite.open('/blocks/gallery', {
      waitFor: '#gallery-stacked.sf-gallery--slider',
    });
    const chunks: string[] = [];
    visitor.page.on('request', (r) => chunks.push(r.url()));
    expect(
      await visitor.page
        .locator('#gallery-stacked')
        .evaluate((el) => getComputedStyle(el.querySelector('.sqs-gallery') ?? el).columnGap),
    ).toBe('50px');
    await visitor.page.reload();
    await visitor.page.locator('#gallery-stacked.sf-gallery--slider').waitFor();
    expect(
      chunks.filter((url) => /\/chunks\/(console|pickers-panel|gallery-panel)/.test(url)),
    ).toEqual([]);
    expect(chunks.some((url) => url.includes('/chunks/gallery-options-'))).toBe(true);
    await visitor.close();
  });

  it('never load on shop pages', async () => {
    const { page, close } = await suite.open('/');
    const chunks = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(chunks.some((url) => url.includes('/chunks/'))).toBe(true);
    expect(
      chunks.filter((url) =>
        /\/chunks\/(console|pickers-panel|gallery-panel|gallery-options)/.test(url),
      ),
    ).toEqual([]);
    await close();
  });
});
