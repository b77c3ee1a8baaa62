/**
 * Product reviews: a product's reviews with their average and count, and the call that sends a
 * buyer's review (its request schema is `review-request.ts`). The paths are ours (the documents
 * show none). Shared with the mock server, which validates with the same schemas.
 */
import type { ApiClient } from './client';
import type { ReviewRequest } from './review-request';
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

export function reviewsApi(api: ApiClient) {
  return {
    /** @throws ApiError subclasses */
    list: (productId: string): Promise<ReviewList> =>
      api.request('GET', `${REVIEWS_PATH}/${encodeURIComponent(productId)}`, ReviewListSchema),
    /** @throws ApiError subclasses (400 with `errors` by field) */
    submit: (review: ReviewRequest): Promise<Review> =>
      api.request('POST', REVIEWS_PATH, ReviewSchema, { json: review }),
  };
}
