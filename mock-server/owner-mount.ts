/**
 * Everything of the owner console, as two sets of routes `createApp` mounts with one line each:
 * the `/api` calls (owner session, catalogue editor, store creation, navigation and header/footer) and the `/config/` pages. The owner
 * accounts are seeded here, whatever the catalogue; `withOwnerEdits` gives the app the
 * catalogue as owners saved it.
 */
import { Hono } from 'hono';
import type { Catalogue } from './catalogue/fixtures';
export { withOwnerEdits } from './repositories/catalogue-edits';
import { loadOwnerFixtures } from './catalogue/owners';
import type { Db } from './db';
import type { CrumbVariables } from './middleware/crumb';
import { ownerRepositoryOf } from './middleware/owner-role';
import { createSignInThrottle, type SignInThrottle } from './middleware/sign-in-throttle';
import { createFormRepository } from './repositories/forms';
import { consoleRoutes } from './routes/console';
import { ownerSessionRoutes } from './routes/owner-session';
import { ownerCatalogueRoutes } from './routes/owner-catalogue';
import { ownerStoreRoutes } from './routes/owner-store';
import { ownerSiteRoutes } from './routes/owner-site';
import { placesRoutes } from './routes/places';
import { createSiteDocumentRepository } from './repositories/site-documents';
import { createStoreCollectionRepository } from './repositories/store-collections';
import { createCatalogueEditRepository } from './repositories/catalogue-edits';

/** One throttle per database: the API's sign-in and the console's form count together. */
const throttles = new WeakMap<Db, SignInThrottle>();
const throttleOf = (db: Db, now: () => number): SignInThrottle => {
  let throttle = throttles.get(db);
  if (!throttle) {
    throttle = createSignInThrottle(now);
    throttles.set(db, throttle);
  }
  return throttle;
};

/** The console's `/api` calls; seeds the owner accounts. */
export function ownerRoutes(db: Db, catalogue: Catalogue, now: () => number) {
  ownerRepositoryOf(db, now).seed(loadOwnerFixtures());
  const edits = createCatalogueEditRepository(db, catalogue, now);
  return new Hono<{ Variables: CrumbVariables }>()
    .route('/owner', ownerSessionRoutes(db, throttleOf(db, now)))
    .route('/owner/catalogue', ownerCatalogueRoutes(db, edits, catalogue.website.currency))
    .route('/', ownerStoreRoutes(db, createStoreCollectionRepository(db, now), catalogue))
    .route('/', ownerSiteRoutes(db, createSiteDocumentRepository(db, now), catalogue))
    .route('/', placesRoutes(db));
}

/** The console's pages under `/config/`. */
export function consoleMount(db: Db, catalogue: Catalogue, now: () => number) {
  return consoleRoutes({
    db,
    catalogue,
    throttle: throttleOf(db, now),
    forms: createFormRepository(db, catalogue, now),
  });
}
