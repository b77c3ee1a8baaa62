/**
 * Product reviews: a buyer's review from the review request page and a product's reviews with
 * their average and count. The paths are ours (the documents show none). Shared with the mock
 * server, which validates with the same schemas.
 */
import { REVIEW_LIMITS } from '../commerce/reviews';
import type { ApiClient } from './client';
import { z } from './zod';

const text = (min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

export const ReviewRequestSchema = z.object({
  productId: z.string().check(z.minLength(1), z.maxLength(200)),
  name: text(1, REVIEW_LIMITS.nameMax),
  rating: z.number().check(z.int(), z.gte(REVIEW_LIMITS.ratingMin), z.lte(REVIEW_LIMITS.ratingMax)),
  title: text(0, REVIEW_LIMITS.titleMax),
  body: text(1, REVIEW_LIMITS.bodyMax),
});
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>;

export const ReviewSchema = z.object({
  id: z.number(),
  productId: z.string(),
  name: z.string(),
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  /** ms since the epoch. */
  created: z.number(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** A product's reviews; `shown` false (settings off or kill switch on) comes with none. */
export const ReviewListSchema = z.object({
  shown: z.boolean(),
  average: z.number(),
  count: z.number(),
  reviews: z.array(ReviewSchema),
});
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
