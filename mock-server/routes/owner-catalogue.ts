/**
 * `/api/owner/catalogue/products`: the console's product editor. Any console role reads; a store
 * manager creates and saves. Every draft is validated with the shared `ProductDraftSchema` (the
 * documents' interface messages per field), then against the fixture's own product schema; a
 * save carries the version it started from and the second of two saves is refused (409).
 */
import { Hono } from 'hono';
import {
  decimalToMinor,
  ProductDraftSchema,
  type ProductDraft,
} from '../../src/api/owner-catalogue';
import { isImageType } from '../../src/editor/file';
import { consoleTexts } from '../../src/i18n/console-texts';
import { format } from '../../src/i18n/messages';
import { ProductSchema, type Product } from '../catalogue/fixtures';
import type { Db } from '../db';
import { ErrorResponse, MESSAGES } from '../errors';
import { formatPath } from '../issue-path';
import { requireOwnerRole } from '../middleware/owner-role';
import { validateJson } from '../middleware/validate';
import type { CatalogueEditRepository } from '../repositories/catalogue-edits';

const refuse = (errors: Record<string, string>) =>
  new ErrorResponse(400, { message: MESSAGES.invalidRequest, errors });

/** The draft as a catalogue product, over what the draft does not edit of `previous`. */
function toProduct(
  id: string,
  draft: ProductDraft,
  currency: string,
  previous: Product | undefined,
): Product {
  const errors: Record<string, string> = {};
  const money = (value: string, path: string) => {
    const minor = decimalToMinor(value, currency);
    if (minor === undefined) errors[path] = 'Enter a price such as 25.00';
    return { value: minor ?? '0', currency };
  };
  const variants = draft.variants.map((variant, index) => ({
    sku: variant.sku,
    attributes: variant.attributes,
    priceMoney: money(variant.price, `variants[${index}].price`),
    ...(variant.salePrice === ''
      ? {}
      : { salePriceMoney: money(variant.salePrice, `variants[${index}].salePrice`) }),
    onSale: variant.onSale,
    unlimited: variant.unlimited,
    qtyInStock: variant.qtyInStock,
  }));
  if (Object.keys(errors).length > 0) throw refuse(errors);
  const kept: Partial<Product> = { ...previous };
  delete kept.imageFileId;
  delete kept.subscriptionPlan;
  delete kept.variantOptionOrdering;
  const candidate = {
    ...kept,
    id,
    name: draft.name,
    urlSlug: draft.urlSlug,
    description: draft.description,
    productType: draft.productType,
    collectionId: draft.collectionId,
    categories: draft.categories,
    ...(draft.imageFileId ? { imageFileId: draft.imageFileId } : {}),
    isSubscribable: draft.isSubscribable,
    ...(draft.isSubscribable && draft.subscriptionPlan
      ? { subscriptionPlan: draft.subscriptionPlan }
      : {}),
    variants,
  };
  const parsed = ProductSchema.safeParse(candidate);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[formatPath(issue.path)] ??= issue.message;
    throw refuse(fieldErrors);
  }
  return parsed.data;
}

export function ownerCatalogueRoutes(db: Db, edits: CatalogueEditRepository, currency: string) {
  const slugTaken = (slug: string, id: string) =>
    edits.list().some((product) => product.urlSlug === slug && product.id !== id);
  const image = db.prepare<[string], { type: string }>(
    'SELECT type FROM editor_files WHERE id = ?',
  );
  const save = (id: string, draft: ProductDraft) => {
    if (slugTaken(draft.urlSlug, id)) throw refuse({ urlSlug: consoleTexts.slugTaken });
    const picked = draft.imageFileId;
    if (picked && !isImageType(image.get(picked)?.type ?? '')) {
      throw refuse({ imageFileId: format(consoleTexts.notAnOption, { val: picked }) });
    }
    const product = toProduct(id, draft, currency, edits.find(id));
    return edits.save(product, draft.version);
  };
  return new Hono()
    .get('/products', requireOwnerRole(db, 'viewer'), (c) =>
      c.json({ products: edits.list(), collections: edits.collections(), currency }),
    )
    .post(
      '/products',
      requireOwnerRole(db, 'storeManager'),
      validateJson(ProductDraftSchema),
      (c) => c.json(save(edits.newId(), { ...c.req.valid('json'), version: null })),
    )
    .put(
      '/products/:id',
      requireOwnerRole(db, 'storeManager'),
      validateJson(ProductDraftSchema),
      (c) => {
        const id = c.req.param('id');
        if (!edits.find(id)) throw new ErrorResponse(404, { message: MESSAGES.itemNotFound });
        return c.json(save(id, c.req.valid('json')));
      },
    );
}
