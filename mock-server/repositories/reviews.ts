/** Product reviews in SQLite (migration 5): append one, list a product's, oldest first. */
import type { ReviewRequest } from '../../src/api/review-request';
import type { Review } from '../../src/api/reviews';
import type { Db } from '../db';

export interface ReviewRepository {
  add(review: ReviewRequest, now: number): Review;
  list(productId: string): Review[];
}

interface Row {
  id: number;
  product_id: string;
  name: string;
  rating: number;
  title: string;
  body: string;
  created: number;
}

const toReview = (row: Row): Review => ({
  id: row.id,
  productId: row.product_id,
  name: row.name,
  rating: row.rating,
  title: row.title,
  body: row.body,
  created: row.created,
});

export function createReviewRepository(db: Db): ReviewRepository {
  const insert = db.prepare<[string, string, number, string, string, number], Row>(
    `INSERT INTO product_reviews (product_id, name, rating, title, body, created)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING *`,
  );
  const select = db.prepare<[string], Row>(
    'SELECT * FROM product_reviews WHERE product_id = ? ORDER BY id',
  );
  return {
    add: (r, now) =>
      toReview(insert.get(r.productId, r.name, r.rating, r.title, r.body, now) as Row),
    list: (productId) => select.all(productId).map(toReview),
  };
}
