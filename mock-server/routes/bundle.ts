/**
 * The built script bundle (`dist/`) at `/storefront/latest/` and `/storefront/<version>/`, with
 * the caching a CDN would use: content-hashed chunks forever, the loader briefly.
 */
import { Hono } from 'hono';
import { ErrorResponse } from '../errors';
import { fileResponse } from '../static-files';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** The loader's name never changes, so caches must come back for a new build soon. */
export const CACHE_SHORT = 'public, max-age=60';

export function bundleRoutes(distDir: string, version: string): Hono {
  const app = new Hono();
  for (const prefix of ['latest', version]) {
    app.get(`/${prefix}/*`, async (c) => {
      const rest = c.req.path.slice(`/storefront/${prefix}`.length);
      const cache = rest.startsWith('/chunks/') ? CACHE_IMMUTABLE : CACHE_SHORT;
      const response = await fileResponse(distDir, rest, { 'Cache-Control': cache }, c.req.raw);
      if (!response) {
        const hint = rest === '/storefront.js' ? ' (run npm run build)' : '';
        throw new ErrorResponse(404, { message: `Not in the built bundle: ${rest}${hint}` });
      }
      return response;
    });
  }
  return app;
}
