/**
 * Host pages: each `--static` folder is served at `/`, first folder first. Extensionless paths
 * map to `.html` files the way a published site's routes do: `/` -> `index.html`,
 * `/cart` -> `cart.html`, `/products/tee` -> `products/tee.html`.
 */
import { Hono } from 'hono';
import { fileResponse, resolveInside } from '../static-files';

export function pageRoutes(staticDirs: readonly string[]): Hono {
  return new Hono().get('*', async (c, next) => {
    for (const candidate of candidatesFor(c.req.path)) {
      for (const dir of staticDirs) {
        const file = resolveInside(dir, candidate);
        const response = file ? await fileResponse(file, { 'Cache-Control': 'no-cache' }) : null;
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
