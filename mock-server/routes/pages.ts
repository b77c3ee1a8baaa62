/**
 * Host pages: each `--static` folder is served at `/`, first folder first. Extensionless paths
 * map to `.html` files the way a published site's routes do: `/` -> `index.html`,
 * `/cart` -> `cart.html`, `/products/tee` -> `products/tee.html`. The project's own demo pages
 * (`demo/`) are served under the demo pages' Content-Security-Policy.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { DEMO_CSP } from '../middleware/security-headers';
import { contentTypeOf, fileResponse } from '../static-files';

/** The project's demo host pages, the default `--static` folder. */
export const DEMO_PAGES_DIR = fileURLToPath(new URL('../../demo', import.meta.url));

const realOrSelf = (dir: string): string => {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
};

export function pageRoutes(staticDirs: readonly string[]): Hono {
  const demo = realOrSelf(DEMO_PAGES_DIR);
  const dirs = staticDirs.map((dir) => ({ dir, isDemo: realOrSelf(dir) === demo }));
  return new Hono().get('*', async (c, next) => {
    for (const candidate of candidatesFor(c.req.path)) {
      for (const { dir, isDemo } of dirs) {
        const headers: Record<string, string> = { 'Cache-Control': 'no-cache' };
        if (isDemo && contentTypeOf(candidate).startsWith('text/html')) {
          headers['Content-Security-Policy'] = DEMO_CSP;
        }
        const response = await fileResponse(dir, candidate, headers, c.req.raw);
        if (response) return response;
      }
    }
    await next();
  });
}

function candidatesFor(path: string): string[] {
  if (path.endsWith('/')) return [`${path}index.html`];
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes('.')) return [path];
  return [`${path}.html`, `${path}/index.html`, path];
}
