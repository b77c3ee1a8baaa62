/** What each kind of shop page other than a product page loads of our own code: ceilings just above today's figures, so a build change that helps a product page cannot make them worse. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { launchBrowser, startTestServer, storefrontReady, type Page } from '../e2e/harness';

const DIST = process.env.STOREFRONT_DIST ?? 'dist';
/** React, react-dom, zod/mini and zustand: not our code (as in `bundle-size.test.ts`). */
const LIBRARY_CHUNK = /^(react|vendor)-[\w-]{8}\.js$/;
/** The analytics collector's chunks, loaded after idle: not counted but on a page without hooks. */
const COLLECTOR_CHUNK = /^(analytics|web-vitals)-[\w-]{8}\.js$/;
const BUNDLE = '/storefront/latest/';

/**
 * Gzip bytes of our own code each page loads once its widgets are ready and the network is quiet
 * (the loader included, the collector's chunks not), today's figures in the comments (the
 * earlier ones are in the history of this file). A page without hooks counts the collector, its
 * only chunk, and what it imports. Each page's files besides the loader and the
 * bundler's `rolldown-runtime` are listed.
 */
const PAGES = [
  // base, shop, core, quick-view (plain DOM: its React dialog loads with a first press):
  // 20,379 B, and no React.
  { name: 'a listing (`/`)', path: '', ceiling: 20_450 },
  // Two totes in the cart: base, core, cart-page, installments, messages: 24,335 B, and no React
  // (plain DOM: the edit form's React dialog loads with a first press on Edit).
  { name: 'the cart page', path: 'cart', ceiling: 24_450, withCart: true },
  // base, form-block, core, core-more, messages, api-shapes: 26,827 B, and no React.
  { name: 'a form page', path: 'forms', ceiling: 26_950 },
  // base, gallery, core, messages, gallery-options: 24,799 B.
  { name: 'a gallery', path: 'blocks/gallery', ceiling: 24_950 },
  // The loader, the collector and `core`: 13,621 B.
  { name: 'a page without hooks', path: 'no-hooks.html', ceiling: 13_700, collector: true },
] as const;

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The bundle's scripts `page` requests from now on, by file name. */
function recordScripts(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith(BUNDLE) && path.endsWith('.js')) files.add(path.slice(BUNDLE.length));
  });
  return files;
}

describe('the other page types', () => {
  it('each load no more of our own code than their ceiling', async () => {
    const [browser, server] = await Promise.all([launchBrowser(), startTestServer()]);
    try {
      // A shopper's cart with two totes in it, for the cart page.
      const shopper = await browser.newContext();
      const shop = await shopper.newPage();
      await shop.goto(`${server.url}products/classic-tee`);
      await shop.evaluate(async () => {
        await window.Storefront?.ready;
        await window.Storefront?.cart.add({ itemId: 'prod-canvas-tote', quantity: 2 });
      });
      const cart = await shopper.storageState();
      await shopper.close();

      const figures: string[] = [];
      const over: string[] = [];
      for (const { name, path, ceiling, ...options } of PAGES) {
        const context = await browser.newContext(
          'withCart' in options ? { storageState: cart } : {},
        );
        const page = await context.newPage();
        const files = recordScripts(page);
        const collector =
          'collector' in options
            ? page.waitForResponse((response) => /\/chunks\/analytics-/.test(response.url()))
            : undefined;
        await page.goto(`${server.url}${path}`);
        await storefrontReady(page);
        await collector;
        await page.waitForLoadState('networkidle');
        const counted = [...files].filter((file) => {
          const base = file.split('/').pop() ?? '';
          return (
            !LIBRARY_CHUNK.test(base) && ('collector' in options || !COLLECTOR_CHUNK.test(base))
          );
        });
        const bytes = counted.reduce((sum, file) => sum + gzipSize(join(DIST, file)), 0);
        const list = counted.map((file) =>
          file
            .split('/')
            .pop()
            ?.replace(/-[\w-]{8}\.js$/, ''),
        );
        figures.push(`${name} ${bytes} (${list.join(', ')})`);
        if (bytes >= ceiling) over.push(`${name}: ${bytes} >= ${ceiling}`);
        await context.close();
      }
      console.log(`[bundle size] our own code: ${figures.join('; ')}`);
      expect(over).toEqual([]);
    } finally {
      await browser.close();
      await server.cleanup();
    }
  }, 60_000);
});
