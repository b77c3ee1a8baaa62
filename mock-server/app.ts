/**
 * The mock backend as a Hono app: the platform's `/api` calls over SQLite, the built bundle and
 * any folders of host pages. `createApp` holds no global state, so tests build one per case and
 * call `app.request()` in-process.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import type { ErrorBody } from '../src/api/error-classes';
import { createCartRepository } from './repositories/carts';
import { seedStock, type Db } from './db';
import { onError } from './errors';
import { formsAndRestockRoutes } from './forms-mount';
import type { Catalogue } from './catalogue/fixtures';
import { issueCrumb, requireCrumb, type CrumbVariables } from './middleware/crumb';
import { limitBodies } from './middleware/body-limit';
import { cors } from './middleware/cors';
import { methodNotAllowed } from './middleware/method-not-allowed';
import { rateLimit, type RateLimitOptions } from './middleware/rate-limit';
import { pagePolicy, securityHeaders } from './middleware/security-headers';
import { CONSOLE_CSP } from './views/console-csp';
import { bundleRoutes } from './routes/bundle';
import { cartRoutes, subscriptionRoutes } from './routes/cart';
import { checkoutRoutes } from './routes/checkout';
import { createOrderRepository } from './repositories/orders';
import { installmentRoutes } from './routes/installments';
import { inventoryRoutes } from './routes/inventory';
import { productRoutes } from './routes/product';
import { pageRoutes } from './routes/pages';
import { pageTemplateRoutes } from './routes/page-templates';
import { shopRoutes } from './routes/shop';
import { blockPageRoutes, loadBlockFixtures } from './routes/blocks';
import { blockApiRoutes } from './blocks-mount';
import type { ReviewDisplaySettings } from '../src/commerce/reviews';
import { createQuickViewRepository } from './repositories/quick-views';
import { createRestockRepository } from './repositories/restock';
import { createStockRepository } from './repositories/stock';
import { accountRoutes } from './accounts-mount';
import { siteUserSession, type SiteUserVariables } from './middleware/site-user-session';
import { createSiteUserRepository } from './repositories/site-users';
import { memberPageRoutes } from './routes/member-pages';
import { testCallRoutes } from './routes/test-calls';
import { demoPageRoutes, notFound } from './routes/demo-pages';
import { editorPanelRoutes } from './routes/editor-panels';
import { editorPickerRoutes } from './routes/editor-pickers';
import { savedGalleryOptions } from './repositories/editor-settings';
import { editorContentRoutes } from './routes/editor-content';
import { ownerReadsEditorWrites, requireOwnerRole, websiteRolesOf } from './middleware/owner-role';
import { ownerRoutes, consoleMount, withOwnerEdits } from './owner-mount';
import { createAnalyticsRepository } from './repositories/analytics';
import { analyticsOwnerRoutes, analyticsRoutes, analyticsTestRoutes } from './routes/analytics';
import { siteLayout } from './middleware/site-layout';
import { createStoreCollectionRepository } from './repositories/store-collections';
import { siteFileRoutes } from './routes/site-files';

export interface AppOptions {
  /** An open, migrated database (see `openDatabase`). Stock is seeded from the catalogue. */
  db: Db;
  catalogue: Catalogue;
  /** Folders of host pages served at `/`, first match wins. */
  staticDirs: readonly string[];
  /** The built bundle, served at `/storefront/latest/` and `/storefront/<version>/`. */
  distDir: string;
  rateLimit: RateLimitOptions;
  /** Form saves allowed per form per visitor (address) per minute. @default 5 */
  formRateLimit?: number;
  /** The bundle version in URLs. @default the `version` of the project's package.json */
  version?: string;
  /** The clock, for tests. @default Date.now */
  now?: () => number;
  /** A folder of page templates served at `/<name>.html` (`routes/page-templates.ts`). */
  pageTemplatesDir?: string;
  /** Page templates in development: live reload, errors shown in the page. @default false */
  pageTemplatesDev?: boolean;
  /**
   * Serve the tester's calls (`routes/test-calls.ts`: the outbox, setting stock, the quick-view
   * counts). Only for tests: anyone could make a product unlimited. @default false
   */
  testCalls?: boolean;
  /** Origins whose pages may call the API with credentials (CORS, `middleware/cors.ts`). @default none */
  allowedOrigins?: readonly string[];
  /** The store's review display settings. @default those of `fixtures/blocks.json` */
  reviewSettings?: ReviewDisplaySettings;
  /** The folder the file manager keeps uploads in. @default a new temporary folder */
  dataDir?: string;
}

/** The project's package.json version: the bundle's pinned URL segment. */
export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** A folder of its own for an app without a `dataDir` (tests), made on the first upload. */
const temporaryDataDir = (): string => join(tmpdir(), `storefront-data-${randomUUID()}`);

type Variables = CrumbVariables & SiteUserVariables;
export type App = Hono<{ Variables: Variables }>;

export function createApp(options: AppOptions): App {
  // The catalogue as owners saved it (a copy: their edits change it in place, never the fixture).
  options = { ...options, catalogue: withOwnerEdits(options.db, options.catalogue) };
  const now = options.now ?? Date.now;
  seedStock(options.db, options.catalogue);
  const stock = createStockRepository(options.db);
  const carts = createCartRepository(options.db, options.catalogue, stock, now);
  const orders = createOrderRepository(options.db, options.catalogue, carts, stock, now);
  const siteUsers = createSiteUserRepository(options.db, now);
  siteUsers.seed(options.catalogue.siteUsers);

  const quickViews = createQuickViewRepository(options.db);
  const storePages = createStoreCollectionRepository(options.db, now);
  // One folder for the file manager's uploads and the shop's `/files/<id>` that serves them.
  const dataDir = options.dataDir ?? temporaryDataDir();
  const analytics = createAnalyticsRepository(options.db, now);

  const api = new Hono<{ Variables: Variables }>()
    .use(requireCrumb())
    .route('/commerce/shopping-cart', cartRoutes(carts))
    .route('/3/commerce/cart', subscriptionRoutes(orders))
    .route('/commerce/inventory', inventoryRoutes(stock, options.catalogue))
    .route('/', productRoutes(options.catalogue, stock))
    .route('/', formsAndRestockRoutes(options.db, options.catalogue, now, options.formRateLimit))
    .route('/', accountRoutes(options.db, options.catalogue, siteUsers, carts, now))
    .route('/', blockApiRoutes(options.db, options.catalogue, now, options.reviewSettings))
    .route('/', ownerRoutes(options.db, options.catalogue, now))
    // The editing panels: an owner reads with any console role and writes as an editor.
    .route(
      '/editor',
      editorPanelRoutes(options.db, dataDir, ownerReadsEditorWrites(options.db), now),
    )
    .route(
      '/editor',
      editorPickerRoutes({
        db: options.db,
        catalogue: options.catalogue,
        galleries: loadBlockFixtures().galleries,
        guard: ownerReadsEditorWrites(options.db),
        now,
      }),
    )
    // The content editors and connections: the same guard, on their own paths.
    .route(
      '/',
      editorContentRoutes(
        options.db,
        () =>
          options.catalogue.forms
            .filter((form) => form.newsletter)
            .map(({ id, name }) => ({ id, name })),
        ownerReadsEditorWrites(options.db),
        now,
      ),
    );
  const testerRestock = options.testCalls
    ? createRestockRepository(options.db, options.catalogue, now)
    : undefined;
  if (testerRestock) {
    api.route('/', testCallRoutes(testerRestock, quickViews));
    api.route('/', analyticsTestRoutes(analytics));
  }
  api.all('*', (c) =>
    c.json<ErrorBody>({ message: `No such call: ${c.req.method} ${c.req.path}` }, 404),
  );

  // A signed-in owner's roles, printed on shop pages so analytics skips the owner's own visits.
  const websiteRoles = (c: Context) => websiteRolesOf(options.db, c);

  // Outermost first: headers on every answer (errors too), 405 for a wrong method, the rate
  // limit before a body is read, the body limit before any route reads it.
  const app = new Hono<{ Variables: Variables }>();
  app
    .use(securityHeaders())
    .use(cors(options.allowedOrigins ?? []))
    .use(methodNotAllowed(app))
    .use(rateLimit(options.rateLimit, now))
    .use(limitBodies())
    .use(issueCrumb())
    .use(siteUserSession(siteUsers))
    .use(siteLayout(options.db, options.catalogue))
    .use('/checkout/*', pagePolicy())
    .use('/config/*', pagePolicy(CONSOLE_CSP))
    // Before the crumb rule of `api`: beacons carry no header (the routes check their own).
    .route('/api', analyticsRoutes(analytics, options.catalogue, quickViews))
    .route('/api', analyticsOwnerRoutes(analytics, requireOwnerRole(options.db, 'viewer')))
    .route('/api', api)
    .route('/storefront', bundleRoutes(options.distDir, options.version ?? packageVersion()))
    .route('/installments', installmentRoutes())
    .route('/checkout', checkoutRoutes(carts, orders, options.catalogue))
    .route('/', consoleMount(options.db, options.catalogue, now))
    .route('/', memberPageRoutes(options.catalogue))
    .route('/', pageRoutes(options.staticDirs))
    .route(
      '/',
      shopRoutes(options.catalogue, stock, carts, { websiteRoles, stores: storePages.byUrlId }),
    )
    .route(
      '/',
      blockPageRoutes(options.catalogue, undefined, (id) => savedGalleryOptions(options.db, id)),
    )
    .route('/', siteFileRoutes(options.db, dataDir, now))
    .route(
      '/',
      demoPageRoutes(options.catalogue, stock, {
        ...(testerRestock ? { restock: testerRestock, orders } : {}),
        websiteRoles,
      }),
    );
  if (options.pageTemplatesDir !== undefined) {
    app.route(
      '/',
      pageTemplateRoutes(options.pageTemplatesDir, options.catalogue, stock, carts, {
        dev: options.pageTemplatesDev ?? false,
      }),
    );
  }
  app.notFound(notFound(options.catalogue, websiteRoles));
  app.onError(onError);
  return app;
}
