/**
 * A buyer's review as the review request page sends it, checked by the page and by the mock
 * server with this one schema (the limits of `commerce/reviews.ts`), and the call that sends it.
 * Only that page loads it; a product page's reviews list needs `reviews.ts` only.
 */
import { REVIEW_LIMITS } from '../commerce/reviews';
import type { ApiClient } from './client';
import { REVIEWS_PATH, ReviewSchema, type Review } from './reviews';
import { lazySchema, z } from './zod';

const text = (min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

export const ReviewRequestSchema = lazySchema(() =>
  z.object({
    productId: z.string().check(z.minLength(1), z.maxLength(200)),
    name: text(1, REVIEW_LIMITS.nameMax),
    rating: z
      .number()
      .check(z.int(), z.gte(REVIEW_LIMITS.ratingMin), z.lte(REVIEW_LIMITS.ratingMax)),
    title: text(0, REVIEW_LIMITS.titleMax),
    body: text(1, REVIEW_LIMITS.bodyMax),
  }),
);
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>;

/** Sends a buyer's review. @throws ApiError subclasses (400 with `errors` by field) */
export const submitReview = (api: ApiClient, review: ReviewRequest): Promise<Review> =>
  api.request('POST', REVIEWS_PATH, ReviewSchema, { json: review });
