/**
 * The demo shop: `/` lists every catalogue product and `/products/<urlSlug>` shows one, rendered
 * per request by our template engine from `demo/templates/` with the data the platform hands
 * templates (`mock-server/views/template-data.ts`: live stock, the visitor's cart). `/shop` and
 * `/shop/<urlSlug>` answer the same pages (the address the rendered shop had first).
 *
 * The app mounts these routes after the `--static` folders, so a host page of the same path
 * (another site's `index.html`) wins over the demo shop. Shop pages carry the demo's
 * Content-Security-Policy (`DEMO_CSP`).
 *
 * The layout `site.region` is compiled once when the routes are created; its partials
 * (`products.list`, `products.item`, `product-card.block`, `not-found.block`) are compiled once
 * by the engine's partial cache. A template error is never silent: it is logged and the page
 * answers 500 with the escaped list of errors.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { UNTRACKED_PAGE_TYPE } from '../../src/api/analytics-contract';
import { COOKIE } from '../../src/api/cookies';
import { createStandardEngine } from '../../src/template/standard';
import { escapeHtml } from '../../src/template/escape';
import { caretLines } from '../../src/template/errors';
import type { TemplateError } from '../../src/template/errors';
import { DEMO_CSP } from '../middleware/security-headers';
import { currentSiteLayout } from '../middleware/site-layout';
import type { CartRepository } from '../repositories/carts';
import type { Catalogue, Product } from '../catalogue/fixtures';
import type { StockRepository } from '../repositories/stock';
import { shopPageData, type InstallmentContext } from '../views/template-data';

/** The demo's templates: `demo/templates/` of the project. */
export const DEMO_TEMPLATES_DIR = fileURLToPath(new URL('../../demo/templates/', import.meta.url));

/** The root template (the layout) and the partials it applies. */
const LAYOUT = 'site.region';
const PARTIALS = ['products.list', 'products.item', 'product-card.block', 'not-found.block'];

export interface ShopOptions {
  /** @default DEMO_TEMPLATES_DIR */
  templatesDir?: string;
  /** Where template errors are reported. @default console.error */
  log?: (message: string) => void;
  /** The store's pay-later limits. @default DEMO_INSTALLMENTS */
  installments?: InstallmentContext;
  /** The signed-in owner's website roles (`websiteRolesOf`): the pages print them for analytics. */
  websiteRoles?: (c: Context) => readonly number[] | undefined;
  /** The store pages owners made, by URL id (`/<urlId>` lists their products). @default none */
  stores?: (urlId: string) => { id: string; title: string; urlId: string } | undefined;
}

/** One template error as `where: message` (`products.item 3:5: Formatter 'x' not found`). */
export function describeError(error: TemplateError, root = LAYOUT): string {
  const where = [error.template ?? root, error.line > 0 ? `${error.line}:${error.column}` : '']
    .filter(Boolean)
    .join(' ');
  return `${where}: ${error.stage} error: ${error.message}`;
}

function errorPage(errors: readonly TemplateError[], root: string): string {
  const items = errors.map((e) => `<li>${escapeHtml(describeError(e, root))}</li>`).join('\n');
  return (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Template error</title></head>\n' +
    `<body><main><h1>Template error</h1>\n<ul>\n${items}\n</ul></main></body></html>\n`
  );
}

/**
 * A template author's view of errors (development): each with its file, line and column and the
 * offending line with a caret. Lines of the page's own errors already count its front matter.
 */
function sourceErrorPage(errors: readonly TemplateError[], page: TemplatePageSource): string {
  const offset = page.lineOffset ?? 0;
  const items = errors.map((e) => {
    const own = e.template === undefined;
    const source = own ? page.source : page.partials?.[e.template as string];
    const file = own ? (page.file ?? page.name) : (e.template as string);
    const caret =
      source !== undefined && e.line > 0
        ? caretLines(source, own ? e.line - offset : e.line, e.column, own ? offset : 0)
        : '';
    return (
      `<li><p><code>${escapeHtml(`${file}:${e.line}:${e.column}`)}</code> ${escapeHtml(`${e.stage} error: ${e.message}`)}</p>` +
      (caret ? `<pre>${escapeHtml(caret)}</pre>` : '') +
      '</li>'
    );
  });
  return (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Template error</title></head>\n' +
    `<body><main><h1>Template error</h1>\n<ul>\n${items.join('\n')}\n</ul></main></body></html>\n`
  );
}

/** What a visitor sees of a template error outside development: that there is one. */
const HIDDEN_ERROR_PAGE =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Template error</title></head>\n' +
  '<body><main><h1>Template error</h1>\n<p>This page could not be rendered.</p></main></body></html>\n';

/** A page template compiled once; `render` executes it per request with that request's data. */
export interface TemplatePage {
  /**
   * The page for `data`, `Cache-Control: no-cache`; a template error is logged (naming the page
   * and `c.req.path`) and answers 500 with the escaped list of errors. `locale` formats texts,
   * numbers and money (@default the catalogue's).
   */
  render(c: Context, data: unknown, status?: 200 | 404, locale?: string): Response;
}

export interface TemplatePageSource {
  /** Names the root template in error reports (`site.region`). */
  name: string;
  source: string;
  /** Partial templates by name (`{@|apply name}`). */
  partials?: Readonly<Record<string, string>>;
  /** Lines of the file before `source` (a front matter), added to reported line numbers. */
  lineOffset?: number;
  /** What the log calls it. @default 'Page' */
  kind?: string;
  /** The page's Content-Security-Policy. @default none (the app adds only anti-framing) */
  csp?: string;
  /** The template's file, as development error pages name it. @default `name` */
  file?: string;
  /**
   * true: errors shown with file, line, column and the offending line (development); false:
   * the page says only that there is an error. @default the error list (the demo shop)
   */
  dev?: boolean;
}

/** Compiles `page` with the standard engine, rendering in the catalogue's locale and time zone. */
export function templatePage(
  page: TemplatePageSource,
  catalogue: Catalogue,
  log: (message: string) => void,
): TemplatePage {
  const engine = createStandardEngine();
  const compiled = engine.compile(page.source);
  const offset = page.lineOffset ?? 0;
  const moved = (e: TemplateError): TemplateError =>
    e.template === undefined && e.line > 0 ? { ...e, line: e.line + offset } : e;
  return {
    render(c, data, status = 200, locale = catalogue.website.locale) {
      // The data the template receives, as the platform answers `?format=json`.
      if (c.req.query('format') === 'json') return c.json(data as object);
      const result = compiled.errors.length
        ? { output: '', errors: compiled.errors }
        : engine.execute(compiled.code, data, {
            partials: page.partials ?? {},
            source: page.source,
            locale,
            timeZone: catalogue.website.timeZone,
          });
      if (result.errors.length > 0) {
        const errors = result.errors.map(moved);
        const list = errors.map((e) => describeError(e, page.name)).join('\n  ');
        log(`${page.kind ?? 'Page'} ${c.req.path} has template errors:\n  ${list}`);
        const html =
          page.dev === undefined
            ? errorPage(errors, page.name)
            : page.dev
              ? sourceErrorPage(errors, page)
              : HIDDEN_ERROR_PAGE;
        return c.html(html, 500);
      }
      c.header('Cache-Control', 'no-cache');
      if (page.csp !== undefined) c.header('Content-Security-Policy', page.csp);
      return c.html(result.output, status);
    },
  };
}

export function shopRoutes(
  catalogue: Catalogue,
  stock: StockRepository,
  carts: CartRepository,
  options: ShopOptions = {},
): Hono {
  const dir = options.templatesDir ?? DEMO_TEMPLATES_DIR;
  const log = options.log ?? ((message: string) => console.error(message));
  const read = (name: string): string => readFileSync(join(dir, name), 'utf8');
  const partials = Object.fromEntries(PARTIALS.map((name) => [name, read(name)]));
  const layout = templatePage(
    { name: LAYOUT, source: read(LAYOUT), partials, kind: 'Shop page', csp: DEMO_CSP },
    catalogue,
    log,
  );
  const lookup = (itemId: string, sku: string) => stock.get(itemId, sku);

  const render = (
    c: Context,
    product: Product | undefined,
    notFound: boolean,
    store?: { id: string; title: string; urlId: string },
  ): Response => {
    const cart = carts.get(getCookie(c, COOKIE.cart));
    const websiteRoles = options.websiteRoles?.(c);
    // The owner's navigation, header, footer and the visitor's language (`site-layout.ts`).
    const siteLayout = currentSiteLayout();
    const data = {
      ...shopPageData(catalogue, lookup, {
        ...(product ? { product } : {}),
        ...(siteLayout ? { layout: siteLayout } : {}),
        ...(store ? { store } : {}),
        ...(options.installments ? { installments: options.installments } : {}),
        cart,
      }),
      ...(notFound
        ? { notFound: true, pageTitle: 'Page not found', pageType: UNTRACKED_PAGE_TYPE.notFound }
        : {}),
      ...(websiteRoles ? { websiteRoles } : {}),
    };
    return layout.render(c, data, notFound ? 404 : 200, siteLayout?.locale);
  };

  const listing = (c: Context) => render(c, undefined, false);
  const productPage = (c: Context) => {
    const product = catalogue.products.find((p) => p.urlSlug === c.req.param('slug'));
    return render(c, product, product === undefined);
  };
  return (
    new Hono()
      .get('/', listing)
      .get('/products/:slug', productPage)
      .get('/shop', listing)
      .get('/shop/:slug', productPage)
      // A store page the console made; any other path goes on to the routes after these.
      .get('/:urlId{[a-z0-9][a-z0-9-]*}', (c, next) => {
        const store = options.stores?.(c.req.param('urlId'));
        return store ? render(c, undefined, false, store) : next();
      })
  );
}
