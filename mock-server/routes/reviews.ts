/**
 * Product reviews (`/api/commerce/reviews`): a product's reviews with their average and count,
 * none while the store settings hide reviews (`reviewsShown`); a buyer's new review, validated
 * with the shared schema (400 with the field errors), for catalogue products only.
 */
import { Hono } from 'hono';
import { ReviewRequestSchema } from '../../src/api/review-request';
import type { ReviewList } from '../../src/api/reviews';
import {
  averageRating,
  reviewsShown,
  type ReviewDisplaySettings,
} from '../../src/commerce/reviews';
import type { Catalogue } from '../catalogue/fixtures';
import { findProduct } from '../catalogue/products';
import { ErrorResponse, MESSAGES } from '../errors';
import { validateJson } from '../middleware/validate';
import type { ReviewRepository } from '../repositories/reviews';

export function reviewRoutes(
  catalogue: Catalogue,
  reviews: ReviewRepository,
  settings: ReviewDisplaySettings,
  now: () => number,
): Hono {
  const known = (id: string) => {
    const product = findProduct(catalogue, id);
    if (!product) throw new ErrorResponse(404, { message: MESSAGES.itemNotFound });
    return product;
  };
  return new Hono()
    .get('/:productId', (c) => {
      const product = known(c.req.param('productId'));
      if (!reviewsShown(settings)) {
        return c.json<ReviewList>({ shown: false, average: 0, count: 0, reviews: [] });
      }
      const list = reviews.list(product.id);
      return c.json<ReviewList>({
        shown: true,
        average: averageRating(list.map((r) => r.rating)),
        count: list.length,
        reviews: list,
      });
    })
    .post('/', validateJson(ReviewRequestSchema), (c) => {
      const review = c.req.valid('json');
      known(review.productId);
      return c.json(reviews.add(review, now()), 201);
    });
}
