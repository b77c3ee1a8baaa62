import { z } from 'zod';

/** `data-*` flags are present-or-"true"/"false" strings. */
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const cents = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/**
 * The installment context a template writes on the hook element (section 3, "Installment
 * context per product"), as `data-*` attributes. See the README's hook contract.
 */
const HookSchema = z.object({
  storefrontInstallments: z.enum(['product', 'cart', '']).default(''),
  itemId: z.string().min(1).optional(),
  /** The product's price in minor units, used until a variant is chosen or without a selector. */
  price: cents.optional(),
  currency: z.string().length(3).optional(),
  productType: z.coerce.number().int().default(1),
  afterpayAvailable: flag.default(true),
  afterpayMin: cents,
  afterpayMax: cents,
  stripeAccountCountry: z.string().length(2),
  shopperLanguage: z.string().min(2).optional(),
  installmentCount: z.coerce.number().int().min(2).max(12).optional(),
});

export type InstallmentContext =
  | (InstallmentSettings & { kind: 'product'; itemId: string; priceCents: number })
  | (InstallmentSettings & { kind: 'cart' });

interface InstallmentSettings {
  available: boolean;
  productType: number;
  minCents: number;
  maxCents: number;
  country: string;
  language: string | undefined;
  currency: string | undefined;
  count: number | undefined;
}

/**
 * Reads the hook's context. A product hook needs `data-item-id` and `data-price`; a cart hook
 * (`data-storefront-installments="cart"`) reads the cart instead.
 * @throws Error naming every bad attribute, for the site owner's console.
 */
export function readInstallmentContext(element: HTMLElement): InstallmentContext {
  const parsed = HookSchema.safeParse({ ...element.dataset });
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `data-${kebab(String(issue.path[0]))}: ${issue.message}`,
    );
    throw new Error(`invalid installment hook (${problems.join('; ')})`);
  }
  const data = parsed.data;
  const settings: InstallmentSettings = {
    available: data.afterpayAvailable,
    productType: data.productType,
    minCents: data.afterpayMin,
    maxCents: data.afterpayMax,
    country: data.stripeAccountCountry,
    language: data.shopperLanguage,
    currency: data.currency,
    count: data.installmentCount,
  };
  if (data.storefrontInstallments === 'cart') return { ...settings, kind: 'cart' };
  if (data.itemId === undefined || data.price === undefined) {
    throw new Error('invalid installment hook (a product hook needs data-item-id and data-price)');
  }
  return { ...settings, kind: 'product', itemId: data.itemId, priceCents: data.price };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
