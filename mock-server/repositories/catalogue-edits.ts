/**
 * The catalogue as owners edit it: each saved product as JSON over the fixture's
 * (`catalogue_products`), with a version per product for optimistic concurrency. The app's
 * catalogue is a copy of the fixture with the saved products laid over it (`withOwnerEdits`), and
 * every save changes that copy in place, so the shop's next request renders the change.
 */
import { randomBytes } from 'node:crypto';
import { EDITOR_LIMITS, type EditableProduct } from '../../src/api/owner-catalogue';
import { isAlwaysInStock } from '../../src/commerce/product-type';
import { minorToDecimal } from '../../src/commerce/money';
import { consoleTexts } from '../../src/i18n/console-texts';
import { format } from '../../src/i18n/messages';
import { ProductSchema, type Catalogue, type Product } from '../catalogue/fixtures';
import type { Db } from '../db';
import { ErrorResponse } from '../errors';

/** The version of a fixture product no owner has saved yet. */
const FIXTURE_VERSION = 1;

interface Row {
  id: string;
  body: string;
  version: number;
}

/** A copy of `catalogue` with the products owners saved in `db` laid over the fixture's. */
export function withOwnerEdits(db: Db, catalogue: Catalogue): Catalogue {
  const copy = structuredClone(catalogue);
  const rows = db
    .prepare<[], Row>('SELECT id, body, version FROM catalogue_products ORDER BY position')
    .all();
  for (const row of rows) {
    const parsed = ProductSchema.safeParse(JSON.parse(row.body));
    if (!parsed.success) continue;
    const index = copy.products.findIndex((product) => product.id === row.id);
    if (index === -1) copy.products.push(parsed.data);
    else copy.products[index] = parsed.data;
  }
  return copy;
}

export type CatalogueEditRepository = ReturnType<typeof createCatalogueEditRepository>;

export function createCatalogueEditRepository(db: Db, catalogue: Catalogue, now: () => number) {
  const versionOf = db.prepare<[string], { version: number }>(
    'SELECT version FROM catalogue_products WHERE id = ?',
  );
  const upsert = db.prepare<[string, string, number, number, number]>(
    `INSERT INTO catalogue_products (id, body, version, position, updated) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET body = excluded.body, version = excluded.version,
       updated = excluded.updated`,
  );
  const nextPosition = db.prepare<[], { position: number }>(
    'SELECT COALESCE(MAX(position), 0) + 1 AS position FROM catalogue_products',
  );
  const setStock = db.prepare<[string, string, number, number]>(
    `INSERT INTO stock (item_id, sku, qty_in_stock, unlimited) VALUES (?, ?, ?, ?)
     ON CONFLICT (item_id, sku) DO UPDATE SET qty_in_stock = excluded.qty_in_stock,
       unlimited = excluded.unlimited`,
  );
  const stockOf = db.prepare<[string, string], { qty_in_stock: number; unlimited: number }>(
    'SELECT qty_in_stock, unlimited FROM stock WHERE item_id = ? AND sku = ?',
  );

  const currentVersion = (id: string): number | undefined =>
    versionOf.get(id)?.version ??
    (catalogue.products.some((product) => product.id === id) ? FIXTURE_VERSION : undefined);

  const currency = catalogue.website.currency;

  const editable = (product: Product): EditableProduct => ({
    id: product.id,
    version: currentVersion(product.id) ?? FIXTURE_VERSION,
    name: product.name,
    urlSlug: product.urlSlug,
    description: product.description ?? '',
    categories: product.categories ?? [],
    imageFileId: product.imageFileId ?? null,
    productType: product.productType as EditableProduct['productType'],
    collectionId: product.collectionId,
    isSubscribable: product.isSubscribable,
    subscriptionPlan: product.subscriptionPlan ?? null,
    variants: product.variants.map((variant) => {
      const stock = stockOf.get(product.id, variant.sku);
      return {
        sku: variant.sku,
        attributes: variant.attributes,
        price: minorToDecimal(variant.priceMoney.value, currency),
        salePrice: variant.salePriceMoney
          ? minorToDecimal(variant.salePriceMoney.value, currency)
          : '',
        onSale: variant.onSale,
        unlimited: stock ? stock.unlimited === 1 : variant.unlimited,
        qtyInStock: stock?.qty_in_stock ?? variant.qtyInStock,
      };
    }),
  });

  return {
    /** Every product as the console edits it (paywalls are not edited here). */
    list(): EditableProduct[] {
      return catalogue.products.filter((p) => p.productType !== 5).map(editable);
    },

    /** Every collection a product can go in: the catalogue's and the stores owners made. */
    collections(): string[] {
      const made = db
        .prepare<[], { id: string }>('SELECT id FROM store_collections ORDER BY created')
        .all()
        .map((row) => row.id);
      return [...new Set([...catalogue.products.map((p) => p.collectionId), ...made])];
    },

    /**
     * Saves `product` if `version` is still the stored one (null: a new product), in one
     * transaction; sets the stock of its variants; changes the app's catalogue in place.
     * @throws ErrorResponse 409 when someone saved it since, 400 past the editor limits
     */
    save(product: Product, version: number | null): EditableProduct {
      db.transaction(() => {
        const current = currentVersion(product.id);
        if (current !== (version ?? undefined)) {
          throw new ErrorResponse(409, {
            message: format(consoleTexts.staleVersion, { thing: 'product' }),
          });
        }
        const previous = catalogue.products.find((p) => p.id === product.id);
        if (previous?.collectionId !== product.collectionId) {
          const count = catalogue.products.filter(
            (p) => p.collectionId === product.collectionId,
          ).length;
          if (count >= EDITOR_LIMITS.productsPerCollection) {
            throw new ErrorResponse(400, {
              message: format(consoleTexts.tooManyProducts, {
                max: EDITOR_LIMITS.productsPerCollection,
              }),
              errors: {
                collectionId: format(consoleTexts.tooManyProducts, {
                  max: EDITOR_LIMITS.productsPerCollection,
                }),
              },
            });
          }
        }
        upsert.run(
          product.id,
          JSON.stringify(product),
          (current ?? 0) + 1,
          nextPosition.get()?.position ?? 1,
          now(),
        );
        for (const variant of product.variants) {
          const unlimited = variant.unlimited || isAlwaysInStock(product.productType);
          setStock.run(product.id, variant.sku, variant.qtyInStock, unlimited ? 1 : 0);
        }
      })();
      const index = catalogue.products.findIndex((p) => p.id === product.id);
      if (index === -1) catalogue.products.push(product);
      else catalogue.products[index] = product;
      return editable(product);
    },

    find(id: string): Product | undefined {
      return catalogue.products.find((product) => product.id === id);
    },

    newId(): string {
      return `prod-${randomBytes(6).toString('hex')}`;
    },
  };
}
