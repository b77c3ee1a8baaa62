/**
 * The store-creation helper's calls (templates document, sections 3 and 7): the product
 * collection (store page), then its root category, in sequence; the unique-name helper of
 * section 5; and the request schemas the mock server validates with too.
 */
import { consoleTexts } from '../i18n/console-texts';
import { format } from '../i18n/messages';
import type { ApiClient } from './client';
import { z } from './zod';

/** Section 5's unique-name helper: the name a slug falls back to when under 3 characters. */
export const DEFAULT_STORE_SLUG = 'store';
/** Documents, section 5: category length at most 25. */
export const CATEGORY_NAME_MAX = 25;

const contentService = (websiteId: string) =>
  `api/content-service/product/1.1/websites/${encodeURIComponent(websiteId)}/products`;
export const STORE_COLLECTIONS_PATH = 'api/owner/store/collections';

/** A page URL: lowercase letters, digits and dashes. */
const URL_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

export const ProductCollectionRequestSchema = z.strictObject({
  navigationTitle: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(100)),
  title: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(200)),
  urlId: z.string().check(
    z.refine((value) => URL_ID.test(value), {
      error: (issue) => format(consoleTexts.notAPageUrl, { val: String(issue.input) }),
    }),
  ),
  description: z.string().check(z.maxLength(5000)),
  enabled: z.literal(true),
});
export type ProductCollectionRequest = z.infer<typeof ProductCollectionRequestSchema>;

export const CategoryRequestSchema = z.strictObject({
  displayName: z
    .string()
    .check(z.trim(), z.minLength(1, 'Required'), z.maxLength(CATEGORY_NAME_MAX)),
  parentCategoryId: z.nullable(z.string().check(z.maxLength(100))),
  type: z.enum(['ROOT'], {
    error: (issue) => format(consoleTexts.notAnOption, { val: String(issue.input) }),
  }),
  pageRendering: z.enum(['LIST_VIEW'], {
    error: (issue) => format(consoleTexts.notAnOption, { val: String(issue.input) }),
  }),
  displayIndex: z.number().check(z.int(), z.minimum(0)),
});
export type CategoryRequest = z.infer<typeof CategoryRequestSchema>;

export const CreatedSchema = z.object({ id: z.string() });
export const StoreCollectionsSchema = z.object({
  collections: z.array(z.object({ id: z.string(), urlId: z.string(), title: z.string() })),
});

/** Lowercase letters, digits and single dashes of `name` (accents dropped). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90);
}

/**
 * Section 5's unique-name helper: the slug of `name`, or `fallback` when it is under 3
 * characters; when taken, `-N` with the next free number.
 * @example uniqueSlug('Shop', ['shop', 'shop-1']) // 'shop-2'
 */
export function uniqueSlug(
  name: string,
  taken: Iterable<string>,
  fallback: string = DEFAULT_STORE_SLUG,
): string {
  const used = new Set(taken);
  const slug = slugify(name);
  const base = slug.length < 3 ? fallback : slug;
  if (!used.has(base)) return base;
  for (let n = 1; ; n += 1) {
    if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

export function ownerStoreApi(api: ApiClient, websiteId: string) {
  return {
    collections: () => api.request('GET', STORE_COLLECTIONS_PATH, StoreCollectionsSchema),
    createCollection: (request: ProductCollectionRequest) =>
      api.request('POST', contentService(websiteId), CreatedSchema, { json: request }),
    createCategory: (collectionId: string, request: CategoryRequest) =>
      api.request(
        'POST',
        `${contentService(websiteId)}/${encodeURIComponent(collectionId)}/categories`,
        CreatedSchema,
        { json: request },
      ),
  };
}
export type OwnerStoreApi = ReturnType<typeof ownerStoreApi>;
