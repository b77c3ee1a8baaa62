/** Analytics' skip rules and transport in the browser, read back from the mock server's store: a signed-in owner or site user and the not-found page send nothing (a viewer-only account is tracked); a tracker answering 500, 429 or too slowly shows a shopper nothing, throws nothing, is not retried and slows no widget. */
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_PATH,
  ANALYTICS_TIMEOUT_MS,
  PERFORMANCE_LISTENING_MARK,
} from '../../src/api/analytics-contract';
import { COOKIE, CRUMB_HEADER } from '../../src/api/cookies';
import type { OwnerRole } from '../../src/api/owner';
import { SESSION_PATH } from '../../src/api/site-users';
import { demoOwner } from '../../mock-server/catalogue/owners';
import { recordProblems, storefrontReady, type BrowserContext, type Page } from './harness';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'analytics-rules' });

const SHOPPER = { email: 'shopper@example.com', password: 'demo-shopper-1', rememberMe: false };
const PRODUCT = '/products/canvas-tote';

const counts = async (): Promise<Record<string, number>> =>
  (
    (await (await fetch(suite.url('/api/mock/analytics'))).json()) as {
      counts: Record<string, number>;
    }
  ).counts;
/** What the store holds of page views and commerce events (the skip rules' subject). */
const tracked = async () =>
  Object.entries(await counts())
    .filter(([key]) => key.startsWith('RecordHit:') || key.startsWith('tracker:'))
    .reduce((sum, [, n]) => sum + n, 0);
/** The performance batches: the collector sends one on page hide whatever the skip rules say. */
const batches = async () => (await counts())['performance:navigation'] ?? 0;

/** A context with the performance collector on, so each page's collector leaves a trace. */
async function newContext(): Promise<BrowserContext> {
  const context = await suite.browser.newContext();
  await context.addInitScript(() => {
    window.StorefrontConfig = { ...window.StorefrontConfig, performance: true };
  });
  return context;
}

/** Signs the context in through the API, as the sign-in forms do (no tracked page on the way). */
async function signIn(context: BrowserContext, path: string, body: object): Promise<void> {
  await context.request.get(suite.url('/api/commerce/shopping-cart'));
  const crumb = (await context.cookies()).find((c) => c.name === COOKIE.crumb)?.value ?? '';
  const response = await context.request.post(suite.url(path), {
    data: body,
    headers: { [CRUMB_HEADER]: crumb },
  });
  expect(response.status()).toBe(200);
}
const signInOwner = (context: BrowserContext, role: OwnerRole) =>
  signIn(context, '/api/owner/session', demoOwner(role));

/**
 * Opens `path`, lets the page's analytics run and leaves the page; resolves once its collector's
 * batch is stored (so whatever else the page sent came before), with how many page views and
 * commerce events the visit added.
 */
async function visit(page: Page, path: string): Promise<number> {
  const before = await tracked();
  const sent = await batches();
  await page.goto(suite.url(path));
  await storefrontReady(page);
  // The collector listens for the page's hide once it has marked so.
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    PERFORMANCE_LISTENING_MARK,
    { timeout: 10_000 },
  );
  await page.goto('about:blank');
  await expect.poll(batches, { timeout: 10_000 }).toBeGreaterThan(sent);
  return (await tracked()) - before;
}

describe('analytics skip rules', () => {
  it('records nothing for a signed-in owner or site user or on the not-found page; a viewer-only account is tracked', async () => {
    const anonymous = await newContext();
    const page = await anonymous.newPage();
    expect(await visit(page, '/no-such-page')).toBe(0);
    expect(await visit(page, '/products/no-such-product')).toBe(0);
    await anonymous.close();

    const admin = await newContext();
    await signInOwner(admin, 'admin');
    expect(await visit(await admin.newPage(), PRODUCT)).toBe(0);
    await admin.close();

    const shopper = await newContext();
    await signIn(shopper, `/${SESSION_PATH}`, SHOPPER);
    expect(await visit(await shopper.newPage(), PRODUCT)).toBe(0);
    await shopper.close();

    // The documents' exception: an account whose only role is viewer, outside /config/.
    const viewer = await newContext();
    await signInOwner(viewer, 'viewer');
    const before = await tracked();
    await visit(await viewer.newPage(), PRODUCT);
    // A page view and the product view.
    await expect.poll(async () => (await tracked()) - before).toBe(2);
    await viewer.close();
  }, 40_000);
});

/** The collection calls of a product page's view and an add. */
const COLLECTION = [ANALYTICS_PATH.recordHit, ANALYTICS_PATH.trackerEvents];

describe('analytics transport faults', () => {
  it.each<[string, { status: number; delayMs?: number }]>([
    ['500', { status: 500 }],
    ['429', { status: 429 }],
    ['slower than the timeout', { status: 200, delayMs: ANALYTICS_TIMEOUT_MS + 1500 }],
  ])(
    'a tracker answering %s shows the shopper nothing, throws nothing, is asked once per event and slows no add',
    async (_name, { status, delayMs = 0 }) => {
      const context = await suite.browser.newContext();
      // Without a beacon every call is a fetch whose answer the page sees.
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: undefined });
      });
      const asked: string[] = [];
      let answered = 0;
      for (const path of COLLECTION) {
        await context.route(`**${path}`, async (route) => {
          asked.push(path);
          // The mock tracker's own delay, server side (the page's fetch gives up before).
          if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
          await route.fulfill({ status, body: '' }).catch(() => undefined);
          answered += 1;
        });
      }
      const page = await context.newPage();
      const problems = recordProblems(page);
      await page.goto(suite.url(PRODUCT));
      await storefrontReady(page);
      // The page view and the product view reach the failing tracker.
      await expect.poll(() => asked.length, { timeout: 10_000 }).toBe(2);

      // The button by its hook: its name changes as it works.
      const button = page.locator('.sqs-add-to-cart-button[data-item-id="prod-canvas-tote"]');
      const pressed = Date.now();
      await button.click();
      await expect.poll(() => button.textContent(), { timeout: 5000 }).toContain('Added!');
      // The add waits for no tracker: 'Added!' shows 1 s after the cart answers.
      expect(Date.now() - pressed).toBeLessThan(ANALYTICS_TIMEOUT_MS + 1000);
      await expect.poll(() => asked.length, { timeout: 5000 }).toBe(3);

      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      expect(problems.errors.filter((e) => !COLLECTION.some((p) => e.includes(p)))).toEqual([]);
      expect(problems.warnings).toEqual([]);
      // No retry: still one call per event once every answer is past.
      await expect.poll(() => answered, { timeout: delayMs + 5000 }).toBe(3);
      expect(asked.filter((p) => p === ANALYTICS_PATH.recordHit)).toHaveLength(1);
      expect(asked.filter((p) => p === ANALYTICS_PATH.trackerEvents)).toHaveLength(2);
      await context.close();
    },
    30_000,
  );
});
