/**
 * Store pages (product collections) and their categories made by the console's store-creation
 * helper, in SQLite; the editor limit on nested categories (templates document, section 9).
 */
import { randomBytes } from 'node:crypto';
import { EDITOR_LIMITS } from '../../src/api/owner-catalogue';
import type { CategoryRequest, ProductCollectionRequest } from '../../src/api/owner-store';
import { consoleTexts } from '../../src/i18n/console-texts';
import { format } from '../../src/i18n/messages';
import type { Db } from '../db';
import { ErrorResponse } from '../errors';

export interface StoreCollection {
  id: string;
  urlId: string;
  title: string;
}

export type StoreCollectionRepository = ReturnType<typeof createStoreCollectionRepository>;

export function createStoreCollectionRepository(db: Db, now: () => number) {
  const insertCollection = db.prepare(
    `INSERT INTO store_collections (id, url_id, title, navigation_title, description, enabled, created)
     VALUES (@id, @urlId, @title, @navigationTitle, @description, 1, @created)`,
  );
  const byUrlId = db.prepare<[string], { id: string }>(
    'SELECT id FROM store_collections WHERE url_id = ?',
  );
  const byId = db.prepare<[string], { id: string }>(
    'SELECT id FROM store_collections WHERE id = ?',
  );
  const countCategories = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM store_categories WHERE collection_id = ?',
  );
  const insertCategory = db.prepare(
    `INSERT INTO store_categories (id, collection_id, display_name, parent_category_id, type,
       page_rendering, display_index)
     VALUES (@id, @collectionId, @displayName, @parentCategoryId, @type, @pageRendering, @displayIndex)`,
  );
  const categoryIn = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM store_categories WHERE id = ? AND collection_id = ?',
  );
  return {
    list(): StoreCollection[] {
      return db
        .prepare<[], StoreCollection>(
          'SELECT id, url_id AS urlId, title FROM store_collections ORDER BY created, id',
        )
        .all();
    },

    /** @throws ErrorResponse 409 when the page URL is taken (`takenUrls` are the site's others) */
    createCollection(request: ProductCollectionRequest, takenUrls: readonly string[]): string {
      if (byUrlId.get(request.urlId) || takenUrls.includes(request.urlId)) {
        throw new ErrorResponse(409, {
          message: format(consoleTexts.notAPageUrl, { val: request.urlId }),
          errors: { urlId: format(consoleTexts.notAPageUrl, { val: request.urlId }) },
        });
      }
      const id = `col-${randomBytes(6).toString('hex')}`;
      insertCollection.run({ ...request, id, created: now() });
      return id;
    },

    /** The store page at `/<urlId>`, if an owner made one. */
    byUrlId(urlId: string): StoreCollection | undefined {
      return db
        .prepare<[string], StoreCollection>(
          'SELECT id, url_id AS urlId, title FROM store_collections WHERE url_id = ?',
        )
        .get(urlId);
    },

    exists(collectionId: string): boolean {
      return byId.get(collectionId) !== undefined;
    },

    /** @throws ErrorResponse 400 past the nested-category limit or for an unknown parent */
    createCategory(collectionId: string, request: CategoryRequest): string {
      return db.transaction(() => {
        const max = EDITOR_LIMITS.nestedCategories;
        if ((countCategories.get(collectionId)?.n ?? 0) >= max) {
          const message = format(consoleTexts.tooManyCategories, { max });
          throw new ErrorResponse(400, { message, errors: { displayName: message } });
        }
        if (request.parentCategoryId && !categoryIn.get(request.parentCategoryId, collectionId)) {
          const message = format(consoleTexts.notAnOption, { val: request.parentCategoryId });
          throw new ErrorResponse(400, { message, errors: { parentCategoryId: message } });
        }
        const id = `cat-${randomBytes(6).toString('hex')}`;
        insertCategory.run({ ...request, id, collectionId });
        return id;
      })();
    },
  };
}
