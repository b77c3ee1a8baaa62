/** Analytics calls appended to SQLite (one row per accepted event, bounded), the tester's summary and the owner's dashboard figures. */
import type { Db } from '../db';

/** Which call an event came with. */
export type AnalyticsCall =
  | 'RecordHit'
  | 'button-click'
  | 'button-render'
  | 'form-render'
  | 'overlay'
  | 'RecordQuickView'
  | 'tracker'
  | 'RecordEvent'
  | 'javascript-error'
  | 'performance';

export interface StoredEvent {
  id: number;
  call: AnalyticsCall;
  name: string;
  payload: unknown;
  received: number;
}

/** Most rows kept; the oldest go first. */
export const ANALYTICS_ROW_LIMIT = 100_000;

export interface Percentiles {
  count: number;
  p50: number;
  p75: number;
  p95: number;
}

/** What the owner's analytics page shows. */
export interface OwnerSummary {
  days: { day: string; visits: number; pageViews: number; revenue: number }[];
  funnel: { productViews: number; adds: number; checkouts: number; purchases: number };
  topProducts: { itemId: string; title: string; views: number; adds: number }[];
  revenue: { total: number; currency: string; orders: number };
  vitals: Record<string, Percentiles>;
  errors: { message: string; filename: string; timestamp: number }[];
}

export interface AnalyticsRepository {
  append(call: AnalyticsCall, name: string, payloads: readonly unknown[]): void;
  /** The tester's summary: counts per call and name, and the latest events. */
  summary(limit?: number): {
    total: number;
    counts: Record<string, number>;
    events: StoredEvent[];
  };
  owner(days?: number): OwnerSummary;
}

type Row = { id: number; call: AnalyticsCall; name: string; payload: string; received: number };

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function createAnalyticsRepository(
  db: Db,
  now: () => number = Date.now,
): AnalyticsRepository {
  const insert = db.prepare<[string, string, string, number]>(
    'INSERT INTO analytics_events (call, name, payload, received) VALUES (?, ?, ?, ?)',
  );
  const prune = db.prepare<[number]>('DELETE FROM analytics_events WHERE id <= ?');
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM analytics_events');
  const counts = db.prepare<[], { call: string; name: string; n: number }>(
    'SELECT call, name, count(*) AS n FROM analytics_events GROUP BY call, name',
  );
  const latest = db.prepare<[number], Row>(
    'SELECT id, call, name, payload, received FROM analytics_events ORDER BY id DESC LIMIT ?',
  );
  const since = db.prepare<[string, number], Row>(
    'SELECT id, call, name, payload, received FROM analytics_events WHERE call = ? AND received >= ? ORDER BY id',
  );
  const recentErrors = db.prepare<[], Row>(
    "SELECT id, call, name, payload, received FROM analytics_events WHERE call = 'javascript-error' ORDER BY id DESC LIMIT 20",
  );
  const appendAll = db.transaction((call: AnalyticsCall, name: string, payloads: unknown[]) => {
    let last = 0;
    for (const payload of payloads) {
      last = Number(insert.run(call, name, JSON.stringify(payload), now()).lastInsertRowid);
    }
    if (last > ANALYTICS_ROW_LIMIT) prune.run(last - ANALYTICS_ROW_LIMIT);
  });
  const parse = (row: Row): StoredEvent => ({
    ...row,
    payload: JSON.parse(row.payload) as unknown,
  });

  return {
    append: (call, name, payloads) => appendAll(call, name, [...payloads]),
    summary(limit = 500) {
      const byName: Record<string, number> = {};
      for (const row of counts.all()) byName[`${row.call}:${row.name}`] = row.n;
      return { total: count.get()?.n ?? 0, counts: byName, events: latest.all(limit).map(parse) };
    },
    owner(days = 30) {
      const from = now() - days * DAY_MS;
      const perDay = new Map<string, { visits: Set<string>; pageViews: number; revenue: number }>();
      const day = (ms: number) => {
        const key = dayOf(ms);
        let entry = perDay.get(key);
        if (!entry) perDay.set(key, (entry = { visits: new Set(), pageViews: 0, revenue: 0 }));
        return entry;
      };
      for (const row of since.all('RecordHit', from)) {
        const hit = record(JSON.parse(row.payload));
        // ss_cvr is id|first|previous|current|count: a visit is the id and its count.
        const [id = '', , , , visit = ''] = str(hit.ss_cvr).split('|');
        const entry = day(row.received);
        entry.pageViews++;
        entry.visits.add(`${id}|${visit}`);
      }
      const sessions = {
        productViews: new Set<string>(),
        adds: new Set<string>(),
        checkouts: new Set<string>(),
        purchases: new Set<string>(),
      };
      const products = new Map<string, { title: string; views: number; adds: number }>();
      const product = (id: string, title: string) => {
        let entry = products.get(id);
        if (!entry) products.set(id, (entry = { title, views: 0, adds: 0 }));
        if (title) entry.title = title;
        return entry;
      };
      let total = 0;
      let orders = 0;
      let currency = '';
      for (const row of since.all('tracker', from)) {
        const event = record(JSON.parse(row.payload));
        const session = str(event.session_id);
        const itemId = str(event.item_id);
        if (row.name === 'commerce_product_view') {
          sessions.productViews.add(session);
          if (itemId) product(itemId, str(event.item_title)).views++;
        } else if (row.name === 'commerce_add_to_cart') {
          sessions.adds.add(session);
          if (itemId) product(itemId, str(event.item_title)).adds++;
        } else if (row.name === 'commerce_checkout_view') sessions.checkouts.add(session);
        else if (row.name === 'commerce_checkout_order_confirmed') {
          sessions.purchases.add(session);
          const value = Number(event.cart_value) || 0;
          total += value;
          orders++;
          currency = str(event.currency_code) || currency;
          day(row.received).revenue += value;
        }
      }
      const metrics = new Map<string, number[]>();
      for (const row of since.all('performance', from)) {
        const value = Number(record(record(JSON.parse(row.payload)).data).value);
        if (!Number.isFinite(value)) continue;
        const list = metrics.get(row.name) ?? [];
        list.push(value);
        metrics.set(row.name, list);
      }
      const vitals: Record<string, Percentiles> = {};
      for (const [name, values] of metrics) {
        const sorted = values.sort((a, b) => a - b);
        vitals[name] = {
          count: sorted.length,
          p50: percentile(sorted, 50),
          p75: percentile(sorted, 75),
          p95: percentile(sorted, 95),
        };
      }
      return {
        days: [...perDay]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([d, e]) => ({
            day: d,
            visits: e.visits.size,
            pageViews: e.pageViews,
            revenue: Math.round(e.revenue * 100) / 100,
          })),
        funnel: {
          productViews: sessions.productViews.size,
          adds: sessions.adds.size,
          checkouts: sessions.checkouts.size,
          purchases: sessions.purchases.size,
        },
        topProducts: [...products]
          .map(([itemId, p]) => ({ itemId, ...p }))
          .sort((a, b) => b.adds - a.adds || b.views - a.views || a.itemId.localeCompare(b.itemId))
          .slice(0, 10),
        revenue: { total: Math.round(total * 100) / 100, currency, orders },
        vitals,
        errors: recentErrors.all().map((row) => {
          const data = record(record(JSON.parse(row.payload)).data);
          return {
            message: str(data.message),
            filename: str(data.filename),
            timestamp: Number(record(JSON.parse(row.payload)).timestamp) || row.received,
          };
        }),
      };
    },
  };
}
