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
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { COOKIE } from '../../src/api/cookies';
import { isPlain } from '../../src/commerce/product-data';
import type { CartRepository } from '../repositories/carts';
import type { Catalogue } from '../catalogue/fixtures';
import type { StockRepository } from '../repositories/stock';
import { shopPageData } from '../views/template-data';
import { templatePage } from './shop';

/** File names served as pages: `product-rules.html`. */
const PAGE_FILE = /^[\w-]+\.html$/;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

export interface PageTemplateOptions {
  /** Where template errors are reported. @default console.error */
  log?: (message: string) => void;
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
  const lookup = (itemId: string, sku: string) => stock.get(itemId, sku);
  const app = new Hono();
  for (const file of readdirSync(dir)
    .filter((name) => PAGE_FILE.test(name))
    .sort()) {
    const {
      data: extra,
      source,
      lineOffset,
    } = parsePageTemplate(readFileSync(join(dir, file), 'utf8'), join(dir, file));
    const page = templatePage({ name: file, source, lineOffset }, catalogue, log);
    const render = (c: Context) => {
      const shop = shopPageData(catalogue, lookup, { cart: carts.get(getCookie(c, COOKIE.cart)) });
      const products = Object.fromEntries(shop.items.map((item) => [item.id, item]));
      return page.render(c, mergeData({ ...shop, products }, extra));
    };
    const name = file.slice(0, -'.html'.length);
    app.get(`/${name}.html`, render).get(`/${name}`, render);
  }
  return app;
}
