/**
 * The quick view's product call and its schemas, shared with the mock server, which validates
 * request parameters with them. (The subscription cart token is in `cart-entries.ts`.)
 */
import { lazySchema, z } from './zod';
import type { ApiClient } from './client';
import { AdditionalFieldSchema } from './additional-field';
import { MoneySchema } from './money';

/** Path parameter of the product calls: a product id. */
export const ProductIdParamSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(200)),
  }),
);

/** One variant of a product view; money in minor units like every money value of the API. */
export const ProductViewVariantSchema = lazySchema(() =>
  z.object({
    sku: z.string(),
    attributes: z.record(z.string(), z.string()),
    priceMoney: MoneySchema,
    salePriceMoney: z.nullable(MoneySchema),
    onSale: z.boolean(),
    unlimited: z.boolean(),
    qtyInStock: z.int().check(z.nonnegative()),
  }),
);
export type ProductViewVariant = z.infer<typeof ProductViewVariantSchema>;

/**
 * `GET /api/commerce/products/{id}`: what a quick view shows of a product (section 3's product
 * fields), with the store setting the quantity rule needs.
 */
export const ProductViewSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    /** The product page, e.g. `/products/classic-tee`. */
    url: z.string(),
    collectionId: z.nullable(z.string()),
    productType: z.int().check(z.gte(1), z.lte(5)),
    isSubscribable: z.boolean(),
    useCustomAddButtonText: z.boolean(),
    customAddButtonText: z.nullable(z.string()),
    variantOptionOrdering: z.array(z.string()),
    variants: z.array(ProductViewVariantSchema).check(z.minLength(1)),
    /** The extra-fields form to fill before adding (with its id, as the product's data carries it). */
    additionalFieldsFormId: z.nullable(z.string()),
    additionalFieldsForm: z.nullable(
      z.object({ name: z.optional(z.string()), fields: z.array(AdditionalFieldSchema) }),
    ),
    multipleQuantityAllowedForServices: z.boolean(),
  }),
);
export type ProductView = z.infer<typeof ProductViewSchema>;

/** The quick view's product. @throws ApiError subclasses */
export function getProductView(api: ApiClient, id: string): Promise<ProductView> {
  return api.request('GET', `api/commerce/products/${encodeURIComponent(id)}`, ProductViewSchema);
}
