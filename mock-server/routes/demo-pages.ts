/** The demo's own pages: host pages through the one shell, the demo index, the testers' views (test flag only) and the HTML not-found page. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import type { ErrorBody } from '../../src/api/error-classes';
import type { Catalogue } from '../catalogue/fixtures';
import { MESSAGES } from '../errors';
import { DEMO_CSP } from '../middleware/security-headers';
import { formatCents, type OrderRepository } from '../repositories/orders';
import type { RestockRepository } from '../repositories/restock';
import type { StockRepository } from '../repositories/stock';
import { orderNumber } from '../views/checkout-pages';
import { IMAGE_WIDTHS, productImageSvg } from '../views/product-images';
import {
  HOST_PAGES,
  demoContext,
  type DemoContext,
  demoIndexPage,
  hostPage,
  notFoundPage,
  testerTablePage,
} from '../views/demo-pages';

/** The bodies of the hand-written host pages. */
export const HOST_PAGES_DIR = fileURLToPath(new URL('../../demo/host-pages/', import.meta.url));

/** The website roles of the request's signed-in owner (`websiteRolesOf`), if any. */
export type WebsiteRolesOf = (c: Context) => readonly number[] | undefined;

export interface DemoPageOptions {
  /** The testers' views of the outbox and stock (only with the test flag). */
  restock?: RestockRepository;
  /** The testers' view of the orders (only with the test flag). */
  orders?: OrderRepository;
  /** The signed-in owner's roles, printed on the pages so analytics skips the owner's visits. */
  websiteRoles?: WebsiteRolesOf;
}

/** The demo context of one request: the owner's roles when one is signed in. */
const requestContext = (ctx: DemoContext, c: Context, rolesOf?: WebsiteRolesOf): DemoContext => {
  const websiteRoles = rolesOf?.(c);
  return websiteRoles ? { ...ctx, websiteRoles } : ctx;
};

export function demoPageRoutes(
  catalogue: Catalogue,
  stock: StockRepository,
  options: DemoPageOptions = {},
): Hono {
  const ctx = demoContext(catalogue);
  const page = (c: Context, body: ReturnType<typeof hostPage>, status: 200 | 404 = 200) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', DEMO_CSP);
    return c.html(body, status);
  };
  const routes = new Hono();
  for (const host of HOST_PAGES) {
    const body = readFileSync(join(HOST_PAGES_DIR, host.file), 'utf8');
    routes.get(host.path, (c) =>
      page(c, hostPage(host, body, requestContext(ctx, c, options.websiteRoles))),
    );
  }
  // Product images: `/images/products/<slug>.svg?format=<width>w` (the platform's variants).
  routes.get('/images/products/:file', (c) => {
    const slug = /^(.+)\.svg$/.exec(c.req.param('file'))?.[1];
    const product = catalogue.products.find((p) => p.urlSlug === slug);
    const width = Number(/^(\d+)w$/.exec(c.req.query('format') ?? '')?.[1] ?? IMAGE_WIDTHS[1]);
    if (!product || !(IMAGE_WIDTHS as readonly number[]).includes(width)) return c.notFound();
    c.header('Content-Type', 'image/svg+xml');
    c.header('Content-Security-Policy', "default-src 'none'");
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(productImageSvg(product, width));
  });
  routes.get('/demo', (c) => page(c, demoIndexPage(catalogue, ctx, options.restock !== undefined)));
  const { restock, orders } = options;
  if (orders) {
    const { locale, currency } = ctx;
    routes.get('/mock/orders', (c) =>
      page(
        c,
        testerTablePage(
          'Orders',
          '/mock/orders',
          ['Placed', 'Order', 'Email', 'Name', 'Items', 'Total'],
          orders
            .recent()
            .map(({ created, email, name, order }) => [
              new Date(created).toISOString(),
              orderNumber(order.id),
              email,
              name,
              order.items.map((line) => `${line.quantity} × ${line.productName}`).join(', '),
              formatCents(Number(order.grandTotal.value), locale, currency),
            ]),
          ctx,
          'No orders placed yet.',
        ),
      ),
    );
  }
  if (restock) {
    routes.get('/mock/outbox', (c) =>
      page(
        c,
        testerTablePage(
          'Outbox',
          '/mock/outbox',
          ['Sent', 'To', 'Subject', 'Product', 'Variant'],
          restock
            .outbox()
            .map((e) => [
              new Date(e.sentAt).toISOString(),
              e.to,
              e.subject,
              e.productId,
              e.variantId,
            ]),
          ctx,
          'No notices sent yet.',
        ),
      ),
    );
    routes.get('/mock/stock', (c) =>
      page(
        c,
        testerTablePage(
          'Stock',
          '/mock/stock',
          ['Product', 'SKU', 'Options', 'In stock'],
          catalogue.products.flatMap((p) =>
            p.variants.map((v) => {
              const level = stock.get(p.id, v.sku);
              return [
                p.name,
                v.sku,
                Object.entries(v.attributes)
                  .map(([name, value]) => `${name}: ${value}`)
                  .join(', '),
                level.unlimited ? 'unlimited' : String(level.qtyInStock),
              ];
            }),
          ),
          ctx,
          'No products.',
        ),
      ),
    );
  }
  return routes;
}

/**
 * The app's not-found answer: the API's JSON error body for `/api/...` calls and for callers
 * asking for JSON, an HTML page in the shop's looks for everything else.
 */
export function notFound(catalogue: Catalogue, websiteRoles?: WebsiteRolesOf) {
  const ctx = demoContext(catalogue);
  return (c: Context): Response | Promise<Response> => {
    const wantsJson =
      c.req.path.startsWith('/api/') ||
      c.req.path === '/api' ||
      (c.req.header('Accept') ?? '').includes('application/json');
    if (wantsJson || c.req.method !== 'GET') {
      return c.json<ErrorBody>({ message: MESSAGES.notFound }, 404);
    }
    c.header('Content-Security-Policy', DEMO_CSP);
    return c.html(notFoundPage(requestContext(ctx, c, websiteRoles)), 404);
  };
}
