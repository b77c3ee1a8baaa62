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
 * (the loader included, the collector's chunks not), the figures of the build that added this
 * test (the terser pass) in the comments, with main's before it and later figures after. A page without hooks counts the
 * collector, its only chunk, and what it imports. Each page's files besides the loader and the
 * bundler's `rolldown-runtime` are listed.
 */
const PAGES = [
  // 30,573 -> 30,158 -> 29,362 B: base, shop, core, quick-view, messages, common-more, Modal,
  // api-shapes (the money and additional-field shapes, which took core-more along before).
  // -> 28,642 B after the widgets' cuts (the plain-DOM add-to-cart button and alert).
  { name: 'a listing (`/`)', path: '', ceiling: 28_800 },
  // 31,435 -> 31,099 B, two totes in the cart: base, core, cart-page, core-more, installments,
  // messages, common-more, Modal -> 30,286 B with api-shapes -> 29,861 B after the widgets' cuts.
  { name: 'the cart page', path: 'cart', ceiling: 30_000, withCart: true },
  // 28,802 -> 28,491 -> 27,846 B: base, form-block, core, core-more, messages, api-shapes.
  // -> 28,250 B, the one page the widgets' cuts cost: the plain-DOM alert and the modal's run
  // (alert.ts, modal-dialog.ts, the scroll lock and tall placement, 780 B) sit in `base`, which
  // the build gives any React-free code a folded file shares, so a product page loads no React;
  // a build rule that put them in `shop` would give these bytes back.
  { name: 'a form page', path: 'forms', ceiling: 28_400 },
  // 28,225 -> 27,918 -> 26,875 B: base, gallery, core, messages, common-more, gallery-options.
  // -> 26,199 B without common-more (its scroll lock is in `base` now).
  { name: 'a gallery', path: 'blocks/gallery', ceiling: 26_300 },
  // 16,861 -> 16,539 -> 14,724 B (the collector reads decimals from `decimal.ts`, not
  // `money.ts`): the loader, the collector and `core`.
  { name: 'a page without hooks', path: 'no-hooks.html', ceiling: 14_900, collector: true },
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
