/**
 * The owner console's pages under `/config/` (the documents' admin area): the sign-in form and
 * sign-out (plain form posts carrying the crumb), the home linking every panel, and the panels
 * (widget hooks the bundle mounts, or server-rendered tables). A page without an owner session
 * sends the browser to the sign-in page; the calls behind the panels check roles themselves
 * (`requireOwnerRole`).
 */
import { consoleHookAttribute, type SitePanel } from '../../src/editor/console-hook';
import type { AccessLevel } from '../../src/api/owner';
import { analyticsDashboardBody, ANALYTICS_DASHBOARD_PATH } from '../views/analytics-dashboard';
import { editorPanelsBody } from './editor-panels';
import { gallerySettingsBody, pickersBody } from './editor-pickers';
import { connectionPanelsBody, contentPanelsBody } from './editor-content';
import { readFileSync } from 'node:fs';
import { Hono, type Context } from 'hono';
import { html, raw } from 'hono/html';
import { roleAllows } from '../../src/api/owner';
import { consoleTexts } from '../../src/i18n/console-texts';
import type { Catalogue } from '../catalogue/fixtures';
import type { Db } from '../db';
import { ErrorResponse, MESSAGES } from '../errors';
import type { CrumbVariables } from '../middleware/crumb';
import { ownerSessionOf } from '../middleware/owner-role';
import type { SignInThrottle } from '../middleware/sign-in-throttle';
import type { FormRepository } from '../repositories/forms';
import type { Owner } from '../repositories/owners';
import {
  consolePage,
  homeBody,
  PANELS,
  panelBody,
  signInBody,
  type Html,
} from '../views/console-pages';
import { submissionsBody } from '../views/console-submissions';
import { signInOwner, signOutOwner } from './owner-session';

type Env = { Variables: CrumbVariables };

const CSS = readFileSync(new URL('../views/console.css', import.meta.url), 'utf8');

/** A `next` that stays inside the console; anything else goes home. */
const safeNext = (next: unknown): string =>
  typeof next === 'string' && /^\/config\/[\w/-]*$/.test(next) ? next : '/config/';

export interface ConsoleRoutesOptions {
  db: Db;
  catalogue: Catalogue;
  throttle: SignInThrottle;
  forms: FormRepository;
}

/** The placeholder of one of the site panels (`src/widgets/console-site`), `data-panel` naming it. */
const sitePanel = (name: SitePanel) =>
  html`<div ${raw(consoleHookAttribute('site'))} data-storefront-console-site data-panel="${name}">
    <p>Loading…</p>
  </div>`;

export function consoleRoutes({ db, catalogue, throttle, forms }: ConsoleRoutesOptions) {
  const bundle = {
    websiteId: catalogue.website.id,
    currency: catalogue.website.currency,
    locale: catalogue.website.locale,
  };
  const page = (
    c: Context<Env>,
    status: 200 | 401,
    options: { title: string; path: string; body: Html; owner?: Owner; hooks?: boolean },
  ) => {
    c.header('Cache-Control', 'no-store');
    return c.html(
      consolePage({
        ...options,
        crumb: c.get('crumb'),
        ...(options.hooks ? { bundle } : {}),
      }),
      status,
    );
  };
  /** The owner of the request, or a redirect to the sign-in page that comes back here. */
  const withOwner =
    (render: (c: Context<Env>, owner: Owner) => Response | Promise<Response>) =>
    (c: Context<Env>) => {
      const session = ownerSessionOf(db, c);
      if (!session || !roleAllows(session.owner.role, 'viewer')) {
        c.header('Cache-Control', 'no-store');
        return c.redirect(`/config/sign-in?next=${encodeURIComponent(c.req.path)}`, 303);
      }
      return render(c, session.owner);
    };
  /** The crumb of a form post: the hidden field must be the crumb cookie. */
  const checkCrumb = (c: Context<Env>, sent: unknown) => {
    if (!c.get('hasCrumbCookie') || typeof sent !== 'string' || sent !== c.get('crumb')) {
      throw new ErrorResponse(403, { message: MESSAGES.crumbFail });
    }
  };
  const panel = (path: string, title: string, hook: Html, level: AccessLevel) =>
    withOwner((c, owner) =>
      page(c, 200, {
        title,
        path,
        owner,
        hooks: true,
        body: panelBody(title, roleAllows(owner.role, level), hook),
      }),
    );

  /** The panels drawn by a widget hook: each one's placeholder and the level that may edit it (path and title from PANELS). */
  const hookedPanels: Readonly<Record<string, readonly [Html, AccessLevel]>> = {
    '/config/catalogue': [
      html`<div ${raw(consoleHookAttribute('catalogue'))} data-storefront-console-catalogue>
        <p>Loading…</p>
      </div>`,
      'storeManager',
    ],
    '/config/store': [
      html`<div ${raw(consoleHookAttribute('store'))} data-storefront-console-store>
        <p>Loading…</p>
      </div>`,
      'storeManager',
    ],
    '/config/restock': [
      html`<div ${raw(consoleHookAttribute('restock-manager'))} data-storefront-restock-manager>
        <p>Loading signups…</p>
      </div>`,
      'storeManager',
    ],
    [ANALYTICS_DASHBOARD_PATH]: [analyticsDashboardBody(catalogue.website), 'viewer'],
    '/config/panels': [editorPanelsBody(), 'editor'],
    '/config/pickers': [pickersBody(), 'editor'],
    '/config/gallery': [gallerySettingsBody(), 'editor'],
    '/config/content': [contentPanelsBody(), 'editor'],
    '/config/connections': [connectionPanelsBody(), 'editor'],
    '/config/navigation': [sitePanel('navigation'), 'editor'],
    '/config/header-footer': [sitePanel('header-footer'), 'editor'],
    '/config/languages': [sitePanel('languages'), 'editor'],
  };

  const routes = new Hono<Env>()
    .get('/config/console.css', (c) =>
      c.body(CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }),
    )
    .get('/config/sign-in', (c) =>
      page(c, 200, {
        title: consoleTexts.signIn,
        path: '/config/sign-in',
        body: signInBody({ email: '', next: safeNext(c.req.query('next')) }, c.get('crumb')),
      }),
    )
    .post('/config/sign-in', async (c) => {
      const form = await c.req.parseBody();
      checkCrumb(c, form.crumb);
      const email = typeof form.email === 'string' ? form.email.slice(0, 320) : '';
      const password = typeof form.password === 'string' ? form.password.slice(0, 256) : '';
      const next = safeNext(form.next);
      try {
        await signInOwner(c, db, throttle, email, password);
      } catch (error) {
        if (!(error instanceof ErrorResponse) || error.status !== 401) throw error;
        return page(c, 401, {
          title: consoleTexts.signIn,
          path: '/config/sign-in',
          body: signInBody({ email, next, error: error.body.message }, c.get('crumb')),
        });
      }
      return c.redirect(next, 303);
    })
    .post('/config/sign-out', async (c) => {
      checkCrumb(c, (await c.req.parseBody()).crumb);
      signOutOwner(c, db);
      return c.redirect('/config/sign-in', 303);
    })
    .get(
      '/config/',
      withOwner((c, owner) =>
        page(c, 200, {
          title: consoleTexts.consoleTitle,
          path: '/config/',
          owner,
          body: homeBody(owner),
        }),
      ),
    )
    .get(
      '/config/submissions',
      withOwner((c, owner) =>
        page(c, 200, {
          title: consoleTexts.submissionsPanel,
          path: '/config/submissions',
          owner,
          body: submissionsBody(
            catalogue.forms.map((form) => ({
              id: form.id,
              name: form.name,
              submissions: forms.submissions(form.id),
            })),
          ),
        }),
      ),
    );
  for (const { path, title } of PANELS) {
    const hooked = hookedPanels[path];
    if (hooked) routes.get(path, panel(path, title, ...hooked));
  }
  return routes;
}
