/**
 * Product reviews: a product's reviews with their average and count (the review request page's
 * call and schema are `review-request.ts`). The paths are ours (the documents show none). Shared
 * with the mock server, which validates with the same schemas.
 */
import type { ApiClient } from './client';
import { lazySchema, z } from './zod';

export const ReviewSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    productId: z.string(),
    name: z.string(),
    rating: z.number(),
    title: z.string(),
    body: z.string(),
    /** ms since the epoch. */
    created: z.number(),
  }),
);
export type Review = z.infer<typeof ReviewSchema>;

/** A product's reviews; `shown` false (settings off or kill switch on) comes with none. */
export const ReviewListSchema = lazySchema(() =>
  z.object({
    shown: z.boolean(),
    average: z.number(),
    count: z.number(),
    reviews: z.array(ReviewSchema),
  }),
);
export type ReviewList = z.infer<typeof ReviewListSchema>;

export const REVIEWS_PATH = 'api/commerce/reviews';

/** A product's reviews, with their average and count. @throws ApiError subclasses */
export const listReviews = (api: ApiClient, productId: string): Promise<ReviewList> =>
  api.request('GET', `${REVIEWS_PATH}/${encodeURIComponent(productId)}`, ReviewListSchema);
