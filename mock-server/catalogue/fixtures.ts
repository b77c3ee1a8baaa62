/**
 * The mock server's catalogue: the zod schema of the JSON fixture file and its loader.
 *
 * Money is in minor units (`"2500"` is $25.00), like every money value of the API. The file is
 * validated once at start-up; a bad file stops the server with every problem named by its path
 * (`products[2].variants[0].priceMoney.value: must be a whole number of minor units`).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CURRENCY_CODES } from '../../src/commerce/currencies';
import { canBeSubscribedTo } from '../../src/commerce/product-type';
import { FormDefinitionSchema } from '../../src/api/forms';
import { CouponSchema, ShippingOptionSchema } from '../../src/api/schemas';
import { AdditionalFieldSchema } from '../../src/api/additional-field';
import { MoneySchema } from '../../src/api/money';
import { DEFAULT_TIME_ZONE } from '../../src/template/i18n/zone';
import { formatPath } from '../issue-path';
import { MemberAreaSchema, SiteUserFixtureSchema } from './site-users';

const WebsiteSchema = z.object({
  id: z.string().min(1),
  /** @default 'USD' */
  currency: z
    .enum(CURRENCY_CODES, { error: `must be one of ${CURRENCY_CODES.join(', ')}` })
    .default('USD'),
  /** @default 'en-US' */
  locale: z.string().min(2).default('en-US'),
  /** The site's time zone. @default 'America/New_York' (the documents' default) */
  timeZone: z.string().min(1).default(DEFAULT_TIME_ZONE),
  /** @default true */
  multipleQuantityAllowedForServices: z.boolean().default(true),
  /** A null site key means no captcha: restock forms render without a captcha container. */
  captchaSettings: z.object({ siteKey: z.string().min(1).nullable() }).default({ siteKey: null }),
});

const NonNegativeMoneySchema = z
  .object(MoneySchema.shape)
  .refine((money) => !money.value.startsWith('-'), {
    error: 'must not be negative',
    path: ['value'],
  });

const VariantSchema = z.object({
  sku: z.string().min(1),
  /** Option name -> option value, e.g. `{ "Color": "Black", "Size": "M" }`; `{}` for a single variant. */
  attributes: z.record(z.string(), z.string()).default({}),
  priceMoney: NonNegativeMoneySchema,
  salePriceMoney: NonNegativeMoneySchema.optional(),
  /** @default false */
  onSale: z.boolean().default(false),
  /** @default false */
  unlimited: z.boolean().default(false),
  /** @default 0 */
  qtyInStock: z.number().int().nonnegative().default(0),
});

const SubscriptionPlanSchema = z.object({
  billingPeriod: z.object({
    value: z.number().int().positive(),
    unit: z.enum(['WEEK', 'MONTH', 'YEAR']),
  }),
  /** 0 means the subscription renews indefinitely. @default 0 */
  numBillingCycles: z.number().int().nonnegative().default(0),
});

const MerchandisingContextSchema = z.object({
  scarcityEnabled: z.boolean().default(false),
  scarcityText: z.string().optional(),
  scarcityShownByDefault: z.boolean().optional(),
  scarcityTemplateViews: z.array(z.record(z.string(), z.unknown())).optional(),
  customSoldOutText: z.string().optional(),
  /** One restock sign-up form per view; `variantId` is the variant's sku. */
  restockNotificationViews: z
    .array(z.object({ variantId: z.string().min(1), hiddenByDefault: z.boolean().default(false) }))
    .optional(),
  restockNotificationMessages: z
    .object({
      buttonText: z.string(),
      CTAText: z.string(),
      placeholderText: z.string(),
      mailingListDescription: z.string(),
    })
    .partial()
    .optional(),
  mailingListSignUpEnabled: z.boolean().default(false),
  mailingListOptInByDefault: z.boolean().default(false),
});

export const ProductSchema = z
  .object({
    id: z.string().min(1),
    collectionId: z.string().min(1),
    name: z.string().min(1),
    /** Plain text shown on the product's page (the item's excerpt). */
    description: z.string().optional(),
    /** The store categories it is listed under (the console's catalogue sets them). */
    categories: z.array(z.string().min(1).max(25)).optional(),
    /** Its picture: an image the owner uploaded (`/files/<id>`); else the demo's generated one. */
    imageFileId: z.string().optional(),
    urlSlug: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes'),
    productType: z.literal([1, 2, 3, 4, 5], {
      error: 'must be 1 (physical), 2 (digital), 3 (service), 4 (gift card) or 5 (paywall)',
    }),
    /** @default false */
    isSubscribable: z.boolean().default(false),
    subscriptionPlan: SubscriptionPlanSchema.optional(),
    /** @default false */
    useCustomAddButtonText: z.boolean().default(false),
    customAddButtonText: z.string().optional(),
    /** Option names in display order; defaults to the first variant's attribute order. */
    variantOptionOrdering: z.array(z.string()).optional(),
    variants: z.array(VariantSchema).min(1, 'a product needs at least one variant'),
    /** The extra-fields form shoppers fill in when adding it (and edit in the cart). */
    additionalFieldsForm: z.object({ fields: z.array(AdditionalFieldSchema).min(1) }).optional(),
    merchandising: MerchandisingContextSchema.optional(),
  })
  .superRefine((product, ctx) => {
    const skus = new Set<string>();
    product.variants.forEach((variant, index) => {
      if (skus.has(variant.sku)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'sku'],
          message: 'duplicate sku',
        });
      }
      skus.add(variant.sku);
      if (variant.onSale && !variant.salePriceMoney) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'salePriceMoney'],
          message: 'required when onSale is true',
        });
      }
    });
    if (product.isSubscribable) {
      if (!canBeSubscribedTo(product.productType)) {
        ctx.addIssue({
          code: 'custom',
          path: ['isSubscribable'],
          message: 'only physical (1) and service (3) products can be subscribed to',
        });
      }
      if (!product.subscriptionPlan) {
        ctx.addIssue({
          code: 'custom',
          path: ['subscriptionPlan'],
          message: 'required when isSubscribable is true',
        });
      }
    }
  });

/**
 * The store's pricing settings (fixture key `store`): shipping options offered to carts that
 * need shipping (the first is preselected), tax rules applied to the discounted subtotal,
 * coupon codes, and the minimum subtotal to check out.
 */
export const StoreSettingsSchema = z.object({
  shippingOptions: z.array(ShippingOptionSchema).default([]),
  /** `rate` is a fraction: 0.08 is 8 %. */
  taxRules: z
    .array(z.object({ name: z.string().min(1), rate: z.number().min(0).max(1) }))
    .default([]),
  coupons: z
    .array(z.object({ ...CouponSchema.shape, discountCents: z.number().int().positive() }))
    .default([]),
  minimumSubtotalCents: z.number().int().nonnegative().nullable().default(null),
});
export type StoreSettings = z.infer<typeof StoreSettingsSchema>;

/** The whole fixture file. */
export const FixtureFileSchema = z
  .object({
    website: WebsiteSchema,
    products: z.array(ProductSchema),
    /** Shipping options, tax rules, coupons and the checkout minimum. */
    store: StoreSettingsSchema.default({
      shippingOptions: [],
      taxRules: [],
      coupons: [],
      minimumSubtotalCents: null,
    }),
    /** Website forms (form blocks and newsletter blocks). */
    forms: z.array(FormDefinitionSchema).default([]),
    /** Demo site-user accounts (seeded into the database, kept across restarts). */
    siteUsers: z.array(SiteUserFixtureSchema).default([]),
    /** Member areas and their member-only pages (page types 103, 105, 106). */
    memberAreas: z.array(MemberAreaSchema).default([]),
  })
  .superRefine((file, ctx) => {
    const ids = new Map<string, number>();
    const slugs = new Map<string, number>();
    file.products.forEach((product, index) => {
      if (ids.has(product.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['products', index, 'id'],
          message: 'duplicate product id',
        });
      }
      if (slugs.has(product.urlSlug)) {
        ctx.addIssue({
          code: 'custom',
          path: ['products', index, 'urlSlug'],
          message: 'duplicate urlSlug',
        });
      }
      ids.set(product.id, index);
      slugs.set(product.urlSlug, index);
      product.variants.forEach((variant, v) => {
        for (const key of ['priceMoney', 'salePriceMoney'] as const) {
          const money = variant[key];
          if (money && money.currency !== file.website.currency) {
            ctx.addIssue({
              code: 'custom',
              path: ['products', index, 'variants', v, key, 'currency'],
              message: `must be the website currency ${file.website.currency}`,
            });
          }
        }
      });
    });
    const emails = new Set<string>();
    const areas = new Set(file.memberAreas.map((area) => area.id));
    file.siteUsers.forEach((user, index) => {
      const email = user.email.toLowerCase();
      if (emails.has(email)) {
        ctx.addIssue({
          code: 'custom',
          path: ['siteUsers', index, 'email'],
          message: 'duplicate email',
        });
      }
      emails.add(email);
      user.memberAreas.forEach((area, a) => {
        if (!areas.has(area)) {
          ctx.addIssue({
            code: 'custom',
            path: ['siteUsers', index, 'memberAreas', a],
            message: 'no member area with this id',
          });
        }
      });
    });
  });

export type Catalogue = z.infer<typeof FixtureFileSchema>;
export type Product = Catalogue['products'][number];
export type Variant = Product['variants'][number];
export type Website = Catalogue['website'];

/** The built-in demo catalogue. */
export const DEMO_FIXTURES_PATH = new URL('../fixtures/demo.json', import.meta.url).pathname;

/** A fixture file that cannot be used; the message names the file and every bad path. */
export class FixtureError extends Error {
  override name = 'FixtureError';
}

/** Validates parsed JSON as a fixture file; `source` names it in the error. */
export function parseFixtures(json: unknown, source: string): Catalogue {
  const result = FixtureFileSchema.safeParse(json);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${formatPath(issue.path)}: ${issue.message}`);
  return failWith(`Invalid fixture file ${source}:\n${lines.join('\n')}`);
}

/** Reads and validates a fixture file. @throws FixtureError */
export function loadFixtures(file: string = DEMO_FIXTURES_PATH): Catalogue {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    return failWith(`Cannot read fixture file ${file}: ${(cause as Error).message}`, cause);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    return failWith(`Fixture file ${file} is not valid JSON: ${(cause as Error).message}`, cause);
  }
  return parseFixtures(json, file);
}

function failWith(message: string, cause?: unknown): never {
  throw new FixtureError(message, cause === undefined ? undefined : { cause });
}
