/**
 * Everything of site-user accounts under `/api`, as one set of routes: the session and locale
 * calls and the commerce preferences. `createApp` mounts it with one line.
 */
import { Hono } from 'hono';
import type { Db } from './db';
import type { Catalogue } from './catalogue/fixtures';
import type { CrumbVariables } from './middleware/crumb';
import { createSignInThrottle } from './middleware/sign-in-throttle';
import type { SiteUserVariables } from './middleware/site-user-session';
import type { CartRepository } from './repositories/carts';
import { createPreferenceRepository } from './repositories/preferences';
import type { SiteUserRepository } from './repositories/site-users';
import { commercePreferenceRoutes } from './routes/commerce-preferences';
import { siteUserRoutes } from './routes/site-users';

export function accountRoutes(
  db: Db,
  catalogue: Catalogue,
  siteUsers: SiteUserRepository,
  carts: CartRepository,
  now: () => number,
) {
  return new Hono<{ Variables: CrumbVariables & SiteUserVariables }>()
    .route('/site-users/account', siteUserRoutes(siteUsers, carts, createSignInThrottle(now)))
    .route(
      '/v1/commerce-preferences',
      commercePreferenceRoutes(createPreferenceRepository(db, now), catalogue.website.id),
    );
}
