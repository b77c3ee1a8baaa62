/**
 * The console's catalogue calls: the product editor's draft (what the console sends; the mock
 * server validates with the same schema), the editor limits of the templates document
 * (section 9), and turning the editor's decimal prices into the API's minor units.
 */
import { minorUnitDigits } from '../commerce/currencies';
import { decimalText, movePoint, parseDecimal } from '../commerce/money';
import { canBeSubscribedTo, ProductType } from '../commerce/product-type';
import { consoleTexts } from '../i18n/console-texts';
import { format } from '../i18n/messages';
import { TAG_MAX_LENGTH, tagExistsText, tagKey } from '../editor/tags';
import type { ApiClient } from './client';
import { z } from './zod';

/** The editor limits of the templates document, section 9. */
export const EDITOR_LIMITS = {
  productsPerCollection: 200,
  nestedCategories: 10_000,
  userOrderableItems: 250,
  blocksPerLayout: 60,
  tracksPerAlbum: 60,
} as const;

export const OWNER_PRODUCTS_PATH = 'api/owner/catalogue/products';

/** The four product types the editor creates (a paywall is not a catalogue product). */
export const EDITABLE_PRODUCT_TYPES = [
  ProductType.physical,
  ProductType.digital,
  ProductType.service,
  ProductType.giftCard,
] as const;

export const BILLING_UNITS = ['WEEK', 'MONTH', 'YEAR'] as const;

/** The documents' '{val} is not one of the expected options', for any value. */
const notAnOption = (input: unknown) =>
  format(consoleTexts.notAnOption, {
    val: typeof input === 'string' ? input : JSON.stringify(input),
  });

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max));

/** A price the owner typed: a plain decimal, e.g. `25` or `25.00`. */
export const PRICE_PATTERN = /^\d{1,9}(?:\.\d{1,3})?$/;
const price = z.string().check(z.trim(), z.regex(PRICE_PATTERN, 'Enter a price such as 25.00'));

export const VariantDraftSchema = z.object({
  sku: required(64),
  /** Option name -> value, e.g. `{ Color: 'Black' }`; `{}` for a single variant. */
  attributes: z.record(required(60), required(60)),
  price,
  /** '' for none. */
  salePrice: z.union([z.literal(''), price]),
  onSale: z.boolean(),
  unlimited: z.boolean(),
  qtyInStock: z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)),
});
export type VariantDraft = z.infer<typeof VariantDraftSchema>;

/** The fields the editor edits, without the rules across fields. */
const ProductFieldsSchema = z.object({
  /** The version the owner started from; null for a new product. */
  version: z.nullable(z.number().check(z.int(), z.positive())),
  name: required(200),
  urlSlug: z
    .string()
    .check(
      z.trim(),
      z.maxLength(100),
      z.regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lowercase letters, digits and dashes'),
    ),
  description: text(5000),
  productType: z.union(
    EDITABLE_PRODUCT_TYPES.map((type) => z.literal(type)),
    { error: (issue) => notAnOption(issue.input) },
  ),
  collectionId: required(100),
  isSubscribable: z.boolean(),
  subscriptionPlan: z.nullable(
    z.object({
      billingPeriod: z.object({
        value: z.number().check(z.int(), z.minimum(1), z.maximum(52)),
        unit: z.enum(BILLING_UNITS, { error: (issue) => notAnOption(issue.input) }),
      }),
      /** 0 renews indefinitely. */
      numBillingCycles: z.number().check(z.int(), z.minimum(0), z.maximum(1000)),
    }),
  ),
  variants: z.array(VariantDraftSchema).check(z.minLength(1), z.maxLength(250)),
  /** Its picture: an image file of the file manager, or null for the demo's generated one. */
  imageFileId: z._default(z.nullable(z.string().check(z.maxLength(100))), null),
  /** The store categories the product is listed under (the documents' 25 characters each). */
  categories: z._default(z.array(required(TAG_MAX_LENGTH.categories)).check(z.maxLength(50)), []),
});

export const ProductDraftSchema = ProductFieldsSchema.check(
  z.superRefine((draft, ctx) => {
    if (draft.isSubscribable && !canBeSubscribedTo(draft.productType)) {
      ctx.addIssue({
        code: 'custom',
        path: ['isSubscribable'],
        message: consoleTexts.onlyPhysicalOrService,
        input: draft.isSubscribable,
      });
    }
    if (draft.isSubscribable && !draft.subscriptionPlan) {
      ctx.addIssue({
        code: 'custom',
        path: ['subscriptionPlan'],
        message: 'Required',
        input: null,
      });
    }
    const categories = new Set<string>();
    draft.categories.forEach((name, index) => {
      if (categories.has(tagKey(name))) {
        ctx.addIssue({
          code: 'custom',
          path: ['categories', index],
          message: tagExistsText('categories'),
          input: name,
        });
      }
      categories.add(tagKey(name));
    });
    const skus = new Set<string>();
    draft.variants.forEach((variant, index) => {
      if (skus.has(variant.sku)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'sku'],
          message: consoleTexts.duplicateSku,
          input: variant.sku,
        });
      }
      skus.add(variant.sku);
      if (variant.onSale && variant.salePrice === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'salePrice'],
          message: consoleTexts.salePriceNeeded,
          input: variant.salePrice,
        });
      }
    });
  }),
);
export type ProductDraft = z.infer<typeof ProductDraftSchema>;

/** A product as the console edits it: the draft with its id and saved version. */
export const EditableProductSchema = z.extend(ProductFieldsSchema, {
  id: z.string(),
  version: z.number(),
});
export type EditableProduct = z.infer<typeof EditableProductSchema>;

export const ProductListSchema = z.object({
  products: z.array(EditableProductSchema),
  collections: z.array(z.string()),
  currency: z.string(),
});
export type ProductList = z.infer<typeof ProductListSchema>;

/** The console's catalogue calls. */
export function ownerCatalogueApi(api: ApiClient) {
  return {
    list: () => api.request('GET', OWNER_PRODUCTS_PATH, ProductListSchema),
    create: (draft: ProductDraft) =>
      api.request('POST', OWNER_PRODUCTS_PATH, EditableProductSchema, { json: draft }),
    save: (id: string, draft: ProductDraft) =>
      api.request(
        'PUT',
        `${OWNER_PRODUCTS_PATH}/${encodeURIComponent(id)}`,
        EditableProductSchema,
        {
          json: draft,
        },
      ),
  };
}
export type OwnerCatalogueApi = ReturnType<typeof ownerCatalogueApi>;

/**
 * A decimal the owner typed as minor units of `currency`; undefined when it has more places
 * than the currency has.
 * @example decimalToMinor('25.5', 'USD') // '2550'
 */
export function decimalToMinor(value: string, currency: string): string | undefined {
  const decimal = parseDecimal(value);
  if (!decimal) return undefined;
  const minor = movePoint(decimal, minorUnitDigits(currency));
  return minor.frac === '' ? decimalText(minor) : undefined;
}
