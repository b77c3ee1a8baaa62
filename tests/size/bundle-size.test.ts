/** Size budgets of the product page and the loader, checked in a real browser against the mock server. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { launchBrowser, startTestServer, storefrontReady } from '../e2e/harness';

/** Size budgets of the built bundle, in gzip bytes (deterministic, so checked here, not benched). */
/**
 * The loader: under 6 KB gzip (issue 19), 4,962 B today (the chunk map holds hashes only, the
 * incomplete-hook check and the setup problems' words are a lazy chunk, its selector worked out
 * by the build, the hooks one name -> selector table, no comments in built code, the terser pass); 5,847 B before the words left it.
 */
const LOADER_BUDGET = 6 * 1024;
/**
 * Everything a product page loads from the bundle after a shopper's refusal alert and an add (pill
 * and popover), and the part of it that is our own code (every file but the `react` and `vendor`
 * chunks: React, react-dom, zod/mini, zustand). Issue 19's targets are 110 KB and 18 KB. Today
 * the page loads 36,457 B, our code 26,504 B of it, and no React: its widgets (add-to-cart,
 * variants, quantity, restock, reviews, installments, the alert, popover and pill) are plain DOM.
 * The history of both figures, with what each cut saved, is in this file's git log; the session
 * notes of issue 19 have the rest. Measured and dropped, so nobody tries them again:
 * - folding more files while the loader maps each chunk to one file: `installments` into
 *   `product` (a product page -432 B, the cart page +2,412, measured when it loaded React); the
 *   popover into `shop` (-326, a listing +1,153 before an add); `core` into `base` (-400 on pages with hooks, a page without
 *   hooks +18.5 KB: the collector then imports `base` and `vendor`);
 * - the add-to-cart button's CSS in a sheet of its own (+144 here; gzip shares `base`'s context);
 *   the `var(--sf-x, default)` fallbacks defined once on `:where(:root)` (+21 B);
 * - React through ES module facades in the `react` file (our code -140 B, the page +195);
 * - lazy imports of modules the build groups into a shared file: they bring the bundler's
 *   `rolldown-runtime` (430 B, namespace objects) back, so each lazy piece is a chunk of its own.
 * - in `base` (gzip of the file): one tab-channel function for the cart's and session's channels
 *   (+8 B); optional deps typed `| undefined` rather than conditional spreads (+3); the modal's
 *   listeners removed by an AbortController (+2); the legacy style's signs from one prefix (+2);
 *   the account stand-ins made by key (+14); terser with `ecma: 2022` (+9 on the page),
 *   `wrap_func_args: false` (+15) or four passes (+4).
 * The last rises: +97 B (the locale data in four idle steps, the installment pill's first price
 * after them) bought 104 ms less added blocking time at 4x (`BENCH_VERSUS`, same run); +20 B (V8's
 * compile hint in the loader, `vite.config.ts`) halved our main-thread time before LCP at 4x.
 * Both ceilings sit just above today's figures (the whole page's far under its target, so React
 * cannot come back unnoticed); lower them with the figures whenever the page sheds code.
 * `node --import tsx scripts/size-report.ts` breaks each of the page's files down by module.
 */
const PRODUCT_PAGE_TARGET = 110 * 1024;
const PRODUCT_PAGE_CEILING = 36_500;
const OWN_CODE_TARGET = 18 * 1024;
const OWN_CODE_CEILING = 26_550;
const LIBRARY_CHUNK = /^(react|vendor)-[\w-]{8}\.js$/;
const DIST = process.env.STOREFRONT_DIST ?? 'dist';

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

describe('the built bundle', () => {
  it(`keeps the loader under ${LOADER_BUDGET} bytes gzip`, () => {
    expect(gzipSize(join(DIST, 'storefront.js'))).toBeLessThan(LOADER_BUDGET);
  });

  it('keeps the loader self-contained: no static import, no React, no zod', () => {
    const loader = readFileSync(join(DIST, 'storefront.js'), 'utf8');
    expect(loader).not.toMatch(/^\s*import\s|[;}]\s*import\s*[{*\w]/m);
    expect(loader).not.toContain('react.');
    expect(loader).not.toContain('ZodError');
  });

  it('names every lazy chunk with a content hash, so a CDN can cache it forever', () => {
    const chunks = readdirSync(join(DIST, 'chunks')).filter((name) => name.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(0);
    for (const name of chunks) expect(name).toMatch(/-[\w-]{8}\.js$/);
  });

  it('carries the version in a banner comment', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(
      readFileSync(join(DIST, 'storefront.js'), 'utf8').startsWith(`/*! Storefront v${version} */`),
    ).toBe(true);
  });
});

describe('a product page', () => {
  it(`loads under ${PRODUCT_PAGE_CEILING} bytes gzip of script (target ${PRODUCT_PAGE_TARGET}), React included, ${OWN_CODE_CEILING} of our own (target ${OWN_CODE_TARGET})`, async () => {
    const [browser, server] = await Promise.all([launchBrowser(), startTestServer()]);
    try {
      const page = await browser.newPage();
      const loaded = new Set<string>();
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        // The analytics chunk loads after idle, off the page's path: its budget is in analytics-size.
        if (/\/chunks\/(analytics|web-vitals)-/.test(path)) return;
        if (path.startsWith('/storefront/latest/') && path.endsWith('.js')) loaded.add(path);
      });
      await page.goto(`${server.url}products/classic-tee`);
      await storefrontReady(page);
      // Everything a shopper can bring in: a refusal alert, then an add (pill and popover).
      const button = page.locator('.sqs-add-to-cart-button');
      await button.click();
      await page.getByRole('alertdialog').waitFor();
      await page.getByRole('button', { name: 'OK' }).click();
      await page.getByLabel('Select Color').selectOption('White');
      await page.getByLabel('Select Size').selectOption('M');
      await expect
        .poll(() => button.getAttribute('aria-disabled'), { timeout: 3000 })
        .toBe('false');
      await button.click();
      await page.locator('.sf-cart-pill').waitFor({ timeout: 5000 });
      await page.locator('.sf-added-popover').waitFor();

      const files = [...loaded].map((path) => join(DIST, path.slice('/storefront/latest/'.length)));
      expect(files).toContain(join(DIST, 'storefront.js'));
      expect(files.some((file) => /chunks\/shop-/.test(file))).toBe(true);
      const sizes = files.map((file) => ({ file: file.split('/').pop(), bytes: gzipSize(file) }));
      const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
      const bySize = [...sizes]
        .sort((a, b) => b.bytes - a.bytes)
        .map(({ file, bytes }) => `${file} ${bytes}`)
        .join(', ');
      const own = sizes
        .filter(({ file }) => !LIBRARY_CHUNK.test(file ?? ''))
        .reduce((sum, { bytes }) => sum + bytes, 0);
      console.log(
        `[bundle size] product page: ${total} bytes gzip in ${files.length} scripts, ${own} of our own code (target ${OWN_CODE_TARGET}); by size: ${bySize}`,
      );
      expect(total, `${files.length} scripts; by size: ${bySize}`).toBeLessThan(
        PRODUCT_PAGE_CEILING,
      );
      expect(own, `our code; by size: ${bySize}`).toBeLessThan(OWN_CODE_CEILING);
      expect(sizes.some(({ file }) => LIBRARY_CHUNK.test(file ?? ''))).toBe(true);
    } finally {
      await browser.close();
      await server.cleanup();
    }
  });
});
