/**
 * The visitor blocks beside the gallery on the demo's block pages (data from the mock server):
 * the audio player, the promo popup and its storage keys, a review from the request page to the
 * product page, share buttons, social text and the event calendar link, and each block's chunk
 * loaded only on pages with its hook; axe on each page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_ENTRIES } from '../../src/chunk-entries';
import { axeViolations } from './axe';
import type { BrowserContext, Page } from './harness';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'blocks' });
let context: BrowserContext;

beforeAll(async () => {
  context = await suite.browser.newContext();
});
afterAll(() => context.close());

const WIDGETS = Object.keys(CHUNK_ENTRIES).filter(
  (name) => name !== 'runtime' && name !== 'base' && name !== 'analytics',
);
/** The widget chunks among fetched chunks (not the runtime and its `base` file, the collector, React or shared code). */
const widgetChunks = (chunks: Set<string>) => WIDGETS.filter((name) => chunks.has(name)).sort();

/** Opens `path` in the file's one context; `chunks` lists the widget chunks the page fetched. */
async function open(path: string, waitFor: string): Promise<{ page: Page; chunks: Set<string> }> {
  const page = await context.newPage();
  const chunks = new Set<string>();
  page.on('request', (request) => {
    const match = /\/chunks\/([a-z-]+)-[\w-]{8}\.js$/.exec(request.url());
    if (match) chunks.add(match[1] as string);
  });
  await page.goto(suite.url(path));
  await page.locator(waitFor).first().waitFor({ state: 'attached' });
  return { page, chunks };
}

describe('the audio player', () => {
  let audio: { page: Page; chunks: Set<string> };
  beforeAll(async () => {
    audio = await open('blocks/audio', '.sf-audio');
  });
  afterAll(() => audio.page.close());

  it('plays, pauses, seeks, tells the time and offers the download where allowed', async () => {
    const { page } = audio;
    const player = page.locator('#track-chime-title ~ .sqs-block-audio .sf-audio');
    expect(await player.getAttribute('aria-label')).toBe('Harbour chime');
    const seek = player.locator('input[type="range"]');
    // The 4 s file's length once its metadata is in.
    await expect.poll(() => player.locator('.sf-audio-time').textContent()).toBe('0:00 / 0:04');
    const play = player.locator('.sf-audio-play');
    await play.click();
    await expect.poll(() => play.getAttribute('aria-label')).toBe('Pause');
    await play.click();
    await expect.poll(() => play.getAttribute('aria-label')).toBe('Play');
    await seek.focus();
    await page.keyboard.press('End');
    await expect.poll(() => seek.getAttribute('aria-valuetext')).toBe('0:04 of 0:04');
    expect(await player.locator('a.sf-audio-download').getAttribute('href')).toBe('/img/chime.wav');
  });

  it('reports a file that does not load, loads only its own chunk, and passes axe', async () => {
    const { page, chunks } = audio;
    const lost = page.locator('#track-lost-title ~ .sqs-block-audio .sf-audio');
    await expect
      .poll(() => lost.getByRole('alert').textContent())
      .toBe('Unable to load. Try again.');
    expect(await lost.locator('a.sf-audio-download').count()).toBe(0);
    expect(widgetChunks(chunks)).toEqual(['audio-player']);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the promo popup', () => {
  const stored = (page: Page) =>
    page.evaluate(() => ({
      dateClosed: localStorage.getItem('date-closed'),
      version: localStorage.getItem('version'),
      submitted: localStorage.getItem('submitted'),
    }));
  const popup = (page: Page) => page.locator('dialog.sqs-popup-overlay');
  // The popup's show timer (0 s in the fixture) is set in the mount task that adds `sf-popup`;
  // a 0 ms timer queued now runs after it, so the popup has decided by then.
  const afterShowTimer = (page: Page) =>
    page.evaluate(() => new Promise<void>((done) => setTimeout(done, 0)));

  it('shows on a first visit, keeps a failed entry, remembers date-closed and version, then stays away', async () => {
    const { page } = await open('blocks/popup', 'dialog.sf-popup[open] .sf-form-submit');
    expect(await axeViolations(page)).toEqual([]);
    const email = popup(page).getByRole('textbox', { name: 'Email Address', exact: true });
    await email.fill('nope');
    await popup(page).locator('.sf-form-submit').click();
    await expect
      .poll(() => popup(page).locator('[id$="-newsletter-email-error"]').textContent())
      .toBe('Email is not valid. Email addresses should follow the format email@example.com.');
    expect(await email.inputValue()).toBe('nope');
    await page.keyboard.press('Escape');
    await expect.poll(() => popup(page).getAttribute('open')).toBeNull();
    // The dialog's close event, which writes the memory, is a task queued after `open` goes.
    await expect.poll(async () => (await stored(page)).version).toBe('2026-11');
    const memory = await stored(page);
    expect(memory.submitted).toBeNull();
    expect(Date.now() - Number(memory.dateClosed)).toBeLessThan(60_000);

    await page.reload();
    await page.locator('dialog.sf-popup').waitFor({ state: 'attached' });
    await afterShowTimer(page);
    expect(await popup(page).getAttribute('open')).toBeNull();
    await page.close();
  });

  it('shows again a week after the close, and never again once subscribed', async () => {
    const { page } = await open('blocks/popup', 'dialog.sf-popup');
    await page.evaluate(() =>
      localStorage.setItem('date-closed', String(Date.now() - 8 * 86_400_000)),
    );
    await page.reload();
    const email = popup(page).getByRole('textbox', { name: 'Email Address', exact: true });
    await email.fill('popup-reader@example.com');
    await page.keyboard.press('Enter');
    await expect.poll(() => popup(page).locator('.sf-form-success').count()).toBe(1);
    await expect.poll(async () => (await stored(page)).submitted).toBe('true');
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(async () => Date.now() - Number((await stored(page)).dateClosed))
      .toBeLessThan(60_000);
    await page.evaluate(() => localStorage.removeItem('date-closed'));
    await page.reload();
    await page.locator('dialog.sf-popup').waitFor({ state: 'attached' });
    await afterShowTimer(page);
    expect(await popup(page).getAttribute('open')).toBeNull();
    await page.close();
  });
});

describe('product reviews', () => {
  const name = 'Mallory <img src=x onerror=alert(1)>';
  const body = 'Strong straps. <script>alert(1)</script>';

  it('takes a review on the request page, keeping the entry when the submission fails', async () => {
    const { page } = await open(
      'reviews/request/prod-canvas-tote',
      'form[data-storefront-review-request][novalidate]',
    );
    expect(await axeViolations(page)).toEqual([]);
    const submit = page.getByRole('button', { name: 'Submit review' });
    await submit.click();
    await expect.poll(() => page.locator('#review-name-error').textContent()).toBe('Required');
    expect(await page.locator('#review-body-error').textContent()).toBe('Required');

    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('4 stars').check();
    await page.getByLabel('Your review').fill(body);
    // The first try fails on the server: what the buyer typed stays.
    await page.route('**/api/commerce/reviews', (route) => route.fulfill({ status: 500 }), {
      times: 1,
    });
    await submit.click();
    await expect.poll(() => page.locator('.sf-review-error').textContent()).not.toBe('');
    expect(await page.getByLabel('Your name').inputValue()).toBe(name);
    expect(await page.getByLabel('Your review').inputValue()).toBe(body);
    expect(await page.getByLabel('4 stars').isChecked()).toBe(true);
    await submit.click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Thank you for your review.');
    await page.close();
  });

  it('shows the review, its average and count on the product page', async () => {
    const { page } = await open('products/canvas-tote', '.product-reviews');
    const reviews = page.locator('.product-reviews');
    await expect.poll(() => reviews.locator('.sf-reviews-count').textContent()).toBe('1 review');
    expect(await reviews.locator('.sf-reviews-average').textContent()).toBe('4 out of 5 stars');
    expect(await reviews.locator('.sf-review-name').textContent()).toBe(name);
    expect(await reviews.locator('.sf-review-body').textContent()).toBe(body);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await axeViolations(page, '.product-reviews')).toEqual([]);
    await page.close();
  });
});

describe('events and sharing', () => {
  it('links mentions, hashtags and URLs as nodes, shares the event, links its calendar entry', async () => {
    const { page, chunks } = await open('blocks/social', '.sf-share');
    const text = page.locator('[data-storefront-social-text]');
    await expect
      .poll(() => text.getByRole('link', { name: '@tidyworkshop' }).getAttribute('href'))
      .toBe('https://twitter.com/tidyworkshop/');
    expect(await text.getByRole('link', { name: '#repair' }).getAttribute('href')).toBe(
      'https://twitter.com/hashtag/repair?src=hash',
    );
    expect(await text.getByRole('link', { name: 'https://example.com/repair' }).count()).toBe(1);
    expect(await text.textContent()).toContain('<img src=x onerror=alert(1)>');
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    const share = page.locator('.sf-share a');
    expect(await share.evaluateAll((links) => links.map((l) => l.textContent))).toEqual([
      'Facebook',
      'X',
      'Pinterest',
      'LinkedIn',
      'Email',
    ]);
    expect(await share.first().getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(suite.url('events/repair-night'))}`,
    );
    expect(await page.locator('.demo-calendar-link').getAttribute('href')).toContain(
      '&dates=20261203T183000Z/20261203T210000Z&location=12%20Dock%20Street%2C%20Cork%2C%20Ireland',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(widgetChunks(chunks)).toEqual(['social']);
    await page.close();
  });
});

describe('block chunks', () => {
  it('loads each block chunk only where its hook is', async () => {
    const { page, chunks } = await open('blocks/gallery', '.sf-gallery');
    expect(chunks.has('gallery')).toBe(true);
    expect(chunks.has('audio-player')).toBe(false);
    await page.close();
    const shop = await open('/', '.sqs-add-to-cart-button');
    const blocks = ['gallery', 'audio-player', 'popup', 'reviews', 'review-request', 'social'];
    for (const name of blocks) {
      expect(shop.chunks.has(name)).toBe(false);
    }
    await shop.page.close();
  });
});
