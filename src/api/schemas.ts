/**
 * Every request and response body of the platform's `/api` calls, as zod schemas.
 *
 * This module is the contract between the widgets and the backend: the client parses every
 * response with these schemas (`src/api/client.ts`) and the mock server validates every request
 * body with the same ones, so the two cannot drift apart. Shapes and names follow section 3 and 7
 * of `storefront-commerce-and-forms.md`; money is always in minor units.
 */
import { QUANTITY_MAX, QUANTITY_MIN } from '../commerce/quantity';
import { lazySchema, z } from './zod';

export const ChosenVariantSchema = lazySchema(() =>
  z.object({
    sku: z.nullable(z.string()),
    attributes: z.record(z.string(), z.string()),
  }),
);
export type ChosenVariant = z.infer<typeof ChosenVariantSchema>;

export const CartEntrySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    itemId: z.string(),
    quantity: z.int().check(z.positive()),
    chosenVariant: ChosenVariantSchema,
    additionalFields: z.nullable(z.string()),
    title: z.string(),
    /** Line total in minor units. */
    subTotal: z.int(),
    purchasePriceCents: z.int(),
    /**
     * The product type (1 physical, 2 digital, 3 service, 4 gift card, 5 paywall). Not in the
     * documents' entry list; our backend adds it so the cart can tell physical items apart
     * (installment eligibility). Optional: a platform response without it still parses.
     */
    productType: z.optional(z.int()),
  }),
);
export type CartEntry = z.infer<typeof CartEntrySchema>;

export const ShippingOptionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    priceCents: z.int(),
  }),
);

export const CouponSchema = lazySchema(() =>
  z.object({ code: z.string(), discountCents: z.int() }),
);

export const ShoppingCartSchema = lazySchema(() =>
  z.object({
    /** Null until the visitor has added something. */
    id: z.nullable(z.string()),
    websiteId: z.string(),
    orderId: z.nullable(z.string()),
    created: z.number(),
    isPurchased: z.boolean(),
    entries: z.array(CartEntrySchema),
    shippingOptions: z.array(ShippingOptionSchema),
    selectedShippingOption: z.nullable(ShippingOptionSchema),
    shippingLocation: z.nullable(z.record(z.string(), z.string())),
    applicableTaxRules: z.array(z.object({ name: z.string(), rate: z.number() })),
    coupons: z.array(CouponSchema),
    validCoupons: z.array(CouponSchema),
    invalidCoupons: z.array(CouponSchema),
    subtotalCents: z.int(),
    taxCents: z.int(),
    shippingCostCents: z.int(),
    discountCents: z.int(),
    grandTotalCents: z.int(),
    totalQuantity: z.int().check(z.nonnegative()),
    hasDigital: z.boolean(),
    purelyDigital: z.boolean(),
    requiresShipping: z.boolean(),
    /**
     * The store's minimum order subtotal for checkout, in minor units (the commerce document's
     * 'To check out, your order subtotal must be {subtotal} or more.'). Not in the documents'
     * field list: our backend sends it with the cart so the cart page and the checkout agree.
     */
    minimumSubtotalCents: z.optional(z.nullable(z.int().check(z.nonnegative()))),
  }),
);
export type ShoppingCart = z.infer<typeof ShoppingCartSchema>;

/** `GET /api/commerce/shopping-cart` query. */
export const GetCartQuerySchema = lazySchema(() =>
  z.object({
    mock: z.optional(z.enum(['true', 'false'])),
    timecode: z.optional(z.string()),
    calculateSubtotal: z.optional(z.enum(['true', 'false'])),
  }),
);

/** `POST /api/commerce/shopping-cart/entries` body. */
export const AddEntryRequestSchema = lazySchema(() =>
  z.object({
    itemId: z.string().check(z.minLength(1)),
    sku: z.nullable(z.string().check(z.minLength(1))),
    quantity: z.int().check(z.gte(QUANTITY_MIN), z.lte(QUANTITY_MAX)),
    /** The extra-fields form values as JSON text, or null. */
    additionalFields: z.nullable(z.string()),
  }),
);
export type AddEntryRequest = z.infer<typeof AddEntryRequestSchema>;

export const AddEntryResponseSchema = lazySchema(() =>
  z.object({
    shoppingCart: ShoppingCartSchema,
    newlyAdded: CartEntrySchema,
  }),
);
export type AddEntryResponse = z.infer<typeof AddEntryResponseSchema>;

/** The path parameter of the entry calls. */
export const EntryParamSchema = lazySchema(() =>
  z.object({ entryId: z.string().check(z.minLength(1)) }),
);

/** `PUT /api/commerce/shopping-cart/entries/{entryId}` body: the entry's new quantity. */
export const UpdateQuantityRequestSchema = lazySchema(() =>
  z.object({
    quantity: z.int().check(z.gte(QUANTITY_MIN), z.lte(QUANTITY_MAX)),
  }),
);
export type UpdateQuantityRequest = z.infer<typeof UpdateQuantityRequestSchema>;

/**
 * `PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields` body. `additionalFields`
 * is JSON text of an object mapping each field's label to its value.
 */
export const UpdateAdditionalFieldsRequestSchema = lazySchema(() =>
  z.object({
    itemId: z.string().check(z.minLength(1)),
    sku: z.nullable(z.string().check(z.minLength(1))),
    additionalFields: z.string(),
  }),
);
export type UpdateAdditionalFieldsRequest = z.infer<typeof UpdateAdditionalFieldsRequestSchema>;

/** `GET /api/commerce/inventory/stock` query. */
export const StockQuerySchema = lazySchema(() =>
  z.object({ itemId: z.string().check(z.minLength(1)) }),
);

/**
 * One result per variant. `sku` and `attributes` let the client map the shopper's chosen
 * option values to the variant whose stock this is.
 */
export const StockResultSchema = lazySchema(() =>
  z.object({
    sku: z.string(),
    attributes: z.record(z.string(), z.string()),
    unlimited: z.boolean(),
    qtyInStock: z.int().check(z.nonnegative()),
  }),
);
export type StockResult = z.infer<typeof StockResultSchema>;

export const StockResponseSchema = lazySchema(() =>
  z.object({ results: z.array(StockResultSchema) }),
);
export type StockResponse = z.infer<typeof StockResponseSchema>;
