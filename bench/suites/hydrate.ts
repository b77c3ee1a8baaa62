/**
 * Time to hydrate a listing page of 50, 200 and 1000 add-to-cart hooks in Chromium against the
 * mock server, from the loader's script tag to every button mounted (median of several loads).
 * The per-hook cost at each size is reported with its ratio to the 50-hook page, so growth with
 * page size is visible.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../mock-server/server';
import { chromiumPath } from '../../tests/e2e/chromium';

const SIZES = [50, 200, 1000];
const RUNS = 5;
const PRODUCTS = [
  'prod-canvas-tote',
  'prod-classic-tee',
  'prod-field-guide',
  'prod-repair-workshop',
];

const button = (itemId: string) => `
<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">
  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary " role="button" tabindex="0" data-dynamic-strings data-collection-id="coll-shop" data-item-id="${itemId}" data-product-type="1" data-use-custom-label="false" data-original-label="Add To Cart" >
    <div class="sqs-add-to-cart-button-inner">Add To Cart</div>
  </div>
</div>`;

const page = (count: number) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Listing of ${count}</title></head>
<body><main>${Array.from({ length: count }, (_, i) => button(PRODUCTS[i % PRODUCTS.length]!)).join('')}</main>
<script>window.__benchStart = performance.now();</script>
<script src="/storefront/latest/storefront.js" data-website-id="demo-website"></script>
</body></html>`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
for (const size of SIZES) writeFileSync(join(dir, `listing-${size}.html`), page(size));
const server = await startServer({ port: 0, dbFile: ':memory:', staticDirs: [dir] });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

try {
  let baselinePerHook: number | undefined;
  for (const size of SIZES) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.goto(`${server.url}listing-${size}`);
      const elapsed = await tab.evaluate(async (count) => {
        await window.Storefront?.ready;
        const mounted = document.querySelectorAll('.sf-add-to-cart[aria-disabled="false"]').length;
        if (mounted !== count) throw new Error(`${mounted} of ${count} hooks mounted`);
        return performance.now() - (window as unknown as { __benchStart: number }).__benchStart;
      }, size);
      times.push(elapsed);
      await context.close();
    }
    const total = median(times);
    const perHook = total / size;
    baselinePerHook ??= perHook;
    console.log(
      JSON.stringify({
        bench: `hydrate.listing.${size}`,
        hooks: size,
        median_ms: +total.toFixed(1),
        per_hook_ms: +perHook.toFixed(3),
        per_hook_ratio_to_50: +(perHook / baselinePerHook).toFixed(2),
        runs: RUNS,
      }),
    );
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
