/**
 * The gallery block on the demo's gallery page (`/blocks/gallery`, data from the mock server):
 * each design, keyboard-only use, the lightbox, autoplay, a missing image and axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import type { Page } from './harness';
import { useStorefront, type OpenPage } from './suite';

const suite = useStorefront({ name: 'gallery' });
let opened: OpenPage;
let page: Page;

beforeAll(async () => {
  opened = await suite.open('blocks/gallery', { waitFor: '.sf-gallery--stacked' });
  page = opened.page;
});
afterAll(() => opened.close());

const grid = '#gallery-grid';
const slideshow = '#gallery-slideshow';
const slider = '#gallery-slider';
const stacked = '#gallery-stacked';

describe('the gallery block', () => {
  it('lays out the grid from its options with responsive images at their focal points', async () => {
    const first = page.locator(`${grid} .slide img.thumb-image`).first();
    await expect
      .poll(() => first.getAttribute('srcset'))
      .toContain('/img/harbour.svg?format=1500w 1500w');
    expect(await first.getAttribute('srcset')).not.toContain('2500w');
    expect(await first.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('70% 30%');
    // thumbnails-per-row 3, padding 12, aspect ratio four-three.
    const columns = await page
      .locator(`${grid} .sqs-gallery`)
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(3);
    expect(
      await page.locator(`${grid} .sqs-gallery`).evaluate((el) => getComputedStyle(el).columnGap),
    ).toBe('12px');
    expect(await first.evaluate((img) => getComputedStyle(img).aspectRatio)).toBe('4 / 3');
    // The photo whose file is gone shows the placeholder, named by its alt text.
    await expect
      .poll(() => page.locator(`${grid} .sf-gallery-placeholder`).getAttribute('aria-label'))
      .toBe('Lost photo');
    // Hostile captions stay text.
    expect(await page.locator(`${grid} .meta-title`).nth(1).textContent()).toBe(
      'Dunes <img src=x onerror=alert(1)>',
    );
  });

  it('opens the dark lightbox from the keyboard, moves with the arrow keys and gives focus back', async () => {
    const opener = page.locator(`${grid} .slide a`).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.sf-lightbox--dark[open]');
    await expect
      .poll(() => dialog.locator('.sf-lightbox-title').textContent())
      .toBe('Harbour at dusk');
    expect(await dialog.locator('.sf-lightbox-counter').textContent()).toBe('1 of 6');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => dialog.locator('.sf-lightbox-title').textContent())
      .toBe('Dunes <img src=x onerror=alert(1)>');
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // Wraps to the last image.
    await expect.poll(() => dialog.locator('.sf-lightbox-counter').textContent()).toBe('6 of 6');
    expect(await axeViolations(page, 'dialog.sf-lightbox--dark')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('runs the slideshow with controls, indicators and thumbnails, by keyboard alone', async () => {
    const host = page.locator(slideshow);
    expect(await host.getAttribute('aria-roledescription')).toBe('carousel');
    // Out-of-range options are clamped: strip height 400 -> 200.
    expect(
      await host.evaluate((el) => el.style.getPropertyValue('--sf-gallery-strip-height')),
    ).toBe('200px');
    expect(await host.locator('.sf-gallery-thumb').count()).toBe(4);
    expect(await host.locator('.sf-gallery-dot').count()).toBe(4);
    const visible = () =>
      host
        .locator('.slide:not(.sf-inactive) .meta-title')
        .evaluateAll((els) => els.map((el) => el.textContent));
    // Focus in the carousel holds its autoplay (10 s a slide here, which may have run already).
    await host.locator('.sqs-gallery').focus();
    await page.keyboard.press('Home');
    await expect.poll(visible).toEqual(['Harbour at dusk']);
    await page.keyboard.press('ArrowRight');
    await expect.poll(visible).toEqual(['Dunes <img src=x onerror=alert(1)>']);
    expect(await host.locator('.sf-gallery-dot').nth(1).getAttribute('aria-current')).toBe('true');
    await page.keyboard.press('End');
    await expect.poll(visible).toEqual(['City lights']);
    await host.locator('.sf-gallery-thumb').nth(2).click();
    await expect.poll(visible).toEqual(['Forest path']);
    await host.locator('.sf-gallery-next').click();
    await expect.poll(visible).toEqual(['City lights']);
    // Its Pause button stops the autoplay and then reads Play.
    const toggle = host.locator('.sf-gallery-play');
    await toggle.click();
    expect(await toggle.getAttribute('aria-label')).toBe('Play');
  });

  it('scrolls the slider to the next slide, lined up left', async () => {
    const host = page.locator(slider);
    await host.locator('.sf-gallery-next').click();
    const slide = host.locator('.slide').nth(1);
    await expect.poll(() => slide.getAttribute('class')).toContain('sf-active');
    await expect
      .poll(() =>
        host.locator('.sqs-gallery').evaluate((track) => {
          const active = track.querySelector<HTMLElement>('.sf-active');
          return Math.abs(track.scrollLeft - (active?.offsetLeft ?? -999)) < 2;
        }),
      )
      .toBe(true);
    expect(await host.locator('.sf-gallery-dot').count()).toBe(0);
  });

  it('stacks images with the clamped padding and a light lightbox', async () => {
    const host = page.locator(stacked);
    expect(await host.locator('.sqs-gallery').evaluate((el) => getComputedStyle(el).rowGap)).toBe(
      '0px',
    );
    expect(await host.locator('.meta-description').first().isVisible()).toBe(false);
    await host.locator('.slide a').nth(1).click();
    const dialog = page.locator('dialog.sf-lightbox--light[open]');
    await expect.poll(() => dialog.locator('.sf-lightbox-title').textContent()).toBe('Glacier');
    await dialog.locator('.sf-lightbox-close').click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('passes axe on the whole page', async () => {
    expect(await axeViolations(page)).toEqual([]);
    expect(opened.problems.errors).toEqual([]);
  });
});

describe('gallery autoplay', () => {
  it('moves on every autoplay-duration seconds (clamped to 10) and pauses under the pointer', async () => {
    const p = await opened.context.newPage();
    await p.clock.install();
    await p.goto(suite.url('blocks/gallery'));
    const host = p.locator(slideshow);
    await host.locator('.sf-gallery-play').waitFor();
    const active = () =>
      host.locator('.sf-gallery-dot[aria-current="true"]').getAttribute('aria-label');
    expect(await active()).toBe('Slide 1');
    await p.clock.runFor(9_000);
    expect(await active()).toBe('Slide 1');
    await p.clock.runFor(1_100);
    await expect.poll(active).toBe('Slide 2');
    await host.locator('.sqs-gallery').hover();
    await p.clock.runFor(25_000);
    expect(await active()).toBe('Slide 2');
    await p.close();
  });

  it('never plays under prefers-reduced-motion', async () => {
    const p = await opened.context.newPage();
    await p.emulateMedia({ reducedMotion: 'reduce' });
    await p.goto(suite.url('blocks/gallery'));
    await p.locator(`${slideshow}.sf-gallery`).waitFor();
    expect(await p.locator(`${slideshow} .sf-gallery-play`).count()).toBe(0);
    expect(await p.locator(`${slideshow} .sqs-gallery`).getAttribute('aria-live')).toBe('polite');
    await p.close();
  });
});
