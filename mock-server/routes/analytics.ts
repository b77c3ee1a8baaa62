/**
 * The analytics collection calls: census (`RecordHit`, button-click/-render, form-render,
 * overlay, `RecordQuickView/{id}`), the newer tracker (`/v1/clanker/events`, its validate
 * call), the older `RecordEvent`, `RecordJavascriptErrors`, `/1/performance/records` and the
 * recording id. Every payload is checked with zod against the shared field lists
 * (`src/api/analytics-contract.ts`): a bad one answers 400 and is not stored. Mounted before
 * the crumb rule, since a beacon cannot carry a header: `RecordEvent` checks the crumb of its
 * form, the error reports their header. Also the owner's figures (behind a guard) and the
 * tester's summary.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  CENSUS_FIELDS,
  COMMERCE_EVENT,
  COMMERCE_FIELDS,
  ERROR_REPORT_LIMITS,
  JAVASCRIPT_ERROR_EVENT,
  MOCK_RECORDING_ID,
  OLDER_TRACKER_FIELDS,
  TRACKER_FIELDS,
} from '../../src/api/analytics-contract';
import { OWNER_SUMMARY_PATH } from '../../src/api/analytics-owner';
import { COOKIE, CRUMB_HEADER } from '../../src/api/cookies';
import { ErrorResponse, MESSAGES } from '../errors';
import { formatPath } from '../issue-path';
import type { Catalogue } from '../catalogue/fixtures';
import { findProduct } from '../catalogue/products';
import type { AnalyticsRepository } from '../repositories/analytics';
import type { QuickViewRepository } from '../repositories/quick-views';

const MAX_TEXT = 5000;
const Value = z.union([
  z.string().max(MAX_TEXT),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(200)).max(100),
]);
const Name = z.string().min(1).max(100);

/** An object with every one of `fields` (any payload value), and nothing unknown. */
const fieldsObject = (fields: readonly string[]) =>
  z.object(Object.fromEntries(fields.map((field) => [field, Value])));

export const CensusSchema = fieldsObject(CENSUS_FIELDS).strict();
export const RecordHitSchema = z.object({
  event: Name,
  data: CensusSchema,
  ss_cvr: z.string().regex(/^[\w-]{1,64}(\|\d{1,16}){4}$/),
});
export const ButtonSchema = fieldsObject(CENSUS_FIELDS)
  .extend({ buttonText: z.string().max(200), destinationUrl: z.string().max(2000).optional() })
  .strict();
export const FormRenderSchema = z
  .object({ formId: Name, visitorCookie: z.string().max(64) })
  .strict();
export const TrackerSchema = fieldsObject(TRACKER_FIELDS).passthrough();
const CommerceSchema = fieldsObject([...TRACKER_FIELDS, ...COMMERCE_FIELDS]).strict();
const OrderSchema = CommerceSchema.extend({
  orderId: Name,
  cartId: z.string().max(100),
  testMode: z.boolean(),
  websiteId: z.string().max(100),
}).strict();
const COMMERCE_NAMES: readonly string[] = Object.values(COMMERCE_EVENT);
/** The tracker's content schema of an event name. */
export const trackerContentSchema = (name: string) =>
  name === COMMERCE_EVENT.orderConfirmed
    ? OrderSchema
    : COMMERCE_NAMES.includes(name)
      ? CommerceSchema
      : TrackerSchema;
export const TrackerCallSchema = z.object({
  eventContent: z.string().max(64_000),
  eventSchemaName: Name,
});
export const RecordEventSchema = z.object({
  crumb: z.string(),
  event: Name,
  data: fieldsObject(OLDER_TRACKER_FIELDS).passthrough(),
});
export const ErrorReportsSchema = z
  .array(
    z.object({
      event: z.literal(JAVASCRIPT_ERROR_EVENT),
      data: z.object({
        message: z.string().max(ERROR_REPORT_LIMITS.stackChars),
        filename: z.string().max(2000),
        lineno: z.number().int().nonnegative(),
        colno: z.number().int().nonnegative(),
        stack: z.string().max(ERROR_REPORT_LIMITS.stackChars),
        url: z.string().max(2000),
      }),
      timestamp: z.number(),
    }),
  )
  .min(1)
  .max(ERROR_REPORT_LIMITS.queue);
export const PerformanceSchema = z
  .array(
    z.object({
      appName: Name,
      data: z.record(z.string(), z.union([z.number(), z.string().max(200)])),
      eventName: Name,
      pageLoadId: z.string().max(100),
      timestamp: z.number(),
    }),
  )
  .min(1)
  .max(200);

function check<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[formatPath(issue.path)] ??= issue.message;
  throw new ErrorResponse(400, { message: MESSAGES.invalidRequest, errors });
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ErrorResponse(400, { message: MESSAGES.invalidRequest });
  }
};
/** A beacon's JSON body (sent as text/plain). */
const jsonBody = async (c: Context) => parseJson(await c.req.text());
/** A form-encoded body, field by field (no files). */
const formBody = async (c: Context): Promise<Record<string, string>> =>
  Object.fromEntries(new URLSearchParams(await c.req.text()));

const ok = (c: Context) => c.json({});

export function analyticsRoutes(
  analytics: AnalyticsRepository,
  catalogue: Catalogue,
  quickViews: QuickViewRepository,
): Hono {
  return new Hono()
    .post('/census/RecordHit', async (c) => {
      const form = await formBody(c);
      const hit = check(RecordHitSchema, { ...form, data: parseJson(form.data ?? '') });
      analytics.append('RecordHit', hit.event, [hit]);
      return ok(c);
    })
    .post('/census/button-click', async (c) => {
      analytics.append('button-click', 'click', [check(ButtonSchema, await jsonBody(c))]);
      return ok(c);
    })
    .post('/census/button-render', async (c) => {
      analytics.append('button-render', 'render', [check(ButtonSchema, await jsonBody(c))]);
      return ok(c);
    })
    .post('/census/form-render', async (c) => {
      const body = check(FormRenderSchema, await jsonBody(c));
      analytics.append('form-render', body.formId, [body]);
      return ok(c);
    })
    .post('/census/overlay', async (c) => {
      analytics.append('overlay', 'overlay', [check(CensusSchema, await jsonBody(c))]);
      return ok(c);
    })
    .post('/census/RecordQuickView/:id', (c) => {
      const id = check(z.string().min(1).max(100), c.req.param('id'));
      const product = findProduct(catalogue, id);
      if (!product) throw new ErrorResponse(404, { message: MESSAGES.itemNotFound });
      quickViews.record(product.id);
      analytics.append('RecordQuickView', product.id, [{ itemId: product.id }]);
      return ok(c);
    })
    .post('/v1/clanker/events', async (c) => {
      const call = check(TrackerCallSchema, await jsonBody(c));
      const name = call.eventSchemaName;
      const content = check(trackerContentSchema(name), parseJson(call.eventContent));
      analytics.append('tracker', name, [content]);
      return c.json({}, 202);
    })
    .post('/v1/clanker/validate-event-content/:name', async (c) => {
      const result = trackerContentSchema(c.req.param('name')).safeParse(await jsonBody(c));
      return c.json({
        valid: result.success,
        errors: result.success
          ? {}
          : Object.fromEntries(result.error.issues.map((i) => [formatPath(i.path), i.message])),
      });
    })
    .post('/events/RecordEvent', async (c) => {
      const form = await formBody(c);
      const body = check(RecordEventSchema, { ...form, data: parseJson(form.data ?? '') });
      if (!body.crumb || body.crumb !== getCookie(c, COOKIE.crumb)) {
        throw new ErrorResponse(403, { message: MESSAGES.crumbFail, crumbFail: true });
      }
      analytics.append('RecordEvent', body.event, [{ event: body.event, data: body.data }]);
      return ok(c);
    })
    .post('/events/RecordJavascriptErrors', async (c) => {
      const crumb = getCookie(c, COOKIE.crumb);
      if (!crumb || c.req.header(CRUMB_HEADER) !== crumb) {
        throw new ErrorResponse(403, { message: MESSAGES.crumbFail, crumbFail: true });
      }
      analytics.append(
        'javascript-error',
        JAVASCRIPT_ERROR_EVENT,
        check(ErrorReportsSchema, await jsonBody(c)),
      );
      return ok(c);
    })
    .post('/1/performance/records', async (c) => {
      const events = check(PerformanceSchema, await jsonBody(c));
      for (const event of events) analytics.append('performance', event.eventName, [event]);
      return ok(c);
    })
    .get('/commerce/fullstory/getId', (c) => c.json({ data: MOCK_RECORDING_ID }));
}

/**
 * The owner's figures (`GET /analytics/owner/summary`) behind `guard`, the middleware that
 * lets only the site's owner through (the lead wires the real one).
 */
export function analyticsOwnerRoutes(
  analytics: AnalyticsRepository,
  guard: MiddlewareHandler,
): Hono {
  return new Hono().get(OWNER_SUMMARY_PATH.replace(/^\/api/, ''), guard, (c) =>
    c.json(analytics.owner()),
  );
}

/** The tester's summary (`GET /mock/analytics`), only with the test flag. */
export function analyticsTestRoutes(analytics: AnalyticsRepository): Hono {
  return new Hono().get('/mock/analytics', (c) => c.json(analytics.summary()));
}
