/**
 * A wrong method on a path that has routes answers `405` with `Allow` (the methods it has)
 * instead of `404`. Routes that take any path (the `--static` folders' `*`) do not count.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import type { ErrorBody } from '../../src/api/error-classes';
import { MESSAGES } from '../errors';

/** Builds the path -> methods table from `app`'s routes the first time it is needed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app's routes will do
export function methodNotAllowed(app: Hono<any>): MiddlewareHandler {
  let router: TrieRouter<string[]> | undefined;
  const build = () => {
    const byPath = new Map<string, Set<string>>();
    for (const route of app.routes) {
      if (route.method === 'ALL' || route.method === 'HEAD' || /^\/?\*$/.test(route.path)) continue;
      const methods = byPath.get(route.path) ?? new Set<string>();
      methods.add(route.method);
      if (route.method === 'GET') methods.add('HEAD');
      byPath.set(route.path, methods);
    }
    const built = new TrieRouter<string[]>();
    for (const [path, methods] of byPath) built.add('ALL', path, [...methods]);
    return built;
  };
  return async (c, next) => {
    await next();
    if (c.res.status !== 404 || c.error) return;
    router ??= build();
    const allowed = new Set<string>();
    for (const [methods] of router.match('ALL', c.req.path)[0]) {
      for (const method of methods) allowed.add(method);
    }
    if (allowed.size === 0 || allowed.has(c.req.method)) return;
    const allow = [...allowed].join(', ');
    c.res.headers.delete('Content-Length');
    c.res = c.json<ErrorBody>(
      {
        message: `${MESSAGES.methodNotAllowed}: ${c.req.method} ${c.req.path} (allowed: ${allow})`,
      },
      405,
      { Allow: allow },
    );
  };
}
