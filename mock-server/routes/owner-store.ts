/**
 * The store-creation helper's calls (templates document, section 7) under
 * `/api/content-service/product/1.1/websites/{websiteId}/products`, and the console's list of
 * store pages (`/api/owner/store/collections`, for the unique-name helper). A store manager
 * creates; any console role lists.
 */
import { Hono } from 'hono';
import { CategoryRequestSchema, ProductCollectionRequestSchema } from '../../src/api/owner-store';
import type { Catalogue } from '../catalogue/fixtures';
import type { Db } from '../db';
import { ErrorResponse, MESSAGES } from '../errors';
import { requireOwnerRole } from '../middleware/owner-role';
import { validateJson } from '../middleware/validate';
import type { StoreCollectionRepository } from '../repositories/store-collections';
import { SHOP_NAVIGATION } from '../views/navigation';

export function ownerStoreRoutes(db: Db, stores: StoreCollectionRepository, catalogue: Catalogue) {
  const site = (websiteId: string) => {
    if (websiteId !== catalogue.website.id) {
      throw new ErrorResponse(404, { message: MESSAGES.notFound });
    }
  };
  /** The shop's own paths a store page may not take. */
  const reserved = () => [
    ...['cart', 'checkout', 'config', 'products', 'shop', 'api', 'storefront'],
    ...SHOP_NAVIGATION.map((page) => page.url.slice(1)).filter(Boolean),
  ];
  return new Hono()
    .get('/owner/store/collections', requireOwnerRole(db, 'viewer'), (c) =>
      c.json({ collections: stores.list() }),
    )
    .post(
      '/content-service/product/1.1/websites/:websiteId/products',
      requireOwnerRole(db, 'storeManager'),
      validateJson(ProductCollectionRequestSchema),
      (c) => {
        site(c.req.param('websiteId'));
        return c.json({ id: stores.createCollection(c.req.valid('json'), reserved()) });
      },
    )
    .post(
      '/content-service/product/1.1/websites/:websiteId/products/:collectionId/categories',
      requireOwnerRole(db, 'storeManager'),
      validateJson(CategoryRequestSchema),
      (c) => {
        site(c.req.param('websiteId'));
        const collectionId = c.req.param('collectionId');
        if (!stores.exists(collectionId)) {
          throw new ErrorResponse(404, { message: MESSAGES.notFound });
        }
        return c.json({ id: stores.createCategory(collectionId, c.req.valid('json')) });
      },
    );
}
