/** The owner's analytics figures (`GET /api/analytics/owner/summary`) and their schema. */
import type { ApiClient } from './client';
import { z } from './zod';

/** The owner's figures for the analytics page. */
export const OWNER_SUMMARY_PATH = '/api/analytics/owner/summary';

const Count = z.number().check(z.nonnegative());
const PercentilesSchema = z.object({
  count: Count,
  p50: z.number(),
  p75: z.number(),
  p95: z.number(),
});

export const OwnerSummarySchema = z.object({
  days: z.array(
    z.object({ day: z.string(), visits: Count, pageViews: Count, revenue: z.number() }),
  ),
  funnel: z.object({ productViews: Count, adds: Count, checkouts: Count, purchases: Count }),
  topProducts: z.array(
    z.object({ itemId: z.string(), title: z.string(), views: Count, adds: Count }),
  ),
  revenue: z.object({ total: z.number(), currency: z.string(), orders: Count }),
  vitals: z.record(z.string(), PercentilesSchema),
  errors: z.array(z.object({ message: z.string(), filename: z.string(), timestamp: z.number() })),
});
export type OwnerSummary = z.infer<typeof OwnerSummarySchema>;

/** @throws ApiError subclasses (401 when the visitor is not the owner) */
export function getOwnerSummary(api: ApiClient): Promise<OwnerSummary> {
  return api.request('GET', OWNER_SUMMARY_PATH.slice(1), OwnerSummarySchema);
}
