/**
 * Restock signups (sections 3, 7 and 8), the merchant's side: the lists of signup groups and
 * signups (cursor-paged) and the two send calls. Shared with the mock server. The visitor's
 * signup, which a product page loads, is `./restock-signup`.
 */
import { lazySchema, z } from './zod';
import type { ApiClient } from './client';
import { RESTOCK_PATH as PATH } from './restock-signup';

export const ProductVariantSchema = lazySchema(() =>
  z.object({
    productId: z.string().check(z.minLength(1), z.maxLength(200)),
    variantId: z.string().check(z.minLength(1), z.maxLength(200)),
  }),
);
export type ProductVariant = z.infer<typeof ProductVariantSchema>;
export const SendAllRequestSchema = lazySchema(() =>
  z.object({
    sendRequests: z.array(ProductVariantSchema).check(z.minLength(1), z.maxLength(100)),
  }),
);

export const SignUpGroupSchema = lazySchema(() =>
  z.object({
    productId: z.string(),
    variantId: z.string(),
    productName: z.string(),
    /** The variant's option values, e.g. 'Black / M'; empty for a single-variant product. */
    variantLabel: z.string(),
    /** Signups not yet notified. */
    pendingCount: z.int().check(z.nonnegative()),
    totalCount: z.int().check(z.nonnegative()),
    inStock: z.boolean(),
  }),
);
export type SignUpGroup = z.infer<typeof SignUpGroupSchema>;

export const SignUpSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    isJoinMailingList: z.boolean(),
    language: z.nullable(z.string()),
    created: z.number(),
    notifiedAt: z.nullable(z.number()),
  }),
);
export type SignUp = z.infer<typeof SignUpSchema>;

const page = { hasNextPage: z.boolean(), nextPageCursor: z.nullable(z.string()) };
export const SignUpGroupsPageSchema = lazySchema(() =>
  z.object({
    signUpGroups: z.array(SignUpGroupSchema),
    ...page,
  }),
);
export const SignUpsPageSchema = lazySchema(() =>
  z.object({ signUps: z.array(SignUpSchema), ...page }),
);
export const SendResponseSchema = lazySchema(() =>
  z.object({ sent: z.int().check(z.nonnegative()) }),
);

/** Follows `nextPageCursor` until `hasNextPage` is false, concatenating the pages. */
async function allPages<T>(
  load: (cursor: string | undefined) => Promise<{
    items: T[];
    hasNextPage: boolean;
    nextPageCursor: string | null;
  }>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 1000; guard += 1) {
    const pageResult = await load(cursor);
    items.push(...pageResult.items);
    if (!pageResult.hasNextPage || !pageResult.nextPageCursor) break;
    cursor = pageResult.nextPageCursor;
  }
  return items;
}

export function restockApi(api: ApiClient) {
  return {
    /** Every signup group, following the cursors to the end. */
    groups: () =>
      allPages(async (cursor) => {
        const result = await api.request('GET', `${PATH}/groups`, SignUpGroupsPageSchema, {
          searchParams: cursor ? { cursor } : {},
        });
        return { ...result, items: result.signUpGroups };
      }),
    /** Every signup of one product variant, following the cursors to the end. */
    signUps: ({ productId, variantId }: ProductVariant) =>
      allPages(async (cursor) => {
        const result = await api.request('GET', PATH, SignUpsPageSchema, {
          searchParams: { productId, variantId, ...(cursor ? { cursor } : {}) },
        });
        return { ...result, items: result.signUps };
      }),
    send: (request: ProductVariant) =>
      api.request('POST', `${PATH}/send`, SendResponseSchema, { json: request }),
    sendAll: (sendRequests: ProductVariant[]) =>
      api.request('POST', `${PATH}/send/all`, SendResponseSchema, { json: { sendRequests } }),
  };
}
export type RestockApi = ReturnType<typeof restockApi>;
