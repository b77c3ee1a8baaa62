/** The mock server's command-line options, parsed into `startServer` options. */
import { parseArgs } from 'node:util';
import { originOf } from './middleware/cors';
import { DEFAULTS, type ServerOptions } from './server';

export const USAGE = `Usage: npm run mock-server -- [options]

  --port N          port to listen on (default ${DEFAULTS.port}; 0 picks a free one)
  --host HOST       address to listen on (default ${DEFAULTS.host})
  --db FILE         SQLite database file, or :memory: (default .data/storefront.db)
  --fixtures FILE   catalogue JSON file (default the built-in demo catalogue)
  --static DIR      folder of host pages served at / (repeatable; default demo/)
  --templates DIR   folder of page templates served at /<name>.html (default none)
  --dev             with --templates: read templates per request, reload pages on save,
                    show template errors in the page with file, line and column
  --dist DIR        built bundle served at /storefront/latest/ (default dist/)
  --rate-limit N    requests (calls and pages) allowed per visitor per 10 s (default ${DEFAULTS.rateLimit})
  --form-rate-limit N
                    form saves allowed per form per visitor per minute (default ${DEFAULTS.formRateLimit})
  --allow-origin ORIGIN
                    let pages on ORIGIN (e.g. https://www.example.com) call the API with
                    cookies (CORS; repeatable; default none: same origin only)
  --test-calls      serve the tester's calls (/api/mock/outbox, /api/mock/stock,
                    /api/census/quick-views); tests only, never on a shared server
  --help            show this text`;

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Turns command-line arguments into server options. @throws UsageError */
export function parseCliArgs(args: readonly string[]): ServerOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        db: { type: 'string' },
        fixtures: { type: 'string' },
        static: { type: 'string', multiple: true },
        templates: { type: 'string' },
        dev: { type: 'boolean' },
        dist: { type: 'string' },
        'rate-limit': { type: 'string' },
        'form-rate-limit': { type: 'string' },
        'test-calls': { type: 'boolean' },
        'allow-origin': { type: 'string', multiple: true },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values } = parsed;
  if (values.help) return 'help';
  const options: ServerOptions = {};
  if (values.port !== undefined) options.port = wholeNumber('--port', values.port, 0, 65535);
  if (values['rate-limit'] !== undefined) {
    options.rateLimit = wholeNumber(
      '--rate-limit',
      values['rate-limit'],
      1,
      Number.MAX_SAFE_INTEGER,
    );
  }
  if (values['form-rate-limit'] !== undefined) {
    options.formRateLimit = wholeNumber(
      '--form-rate-limit',
      values['form-rate-limit'],
      1,
      Number.MAX_SAFE_INTEGER,
    );
  }
  if (values.host !== undefined) options.host = values.host;
  if (values.db !== undefined) options.dbFile = values.db;
  if (values.fixtures !== undefined) options.fixturesFile = values.fixtures;
  if (values.static !== undefined) options.staticDirs = values.static;
  if (values.templates !== undefined) options.pageTemplatesDir = values.templates;
  if (values.dev) options.templatesDev = true;
  if (values.dist !== undefined) options.distDir = values.dist;
  if (values['test-calls']) options.testCalls = true;
  if (values['allow-origin'] !== undefined) {
    options.allowedOrigins = values['allow-origin'].map((text) => {
      const origin = originOf(text);
      if (!origin)
        throw new UsageError(
          `--allow-origin must be an origin such as https://www.example.com, got '${text}'`,
        );
      return origin;
    });
  }
  return options;
}

function wholeNumber(flag: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, got '${text}'`);
  }
  return value;
}
