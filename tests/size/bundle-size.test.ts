import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { launchBrowser, startTestServer, storefrontReady } from '../e2e/harness';

/** Size budgets of the built bundle, in gzip bytes (deterministic, so checked here, not benched). */
/**
 * The loader: under 6 KB gzip (issue 19), 5,309 B today (the chunk map holds hashes only, the
 * incomplete-hook check and the setup problems' words are a lazy chunk, its selector worked out
 * by the build, the hooks one name -> selector table, no comments in built code, the terser pass); 5,847 B before the words left it.
 */
const LOADER_BUDGET = 6 * 1024;
/**
 * Everything a product page loads from the bundle, React included, after a shopper's refusal
 * alert and an add (pill and popover), and the part of it that is our own code (every file but
 * the `react` and `vendor` chunks: React, react-dom, zod/mini, zustand). Issue 19's targets are
 * 110 KB and 18 KB; React and vendor alone are 77.5 KB. The page loads 106,617 B today, our code
 * 29,158 B of it (from 126,857 and 47,990, then 116,817 and 38,168, then 112,386 and 34,808
 * before the folded `base`, `shop` and `product` files, the plain-DOM popover and pill, and the
 * setup checks' words and the extra-fields form's reading loaded only where needed, then 110,376
 * and 32,798 before the site-user account, the API's error classes and texts, the stock
 * refusals' texts and the restock address check loaded on first use, then 109,370 and 31,792
 * after the template engine's size work in money.ts and the product type codes, before the
 * build's terser pass over oxc's output, `scripts/terser-pass.ts`: 447 B of our code, the
 * loader 137 B of it; React is left to oxc, which gzips it 427 B smaller). The
 * other page types, our code (loader included, the collector's chunk after idle not) before ->
 * after the terser pass: a listing (`/`) 30,573 -> 30,158 B, the cart page (two totes) 31,435 ->
 * 31,099 B, a form page (`/forms`) 28,802 -> 28,491 B, a gallery 28,225 -> 27,918 B, a page
 * without hooks (loader, collector, `core`) 16,861 -> 16,539 B. Folding further does not pay on
 * every page while the loader maps each chunk to one file: `installments` into `product` saves a
 * product page 410 B and costs the cart page 2,547 B; `core` into `base` saves each page with
 * hooks about 400 B and costs a page without hooks 18.5 KB (the collector then imports `base`
 * and `vendor`). Then 108,804 and 31,345 before the source-level cuts (money's legacy format
 * without `Intl`, the shapes no product page reads in files of their own, the installments pill
 * as plain DOM, rules written twice given one home: 1,472 B of our code), then 107,332 and
 * 29,873 before the setup problems' words (config texts, the element as markup) moved to the
 * `setup-checks` chunk (the loader -366 B), the hooks as one name -> selector table (-94), the
 * config's one reporter (-43), the folded files' own names out of the chunk map (-19), the
 * diagnostics' plain list (-32), the lookalike selector from the build (-28) and the chunks reading the loader's cookie functions instead of a
 * copy in `core` (-136 on every page). Measured and dropped: the popover folded into `shop`
 * (a product page -326 B, a listing +1,153 before an add); installments into `product` (-432,
 * the cart page +2,412); the add-to-cart button's CSS out of `shared.css` into its own sheet
 * (a product page +144, a listing +141, the cart, form and gallery pages -350: gzip shares the
 * `base` file's context); the `var(--sf-x, default)` fallbacks defined once on `:where(:root)`
 * (+21 B, gzip already matches the repeats); React through ES module facades in the `react`
 * file, so our chunks call `useState(...)` rather than `(0, R.useState)(...)` (our code -140 B,
 * the `react` file +335, the page +195). The `rolldown-runtime` file (430 B: CommonJS interop for
 * React, namespace objects of lazily imported modules in shared files) is called by our chunks
 * too, not only React's, and the bundler places it itself: a code-splitting group never sees it.
 * The whole page is held to its target; our own code's ceiling sits just above its figure, so it
 * cannot grow back; lower it with the figure whenever the page sheds code.
 * `node --import tsx scripts/size-report.ts` breaks each of the page's files down by module.
 */
const PRODUCT_PAGE_TARGET = 110 * 1024;
const PRODUCT_PAGE_CEILING = PRODUCT_PAGE_TARGET;
const OWN_CODE_TARGET = 18 * 1024;
const OWN_CODE_CEILING = 29_300;
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
