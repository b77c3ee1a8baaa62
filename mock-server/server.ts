/**
 * Starting the mock server on a port: `startServer` is what the CLI runs, and what the e2e
 * runner and the benchmark can call in-process.
 */
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { DEFAULT_DB_FILE, openDatabase } from './db';
import { DEMO_FIXTURES_PATH, loadFixtures } from './catalogue/fixtures';
import { DEFAULT_RATE_LIMIT } from './middleware/rate-limit';
import { DEFAULT_FORM_RATE_LIMIT } from './repositories/forms';
import { DEMO_PAGES_DIR } from './routes/pages';

/** How long the server keeps an idle keep-alive connection open. */
const KEEP_ALIVE_MS = 65_000;

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ServerOptions {
  /** 0 picks a free port. @default 4173 */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** SQLite file, or ':memory:'. @default '<project>/.data/storefront.db' */
  dbFile?: string;
  /** @default the built-in demo catalogue, mock-server/fixtures/demo.json */
  fixturesFile?: string;
  /** Folders of host pages served at `/`. @default ['<project>/demo'] */
  staticDirs?: readonly string[];
  /** The built bundle. @default '<project>/dist' */
  distDir?: string;
  /**
   * Requests (API calls and pages; the bundle's files aside) allowed per visitor (address, and
   * session where there is one) per 10 seconds. @default 600
   */
  rateLimit?: number;
  /** Form saves allowed per form per visitor (address) per minute. @default 5 */
  formRateLimit?: number;
  /** A folder of page templates served at `/<name>.html` and `/<name>`. @default none */
  pageTemplatesDir?: string;
  /** Page templates in development (`--dev`): live reload, errors in the page. @default false */
  templatesDev?: boolean;
  /**
   * Serve the tester's calls (`/api/mock/outbox`, `/api/mock/stock`, `/api/census/quick-views`):
   * tests only, never a shared server. @default false
   */
  testCalls?: boolean;
  /** Origins whose pages may call the API with credentials (`--allow-origin`). @default none */
  allowedOrigins?: readonly string[];
}

export interface RunningServer {
  /** e.g. `http://127.0.0.1:4173/` */
  url: string;
  port: number;
  /** Stops accepting connections, ends open ones and closes the database. */
  close(): Promise<void>;
}

export const DEFAULTS = {
  port: 4173,
  host: '127.0.0.1',
  dbFile: join(PROJECT_ROOT, DEFAULT_DB_FILE),
  fixturesFile: DEMO_FIXTURES_PATH,
  staticDirs: [DEMO_PAGES_DIR],
  distDir: process.env.STOREFRONT_DIST ?? join(PROJECT_ROOT, 'dist'),
  rateLimit: DEFAULT_RATE_LIMIT.max,
  formRateLimit: DEFAULT_FORM_RATE_LIMIT.max,
} as const;

/** @throws FixtureError when the fixture file is missing or invalid (nothing is started then). */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const catalogue = loadFixtures(options.fixturesFile ?? DEFAULTS.fixturesFile);
  const db = openDatabase(options.dbFile ?? DEFAULTS.dbFile);
  const distDir = resolve(options.distDir ?? DEFAULTS.distDir);
  const app = createApp({
    db,
    catalogue,
    staticDirs: (options.staticDirs ?? DEFAULTS.staticDirs).map((dir) => resolve(dir)),
    distDir,
    ...(options.pageTemplatesDir !== undefined
      ? { pageTemplatesDir: resolve(options.pageTemplatesDir) }
      : {}),
    pageTemplatesDev: options.templatesDev ?? false,
    rateLimit: {
      max: options.rateLimit ?? DEFAULTS.rateLimit,
      windowMs: DEFAULT_RATE_LIMIT.windowMs,
    },
    testCalls: options.testCalls ?? false,
    ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
    ...(options.dbFile === ':memory:'
      ? {}
      : { dataDir: dirname(resolve(options.dbFile ?? DEFAULTS.dbFile)) }),
    ...(options.formRateLimit !== undefined ? { formRateLimit: options.formRateLimit } : {}),
  });
  const host = options.host ?? DEFAULTS.host;
  const { server, address } = await new Promise<{
    server: ReturnType<typeof serve>;
    address: AddressInfo;
  }>((resolveListening, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port ?? DEFAULTS.port, hostname: host },
      (info) => resolveListening({ server, address: info }),
    );
    // Node closes an idle keep-alive connection after 5 s; a client reusing it at that moment
    // gets its request reset (seen with 200 concurrent shoppers on a loaded machine). Clients
    // (browsers, undici) give up idle connections well before this.
    if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.once('error', (error) => {
      db.close();
      reject(error);
    });
  });
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${address.port}/`,
    port: address.port,
    close: () =>
      new Promise<void>((resolveClosed, reject) => {
        server.close((error) => {
          if (db.open) db.close();
          if (error) reject(error);
          else resolveClosed();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

/** True when the built loader is where the server expects it. */
export function bundleIsBuilt(distDir: string = DEFAULTS.distDir): boolean {
  return existsSync(join(distDir, 'storefront.js'));
}

/**
 * The one-line explanation of a failed start the site owner can act on (a busy port, a port
 * that needs privileges, an address not on this machine), or undefined for anything else.
 */
export function startFailure(error: unknown, options: ServerOptions = {}): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  const port = options.port ?? DEFAULTS.port;
  const host = options.host ?? DEFAULTS.host;
  if (code === 'EADDRINUSE') {
    return `Port ${port} on ${host} is busy (another server is using it). Choose another with --port, e.g. npm run demo -- --port ${port === 65535 ? port - 1 : port + 1}, or --port 0 for any free port.`;
  }
  if (code === 'EACCES') {
    return `Port ${port} needs administrator rights on this machine. Choose a port above 1023 with --port, e.g. --port ${DEFAULTS.port}.`;
  }
  if (code === 'EADDRNOTAVAIL') {
    return `${host} is not an address of this machine. Choose another with --host, e.g. --host ${DEFAULTS.host}.`;
  }
  return undefined;
}
