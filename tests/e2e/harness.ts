/**
 * What every browser test needs: Chromium, a mock server on a free port with its own SQLite
 * file, and a fresh browser context (no cookies) per test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { startServer, type RunningServer, type ServerOptions } from '../../mock-server/server';
import { chromiumPath } from './chromium';

export const PAGES_DIR = join(import.meta.dirname, 'pages');

/** The browser suite's page templates, rendered per request with the catalogue's products. */
export const TEMPLATES_DIR = join(import.meta.dirname, 'templates');

/**
 * How long one Playwright action or wait may take. Shorter than a test's 30 s, so a stuck step
 * fails at its own line with Playwright's reason instead of as a bare test timeout.
 */
const ACTION_TIMEOUT_MS = 15_000;

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    return context;
  };
  return browser;
}

export interface TestServer extends RunningServer {
  /** Starts the server again on the same port and database (after `close()`). */
  restart(): Promise<void>;
  cleanup(): Promise<void>;
}

/**
 * A mock server serving the demo, the host pages of `tests/e2e/pages` and the page templates of
 * `tests/e2e/templates`, on a temporary database file, with the tester's calls (`testCalls`).
 */
export async function startTestServer(options: ServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const settings: ServerOptions = {
    port: 0,
    dbFile: join(dir, 'storefront.db'),
    staticDirs: ['demo', PAGES_DIR],
    pageTemplatesDir: TEMPLATES_DIR,
    testCalls: true,
    // Every page of the suite comes from 127.0.0.1, and its forms suites save one form often.
    formRateLimit: 1000,
    ...options,
  };
  let running = await startServer(settings);
  const handle: TestServer = {
    get url() {
      return running.url;
    },
    get port() {
      return running.port;
    },
    close: () => running.close(),
    async restart() {
      running = await startServer({ ...settings, port: running.port });
    },
    async cleanup() {
      await running.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return handle;
}

/** Console messages and page errors of a page, for asserting that nothing else broke. */
export function recordProblems(page: Page): { errors: string[]; warnings: string[] } {
  const problems = { errors: [] as string[], warnings: [] as string[] };
  page.on('pageerror', (error) => problems.errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.errors.push(`HTTP ${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    // Failed loads are recorded with their URL by the response listener above.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.errors.push(message.text());
    }
    if (message.type() === 'warning') problems.warnings.push(message.text());
  });
  return problems;
}

/** The address of the build's React file (`dist/chunks/react-<hash>.js`). */
export const REACT_CHUNK = /\/react-[\w-]{8}\.js$/;

/**
 * Whether `page` has loaded React (the bundle's `react` chunk): a shopper's pages keep it off
 * their load and bring it with the first press that needs it (issue 19).
 */
export function loadedReact(page: Page): Promise<boolean> {
  return page.evaluate(
    (pattern) =>
      performance
        .getEntriesByType('resource')
        .some((entry) => new RegExp(pattern).test(entry.name)),
    REACT_CHUNK.source,
  );
}

/**
 * Makes every page of `context` give up on an API request after `ms` (the site owner's
 * `requestTimeoutMs`), so fault suites see a timeout in seconds instead of the default ten.
 */
export async function shortenRequestTimeout(context: BrowserContext, ms = 2000): Promise<void> {
  await context.addInitScript((timeout) => {
    window.StorefrontConfig = { ...window.StorefrontConfig, requestTimeoutMs: timeout };
  }, ms);
}

/** Waits for `window.Storefront.ready`. */
export async function storefrontReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.Storefront !== undefined);
  await page.evaluate(() => window.Storefront?.ready);
}

/**
 * What a paste of a long text does, without typing it key by key or sending it over the wire to
 * the browser: `text(length)` is built in the page, set through the native value setter and
 * announced with an `input` event (React and plain listeners both see it). Resolves once the
 * field has laid the text out and shows it, which for megabytes takes Chromium seconds: an
 * `evaluate` without an action time limit waits that long, where a suite's short limit would run
 * out on a busy machine.
 * @returns the length of the field's value.
 */
export async function pasteLongText(
  field: Locator,
  unit: string,
  times: number,
  suffix = '',
): Promise<number> {
  await field.evaluate(
    (input, [repeated, count, end]) => {
      const prototype =
        input instanceof HTMLTextAreaElement
          ? HTMLTextAreaElement.prototype
          : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(
        input,
        repeated.repeat(count) + end,
      );
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    [unit, times, suffix] as const,
    // No action time limit: the layout takes what it takes; the test's own limit still holds.
    { timeout: 0 },
  );
  // Reading the field's scroll width lays it out: the text is on screen once this returns.
  return field.evaluate(
    (input) => {
      void input.scrollWidth;
      return (input as HTMLInputElement).value.length;
    },
    undefined,
    { timeout: 0 },
  );
}

/**
 * Stops the page's clock (its timers, animation frames and `Date`), so something shown for a
 * few seconds (the added-item popover) stays while a busy machine runs the checks on it. Time
 * then moves only through `runWhileStopped`.
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.install();
  // A minute ahead of the page's clock, which was just set to this process's time.
  await page.clock.pauseAt(Date.now() + 60_000);
}

/**
 * Awaits `task` on a page whose clock `stopClock` stopped, moving the clock on a millisecond at
 * a time while the task waits on a timer of its own (axe-core yields on zero-delay timers).
 * @returns the task's result, and how many milliseconds of page time went by.
 */
export async function runWhileStopped<T>(
  page: Page,
  task: Promise<T>,
): Promise<{ result: T; elapsedMs: number }> {
  let settled = false;
  const done = task.finally(() => {
    settled = true;
  });
  let elapsedMs = 0;
  while (!settled) {
    await page.clock.runFor(1);
    elapsedMs += 1;
    // Paced, so a task busy for seconds of real time (no timer due) moves the clock by little.
    await Promise.race([done.catch(() => undefined), new Promise((wake) => setTimeout(wake, 25))]);
  }
  return { result: await done, elapsedMs };
}

export type { Browser, BrowserContext, Page };
