/** What the order confirmation page (page type 202) hands the widgets, as a zod schema. */
import { lazySchema, z } from './zod';

import { MoneySchema } from './money';

/** What the order confirmation page (page type 202) hands the widgets, section 3's fields. */
export const OrderConfirmationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    purchasedCartId: z.string(),
    testMode: z.boolean(),
    websiteId: z.string(),
    grandTotal: MoneySchema,
    shippingTotal: MoneySchema,
    taxTotal: MoneySchema,
    items: z.array(
      z.object({
        sku: z.string(),
        productName: z.string(),
        quantity: z.int().check(z.positive()),
        unitPrice: MoneySchema,
      }),
    ),
  }),
);
export type OrderConfirmation = z.infer<typeof OrderConfirmationSchema>;
