/** Money as every `/api` body carries it: a whole number of minor units as text, and its currency. */
import { lazySchema, z } from './zod';

/** A money value: `value` is a string of minor units (cents), `currency` an ISO 4217 code. */
export const MoneySchema = lazySchema(() =>
  z.object({
    value: z.string().check(z.regex(/^-?\d+$/, 'must be a whole number of minor units')),
    currency: z.string().check(z.length(3)),
  }),
);
export type Money = z.infer<typeof MoneySchema>;
