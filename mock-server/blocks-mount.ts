/**
 * The `/api` routes of the visitor blocks (product reviews), as one set: `createApp` mounts it
 * with one line. The review settings come from `fixtures/blocks.json` unless a test gives its own.
 */
import { Hono } from 'hono';
import type { ReviewDisplaySettings } from '../src/commerce/reviews';
import type { Catalogue } from './catalogue/fixtures';
import type { Db } from './db';
import { createReviewRepository } from './repositories/reviews';
import { loadBlockFixtures } from './routes/blocks';
import { reviewRoutes } from './routes/reviews';

export function blockApiRoutes(
  db: Db,
  catalogue: Catalogue,
  now: () => number,
  reviewSettings: ReviewDisplaySettings = loadBlockFixtures().reviewSettings,
): Hono {
  return new Hono().route(
    '/commerce/reviews',
    reviewRoutes(catalogue, createReviewRepository(db), reviewSettings, now),
  );
}
