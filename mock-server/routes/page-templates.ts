/**
 * Page templates (`--templates DIR`): every `<name>.html` of the folder is a JSON-T template
 * served at `/<name>.html` and `/<name>`, rendered per request with the demo shop's data
 * (`shopPageData`: live stock, the visitor's cart) plus `products`, the catalogue's products as
 * store items keyed by id, so a page prints a product's markup with the platform's formatters:
 * `{.section products.prod-canvas-tote}{@|add-to-cart-btn}{.end}`.
 *
 * A template may open with a front matter: a line `---`, a JSON object, a line `---`. The object
 * is merged into the page's data (objects key by key, arrays item by item, anything else
 * replaced): what a page needs that the catalogue cannot say, e.g. a variant's image
 * `{"products":{"prod-x":{"structuredContent":{"variants":[{"mainImage":{…}}]}}}}`.
 *
 * Templates are read and compiled when the routes are created (a bad front matter stops
 * start-up); the app mounts them after the `--static` folders and the demo shop, which win.
 * `?format=json` on a page answers the data its template receives (`templatePage`).
 *
 * In development (`--dev`, `dev: true`) the folder is read on every request, so a new or
 * changed file is served at once; each page loads `/__storefront/live-reload.js`, which reloads
 * it when a file of the folder changes (server-sent events from `/__storefront/live-reload`),
 * and a template error is shown in the page with its file, line and column. Elsewhere a
 * template error answers a page without details (the log has them).
 */
import { existsSync, readdirSync, readFileSync, watch } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { streamSSE } from 'hono/streaming';
import { COOKIE } from '../../src/api/cookies';
import { isPlain } from '../../src/commerce/product-data';
import type { CartRepository } from '../repositories/carts';
import type { Catalogue } from '../catalogue/fixtures';
import type { StockRepository } from '../repositories/stock';
import { shopPageData } from '../views/template-data';
import { escapeHtml } from '../../src/template/escape';
import { templatePage } from './shop';

/** File names served as pages: `product-rules.html`. */
const PAGE_FILE = /^[\w-]+\.html$/;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

export interface PageTemplateOptions {
  /** Where template errors are reported. @default console.error */
  log?: (message: string) => void;
  /** Development: files read per request, live reload, errors shown in the page. @default false */
  dev?: boolean;
}

/** The live-reload script's path and its event stream's. */
export const LIVE_RELOAD_SCRIPT = '/__storefront/live-reload.js';
export const LIVE_RELOAD_EVENTS = '/__storefront/live-reload';
/**
 * Reloads the page when the server says a template changed since the page was served (the
 * generation in its tag's `data-since`); the browser reconnects by itself.
 */
const LIVE_RELOAD_JS = `new EventSource(${JSON.stringify(`${LIVE_RELOAD_EVENTS}?since=`)} + document.currentScript.dataset.since).addEventListener('change', () => location.reload());\n`;

/**
 * `html` with the live-reload script before `</body>`, or at the end. `generation` counts the
 * folder's changes when the page was rendered: a save while the page loads still reloads it.
 */
export function withLiveReload(html: string, generation: number): string {
  const tag = `<script src="${LIVE_RELOAD_SCRIPT}" data-since="${generation}"></script>`;
  const at = html.toLowerCase().lastIndexOf('</body>');
  return at < 0 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}

/** A template file split into its front matter (the data it adds) and the template. */
export interface PageTemplateFile {
  data: Record<string, unknown>;
  source: string;
  /** Lines before `source`. */
  lineOffset: number;
}

/** Splits a page template file. @throws Error when the front matter is not a JSON object */
export function parsePageTemplate(text: string, file: string): PageTemplateFile {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, source: text, lineOffset: 0 };
  let data: unknown;
  try {
    data = JSON.parse(match[1] as string);
  } catch (error) {
    throw new Error(`${file}: the front matter is not JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (!isPlain(data)) throw new Error(`${file}: the front matter is not a JSON object`);
  return {
    data,
    source: text.slice(match[0].length),
    lineOffset: match[0].split('\n').length - 1,
  };
}

/**
 * `patch` merged into `base` without changing either: plain objects key by key, arrays item by
 * item (items past the end of `base` are added), any other value of `patch` replaces.
 */
export function mergeData(base: unknown, patch: unknown): unknown {
  if (Array.isArray(base) && Array.isArray(patch)) {
    const length = Math.max(base.length, patch.length);
    return Array.from({ length }, (_, i) =>
      i < patch.length ? mergeData(base[i], patch[i]) : base[i],
    );
  }
  if (isPlain(base) && isPlain(patch)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(patch)) merged[key] = mergeData(base[key], value);
    return merged;
  }
  return patch;
}

/** The routes of every page template in `dir`. @throws Error on a bad front matter */
export function pageTemplateRoutes(
  dir: string,
  catalogue: Catalogue,
  stock: StockRepository,
  carts: CartRepository,
  options: PageTemplateOptions = {},
): Hono {
  const log = options.log ?? ((message: string) => console.error(message));
  const dev = options.dev ?? false;
  const lookup = (itemId: string, sku: string) => stock.get(itemId, sku);
  /** The page of `file`, read and compiled (a bad front matter throws). */
  const load = (file: string) => {
    const path = join(dir, file);
    const { data, source, lineOffset } = parsePageTemplate(readFileSync(path, 'utf8'), path);
    return {
      data,
      page: templatePage({ name: file, source, lineOffset, file: path, dev }, catalogue, log),
    };
  };
  const pages = new Map<string, ReturnType<typeof load>>();
  if (!dev) {
    for (const file of readdirSync(dir)
      .filter((name) => PAGE_FILE.test(name))
      .sort())
      pages.set(file, load(file));
  }
  const app = new Hono();
  /** How many times a file of the folder changed (development). */
  let generation = 0;
  if (dev) {
    const listeners = new Set<() => void>();
    // Not persistent: the watcher never keeps the process alive on its own.
    watch(dir, { persistent: false }, () => {
      generation += 1;
      listeners.forEach((notify) => notify());
    });
    app
      .get(LIVE_RELOAD_SCRIPT, (c) => {
        c.header('Cache-Control', 'no-cache');
        return c.body(LIVE_RELOAD_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      })
      .get(LIVE_RELOAD_EVENTS, (c) =>
        streamSSE(c, async (stream) => {
          // The generation the page was rendered at: a save since then is announced at once.
          const since = Number(c.req.query('since'));
          let seen = Number.isSafeInteger(since) && since <= generation ? since : generation;
          let changed = (): void => undefined;
          const notify = () => changed();
          listeners.add(notify);
          stream.onAbort(() => {
            listeners.delete(notify);
            changed();
          });
          await stream.writeSSE({ event: 'ready', data: '' });
          while (!stream.aborted) {
            if (generation === seen) await new Promise<void>((wake) => (changed = wake));
            if (stream.aborted) break;
            // One reload for a burst of events (an editor's save writes more than once).
            await stream.sleep(50);
            seen = generation;
            if (!stream.aborted) await stream.writeSSE({ event: 'change', data: '' });
          }
          listeners.delete(notify);
        }),
      );
  }
  app.get('/:page{[\\w.-]+}', async (c, next) => {
    const name = c.req.param('page');
    const file = name.endsWith('.html') ? name : `${name}.html`;
    if (!PAGE_FILE.test(file)) {
      await next();
      return;
    }
    let entry = pages.get(file);
    if (dev) {
      if (!existsSync(join(dir, file))) {
        await next();
        return;
      }
      try {
        entry = load(file);
      } catch (error) {
        log((error as Error).message);
        return c.html(withLiveReload(devErrorPage((error as Error).message), generation), 500);
      }
    }
    if (entry === undefined) {
      await next();
      return;
    }
    const shop = shopPageData(catalogue, lookup, { cart: carts.get(getCookie(c, COOKIE.cart)) });
    const products = Object.fromEntries(shop.items.map((item) => [item.id, item]));
    const response = entry.page.render(c, mergeData({ ...shop, products }, entry.data));
    if (!dev || !response.headers.get('Content-Type')?.startsWith('text/html')) return response;
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    return new Response(withLiveReload(await response.text(), generation), {
      status: response.status,
      headers,
    });
  });
  return app;
}

/** A page naming a problem that is not a template error (a bad front matter), development only. */
function devErrorPage(message: string): string {
  return (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Template error</title></head>\n' +
    `<body><main><h1>Template error</h1>\n<pre>${escapeHtml(message)}</pre></main></body></html>\n`
  );
}
