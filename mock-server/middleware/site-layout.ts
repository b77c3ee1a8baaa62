/**
 * The shop's layout per page request: `siteLayout(db, catalogue)` works out, once and only when
 * a page asks, what `views/site-layout.ts` renders (the owner's navigation, header and footer,
 * and the visitor's language), and `currentSiteLayout()` hands it to the views of that request.
 * The visitor's language: `?lang=` (kept in the `SiteLanguage` cookie), else the cookie, else
 * the browser's `Accept-Language`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { LANGUAGE_PATTERN } from '../../src/api/site-users';
import type { Catalogue } from '../catalogue/fixtures';
import type { Db } from '../db';
import { siteLayout as layoutOf, type SiteLayout } from '../views/site-layout';

/** The visitor's chosen shop language. */
export const LANGUAGE_COOKIE = 'SiteLanguage';

const requests = new AsyncLocalStorage<() => SiteLayout>();

/** The languages of an `Accept-Language` header, best first (`fr-CH, fr;q=0.9` -> fr, fr). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { code: tag.split('-')[0]?.toLowerCase() ?? '', q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter((entry) => entry.code.length >= 2 && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.code);
}

export function siteLayout(db: Db, catalogue: Catalogue): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' || c.req.path.startsWith('/api/')) return next();
    const asked = c.req.query('lang');
    const chosen = asked && LANGUAGE_PATTERN.test(asked) ? asked : undefined;
    if (chosen) setCookie(c, LANGUAGE_COOKIE, chosen, { path: '/', sameSite: 'Lax' });
    const cookie = getCookie(c, LANGUAGE_COOKIE);
    const wanted = [
      ...(chosen ? [chosen] : []),
      ...(cookie && LANGUAGE_PATTERN.test(cookie) ? [cookie] : []),
      ...acceptedLanguages(c.req.header('Accept-Language')),
    ];
    let layout: SiteLayout | undefined;
    await requests.run(() => (layout ??= layoutOf(db, catalogue, wanted)), next);
  };
}

/** The layout of the page being rendered; undefined outside a page request. */
export function currentSiteLayout(): SiteLayout | undefined {
  return requests.getStore()?.();
}
