/** Analytics in a real visit (listing -> product -> add -> cart -> checkout -> order) read back from the mock server's store: each payload's fields, a hostile title arriving as data and shown to the owner as text, the collector's batch on page hide. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_FIXTURES_PATH } from '../../mock-server/catalogue/fixtures';
import {
  CENSUS_FIELDS,
  COMMERCE_FIELDS,
  PERFORMANCE_LISTENING_MARK,
  TRACKER_FIELDS,
} from '../../src/api/analytics-contract';
import { recordProblems, storefrontReady, type Page } from './harness';
import { signInAsOwner } from './owner';
import { useStorefront } from './suite';

const HOSTILE = '<img src=x onerror="document.title=1"> Tote & "Co"';

/** The demo catalogue with the tote's name made hostile. */
function writeCatalogue(dir: string): string {
  const demo = JSON.parse(readFileSync(DEMO_FIXTURES_PATH, 'utf8')) as {
    products: { id: string; name: string }[];
  };
  for (const product of demo.products)
    if (product.id === 'prod-canvas-tote') product.name = HOSTILE;
  const file = join(dir, 'catalogue.json');
  writeFileSync(file, JSON.stringify(demo));
  return file;
}

const suite = useStorefront({ name: 'analytics', fixtures: writeCatalogue });

interface Summary {
  counts: Record<string, number>;
  events: { call: string; name: string; payload: Record<string, unknown> }[];
}
const summary = async (): Promise<Summary> =>
  (await (await fetch(suite.url('/api/mock/analytics'))).json()) as Summary;
const count = async (key: string) => (await summary()).counts[key] ?? 0;
const latest = async (call: string, name: string) =>
  (await summary()).events.find((e) => e.call === call && e.name === name)?.payload;

/** Waits until the page's analytics has sent `key` once more than `before`. */
async function sent(key: string, before: number) {
  await expect.poll(() => count(key), { timeout: 8000 }).toBeGreaterThan(before);
}

async function go(page: Page, path: string) {
  await page.goto(suite.url(path));
  await storefrontReady(page);
}

describe('analytics of a visit', () => {
  it('records the visit with the documents’ fields, the hostile title as data, and the owner sees it as text', async () => {
    const context = await suite.browser.newContext();
    await context.addInitScript(() => {
      window.StorefrontConfig = { performance: true };
    });
    const page = await context.newPage();
    const problems = recordProblems(page);

    await go(page, '/');
    await sent('RecordHit:view', 0);
    // The collector listens for the page hiding from its mark on: only then can leaving send.
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      PERFORMANCE_LISTENING_MARK,
    );

    await go(page, '/products/canvas-tote');
    await sent('tracker:commerce_product_view', 0);
    // Leaving the listing hid it: its collector sent its batch (web-vitals and the timings).
    await expect.poll(() => count('performance:TTFB'), { timeout: 8000 }).toBeGreaterThan(0);
    expect(await count('performance:navigation')).toBeGreaterThan(0);
    const hits = await count('RecordHit:view');
    expect(hits).toBe(2);
    const hit = (await latest('RecordHit', 'view')) as {
      data: Record<string, unknown>;
      ss_cvr: string;
    };
    expect(Object.keys(hit.data).sort()).toEqual([...CENSUS_FIELDS].sort());
    expect(hit.data).toMatchObject({
      title: `${HOSTILE} · Demo Goods`,
      url: '/products/canvas-tote',
      itemId: 'prod-canvas-tote',
      recordType: 11,
      websiteId: 'demo-website',
    });
    expect(hit.ss_cvr).toMatch(/^[\w-]+\|\d+\|\d+\|\d+\|1$/);
    const view = (await latest('tracker', 'commerce_product_view'))!;
    expect(Object.keys(view).sort()).toEqual(
      [...new Set([...TRACKER_FIELDS, ...COMMERCE_FIELDS])].sort(),
    );
    expect(view).toMatchObject({
      item_title: HOSTILE,
      item_price: '18.00',
      item_type: 'PHYSICAL',
      page_path: '/products/canvas-tote',
    });

    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await sent('tracker:commerce_add_to_cart', 0);
    const add = (await latest('tracker', 'commerce_add_to_cart'))!;
    expect(add).toMatchObject({
      item_title: HOSTILE,
      item_quantity: 1,
      num_items_in_cart: 1,
      cart_value: '18',
    });
    expect(add.cart_id).toEqual(expect.any(String));

    await go(page, '/cart');
    await sent('tracker:commerce_cart_view', 0);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await sent('tracker:commerce_checkout_view', 0);
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed\//);
    await storefrontReady(page);
    await sent('tracker:commerce_checkout_order_confirmed', 0);
    const order = (await latest('tracker', 'commerce_checkout_order_confirmed'))!;
    expect(order).toMatchObject({
      orderId: page.url().split('/').at(-1),
      cart_id: add.cart_id,
      testMode: true,
      websiteId: 'demo-website',
    });
    expect(Number(order.cart_value)).toBeGreaterThan(18);
    // A page view each: listing, product, cart, checkout, order confirmation.
    expect(await count('RecordHit:view')).toBe(5);
    const visitor = hit.ss_cvr.split('|')[0];
    const sessions = (await summary()).events
      .filter((e) => e.call === 'tracker')
      .map((e) => e.payload.visitor_id);
    expect(new Set(sessions)).toEqual(new Set([visitor]));

    // The owner's page: not tracked itself, figures as text, uPlot only here.
    const chunks: string[] = [];
    page.on('response', (r) => chunks.push(new URL(r.url()).pathname));
    await signInAsOwner(page, 'viewer');
    await go(page, '/config/analytics');
    const products = page.getByRole('table', { name: 'By adds to cart' });
    await expect.poll(() => products.getByRole('cell', { name: HOSTILE }).count()).toBe(1);
    expect(await page.locator('[data-storefront-analytics-dashboard] img').count()).toBe(0);
    expect(
      await page.getByRole('table', { name: 'Visits reaching each step' }).textContent(),
    ).toContain('Purchases1');
    expect(
      await page.locator('[data-storefront-analytics-dashboard] canvas').count(),
    ).toBeGreaterThan(0);
    expect(chunks.some((p) => /chunks\/analytics-dashboard-/.test(p))).toBe(true);
    expect(await count('RecordHit:view')).toBe(5);
    expect(problems.errors).toEqual([]);
    await context.close();
  }, 45_000);
});
