/**
 * One browser suite's setup: `useStorefront()` at a test file's top level (or in a `describe`)
 * launches Chromium and starts a mock server before the file's tests, closes both and removes
 * the suite's temporary folder after them, and opens pages in fresh browser contexts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { ServerOptions } from '../../mock-server/server';
import {
  launchBrowser,
  recordProblems,
  shortenRequestTimeout,
  startTestServer,
  storefrontReady,
  type Browser,
  type BrowserContext,
  type Page,
  type TestServer,
} from './harness';
import { writeProductCatalogue } from './product-catalogue';

export interface SuiteOptions {
  /** Names the suite's temporary folder (`storefront-<name>-…`). @default 'suite' */
  name?: string;
  /**
   * The catalogue the server serves: `'demo'` (the built-in demo catalogue), `'products'` (the
   * demo plus the product-widget fixtures of `product-catalogue.ts`), or a function that writes
   * a fixture file into the suite's folder and returns its path. @default 'demo'
   */
  fixtures?: 'demo' | 'products' | ((dir: string) => string);
  /** Further `startTestServer` options (the database and fixture file are the suite's). */
  server?: Omit<ServerOptions, 'dbFile' | 'fixturesFile'>;
  /** Defaults of every `open()` of the suite (a call's own options win). */
  open?: OpenOptions;
}

export interface OpenOptions {
  /** The browser context's viewport. @default Playwright's 1280×720 */
  viewport?: { width: number; height: number };
  /** How long each Playwright action or wait on the page may take, in ms. */
  timeout?: number;
  /** API requests give up after this many ms (`shortenRequestTimeout`). */
  requestTimeoutMs?: number;
  /** Waits for the first element matching this selector once the Storefront is ready. */
  waitFor?: string;
}

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, warnings and failed responses of the page since before it loaded. */
  problems: ReturnType<typeof recordProblems>;
  /** Closes the page's browser context. */
  close(): Promise<void>;
}

export interface StorefrontSuite {
  /** The suite's Chromium (throws before `beforeAll` ran). */
  readonly browser: Browser;
  /** The suite's mock server (throws before `beforeAll` ran). */
  readonly server: TestServer;
  /** The server's SQLite file, for tests that change stock behind its back. */
  readonly dbFile: string;
  /** An absolute URL on the suite's server (`'/cart'` and `'cart'` alike). */
  url(path: string): string;
  /**
   * Opens `path` in a new browser context (no cookies) and waits for `window.Storefront.ready`.
   */
  open(path: string, options?: OpenOptions): Promise<OpenPage>;
}

/** Registers the suite's `beforeAll`/`afterAll` hooks and returns its browser, server and pages. */
export function useStorefront(options: SuiteOptions = {}): StorefrontSuite {
  const { name = 'suite', fixtures = 'demo', server: serverOptions = {}, open = {} } = options;
  let browser: Browser | undefined;
  let server: TestServer | undefined;
  let dir: string | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `storefront-${name}-`));
    const fixturesFile =
      fixtures === 'demo'
        ? undefined
        : fixtures === 'products'
          ? writeProductCatalogue(dir)
          : fixtures(dir);
    [browser, server] = await Promise.all([
      launchBrowser(),
      startTestServer({
        ...serverOptions,
        dbFile: join(dir, 'storefront.db'),
        ...(fixturesFile === undefined ? {} : { fixturesFile }),
      }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.cleanup();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the suite's ${what} is not started yet (beforeAll)`);
    return value;
  };

  const suite: StorefrontSuite = {
    get browser() {
      return ready(browser, 'browser');
    },
    get server() {
      return ready(server, 'server');
    },
    get dbFile() {
      return join(ready(dir, 'folder'), 'storefront.db');
    },
    url: (path) => new URL(path, suite.server.url).href,
    async open(path, overrides = {}) {
      const { viewport, timeout, requestTimeoutMs, waitFor } = { ...open, ...overrides };
      const context = await suite.browser.newContext(viewport ? { viewport } : {});
      if (timeout !== undefined) context.setDefaultTimeout(timeout);
      if (requestTimeoutMs !== undefined) await shortenRequestTimeout(context, requestTimeoutMs);
      const page = await context.newPage();
      const problems = recordProblems(page);
      await page.goto(suite.url(path));
      await storefrontReady(page);
      if (waitFor !== undefined) await page.locator(waitFor).first().waitFor();
      return { page, context, problems, close: () => context.close() };
    },
  };
  return suite;
}
