/** The analytics collection calls on the mock server: valid payloads stored, bad ones 400 and not stored, crumbs, the tester's summary and the owner's guarded figures. */
import { describe, expect, it } from 'vitest';
import {
  CENSUS_FIELDS,
  COMMERCE_FIELDS,
  MOCK_RECORDING_ID,
  OLDER_TRACKER_FIELDS,
  TRACKER_FIELDS,
} from '../../src/api/analytics-contract';
import { ownerVisitor, testApp, Visitor } from '../test-support';

const filled = (fields: readonly string[], value: string | number = 'x') =>
  Object.fromEntries(fields.map((field) => [field, value]));
const census = filled(CENSUS_FIELDS);

async function summary(visitor: Visitor) {
  const response = await visitor.request('GET', '/api/mock/analytics');
  return (await response.json()) as {
    total: number;
    counts: Record<string, number>;
    events: { call: string; name: string; payload: Record<string, unknown> }[];
  };
}

const raw = (visitor: Visitor, path: string, body: string, headers: Record<string, string> = {}) =>
  visitor.request('POST', path, { rawBody: body, crumb: false, headers });

describe('analytics collection calls', () => {
  it('stores a census hit without a crumb header (a beacon has none) and refuses a bad one', async () => {
    const visitor = new Visitor(testApp());
    const form = (data: object, cvr = 'abc-1|1|1|1|1') =>
      new URLSearchParams({ event: 'view', data: JSON.stringify(data), ss_cvr: cvr }).toString();
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    expect((await raw(visitor, '/api/census/RecordHit', form(census), headers)).status).toBe(200);
    const missing: Record<string, unknown> = { ...census };
    delete missing.title;
    expect((await raw(visitor, '/api/census/RecordHit', form(missing), headers)).status).toBe(400);
    expect(
      (await raw(visitor, '/api/census/RecordHit', form({ ...census, extra: 1 }), headers)).status,
    ).toBe(400);
    expect(
      (await raw(visitor, '/api/census/RecordHit', form(census, 'nope'), headers)).status,
    ).toBe(400);
    const stored = await summary(visitor);
    expect(stored.counts).toEqual({ 'RecordHit:view': 1 });
    expect(stored.events[0]?.payload).toEqual({
      event: 'view',
      data: census,
      ss_cvr: 'abc-1|1|1|1|1',
    });
  });

  it('checks tracker content by its schema name: commerce events need every commerce field', async () => {
    const visitor = new Visitor(testApp());
    const call = (name: string, content: object) =>
      raw(
        visitor,
        '/api/v1/clanker/events',
        JSON.stringify({ eventSchemaName: name, eventContent: JSON.stringify(content) }),
      );
    const tracker = filled(TRACKER_FIELDS);
    const commerce = { ...tracker, ...filled(COMMERCE_FIELDS) };
    expect((await call('commerce_add_to_cart', commerce)).status).toBe(202);
    expect((await call('commerce_add_to_cart', tracker)).status).toBe(400);
    expect((await call('commerce_checkout_order_confirmed', commerce)).status).toBe(400);
    expect(
      (
        await call('commerce_checkout_order_confirmed', {
          ...commerce,
          orderId: 'o1',
          cartId: 'c1',
          testMode: false,
          websiteId: 'w',
        })
      ).status,
    ).toBe(202);
    expect((await raw(visitor, '/api/v1/clanker/events', 'not json')).status).toBe(400);
    expect((await summary(visitor)).total).toBe(2);
    const validate = await raw(
      visitor,
      '/api/v1/clanker/validate-event-content/commerce_cart_view',
      JSON.stringify(tracker),
    );
    expect(await validate.json()).toMatchObject({ valid: false });
  });

  it('takes RecordEvent only with the crumb of the cookie in its form', async () => {
    const visitor = new Visitor(testApp());
    await visitor.request('GET', '/api/mock/analytics');
    const crumb = visitor.cookies.get('crumb')!;
    const form = (c: string) =>
      new URLSearchParams({
        crumb: c,
        event: 'form_submitted',
        data: JSON.stringify({ ...filled(OLDER_TRACKER_FIELDS), formId: 'f' }),
      }).toString();
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    expect((await raw(visitor, '/api/events/RecordEvent', form('forged'), headers)).status).toBe(
      403,
    );
    expect((await raw(visitor, '/api/events/RecordEvent', form(crumb), headers)).status).toBe(200);
    expect((await summary(visitor)).counts).toEqual({ 'RecordEvent:form_submitted': 1 });
  });

  it('takes error reports with the crumb header, at most 10 at once, stacks of at most 5000 characters', async () => {
    const visitor = new Visitor(testApp());
    await visitor.request('GET', '/api/mock/analytics');
    const report = (stack: string) => ({
      event: 'javascript_error',
      data: { message: 'm', filename: 'f', lineno: 1, colno: 2, stack, url: 'u' },
      timestamp: 1,
    });
    const post = (body: unknown, crumb?: string | false) =>
      visitor.request('POST', '/api/events/RecordJavascriptErrors', {
        body,
        ...(crumb === undefined ? {} : { crumb }),
      });
    expect((await post([report('s')], false)).status).toBe(403);
    expect((await post([report('s')])).status).toBe(200);
    expect((await post(Array.from({ length: 11 }, () => report('s')))).status).toBe(400);
    expect((await post([report('s'.repeat(5001))])).status).toBe(400);
    expect((await summary(visitor)).counts).toEqual({ 'javascript-error:javascript_error': 1 });
  });

  it('stores performance records one row per event, counts quick views of real products only, answers the mock recording id', async () => {
    const visitor = new Visitor(testApp());
    const event = {
      appName: 'storefront',
      data: { value: 1200 },
      eventName: 'LCP',
      pageLoadId: 'p',
      timestamp: 1,
    };
    expect(
      (
        await raw(
          visitor,
          '/api/1/performance/records',
          JSON.stringify([event, { ...event, eventName: 'FCP' }]),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await raw(
          visitor,
          '/api/1/performance/records',
          JSON.stringify([{ ...event, appName: '' }]),
        )
      ).status,
    ).toBe(400);
    expect((await raw(visitor, '/api/census/RecordQuickView/prod-canvas-tote', '{}')).status).toBe(
      200,
    );
    expect((await raw(visitor, '/api/census/RecordQuickView/not-a-product', '{}')).status).toBe(
      404,
    );
    expect((await summary(visitor)).counts).toEqual({
      'performance:LCP': 1,
      'performance:FCP': 1,
      'RecordQuickView:prod-canvas-tote': 1,
    });
    const id = await visitor.request('GET', '/api/commerce/fullstory/getId');
    expect(await id.json()).toEqual({ data: MOCK_RECORDING_ID });
  });

  it('serves the summary only with the test flag, and the owner figures only to a signed-in owner (401 without one)', async () => {
    const closed = new Visitor(testApp({ testCalls: false }));
    expect((await closed.request('GET', '/api/mock/analytics')).status).toBe(404);
    expect((await closed.request('GET', '/api/analytics/owner/summary')).status).toBe(401);
    const app = testApp();
    const siteUser = await Visitor.arrive(app);
    expect((await siteUser.request('GET', '/api/analytics/owner/summary')).status).toBe(401);
    const open = await ownerVisitor(app, 'viewer');
    const response = await open.request('GET', '/api/analytics/owner/summary');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      funnel: { productViews: 0, adds: 0, checkouts: 0, purchases: 0 },
    });
  });

  it("builds the owner's funnel, revenue, top products and vitals from what was stored", async () => {
    const visitor = await ownerVisitor(testApp(), 'viewer');
    const track = (name: string, extra: object) =>
      raw(
        visitor,
        '/api/v1/clanker/events',
        JSON.stringify({
          eventSchemaName: name,
          eventContent: JSON.stringify({
            ...filled(TRACKER_FIELDS),
            ...filled(COMMERCE_FIELDS),
            ...extra,
          }),
        }),
      );
    await track('commerce_product_view', {
      session_id: 's1',
      item_id: 'i1',
      item_title: '<b>Tee</b>',
    });
    await track('commerce_product_view', {
      session_id: 's2',
      item_id: 'i1',
      item_title: '<b>Tee</b>',
    });
    await track('commerce_add_to_cart', {
      session_id: 's1',
      item_id: 'i1',
      item_title: '<b>Tee</b>',
    });
    await track('commerce_checkout_order_confirmed', {
      session_id: 's1',
      cart_value: '58.20',
      currency_code: 'USD',
      orderId: 'o',
      cartId: 'c',
      testMode: false,
      websiteId: 'w',
    });
    for (const value of [100, 200, 300, 400]) {
      await raw(
        visitor,
        '/api/1/performance/records',
        JSON.stringify([
          { appName: 'a', data: { value }, eventName: 'LCP', pageLoadId: 'p', timestamp: 1 },
        ]),
      );
    }
    const owner = (await (
      await visitor.request('GET', '/api/analytics/owner/summary')
    ).json()) as Record<string, unknown>;
    expect(owner.funnel).toEqual({ productViews: 2, adds: 1, checkouts: 0, purchases: 1 });
    expect(owner.revenue).toEqual({ total: 58.2, currency: 'USD', orders: 1 });
    expect(owner.topProducts).toEqual([{ itemId: 'i1', title: '<b>Tee</b>', views: 2, adds: 1 }]);
    expect(owner.vitals).toEqual({ LCP: { count: 4, p50: 200, p75: 300, p95: 400 } });
  });
});
