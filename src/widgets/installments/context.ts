/** The installments hook's context: its `data-*` attributes, read and checked with one schema. */
import { lazySchema, z } from '../../api/zod';

/**
 * The installment context a template writes on the hook element (section 3, "Installment
 * context per product"), as `data-*` attributes. See the README's hook contract. Built on the
 * first read, not when the chunk loads.
 */
const HookSchema = lazySchema(() => {
  /** `data-*` flags are present-or-"true"/"false" strings. */
  const flag = z.pipe(
    z.enum(['true', 'false']),
    z.transform((value) => value === 'true'),
  );
  const cents = z.coerce.number().check(z.int(), z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER));
  return z.object({
    storefrontInstallments: z._default(z.enum(['product', 'cart', '']), ''),
    itemId: z.optional(z.string().check(z.minLength(1))),
    /** The product's price in minor units, used until a variant is chosen or without a selector. */
    price: z.optional(cents),
    currency: z.optional(z.string().check(z.length(3))),
    productType: z._default(z.coerce.number().check(z.int()), 1),
    afterpayAvailable: z._default(flag, true),
    afterpayMin: cents,
    afterpayMax: cents,
    stripeAccountCountry: z.string().check(z.length(2)),
    shopperLanguage: z.optional(z.string().check(z.minLength(2))),
    installmentCount: z.optional(z.coerce.number().check(z.int(), z.gte(2), z.lte(12))),
  });
});

type Hook = z.infer<typeof HookSchema>;

/**
 * The hook's attributes as read: a cart hook (`data-storefront-installments="cart"`), or a
 * product hook, which has `data-item-id` and `data-price`.
 */
export type InstallmentContext =
  | (Hook & { storefrontInstallments: 'cart' })
  | (Hook & { storefrontInstallments: 'product' | ''; itemId: string; price: number });

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
  if (
    data.storefrontInstallments !== 'cart' &&
    (data.itemId === undefined || data.price === undefined)
  ) {
    throw new Error('invalid installment hook (a product hook needs data-item-id and data-price)');
  }
  return data as InstallmentContext;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
