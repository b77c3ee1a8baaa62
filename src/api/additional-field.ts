/** One field of a product's additional-fields form, as the product and entry-form calls carry it. */
import { lazySchema, z } from './zod';

/** One field of a product's additional-fields form. */
export const AdditionalFieldSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    label: z.string().check(z.minLength(1)),
    type: z.enum(['text', 'textarea']),
    required: z.boolean(),
  }),
);
export type AdditionalField = z.infer<typeof AdditionalFieldSchema>;
