/** The rate limit keys on the address and the session, never on the crumb a client picks. */
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src/api/error-classes';
import { MESSAGES } from '../errors';
import {
  ADD_PATH,
  CART_PATH,
  Visitor,
  addBody,
  fromAddress,
  ownerVisitor,
  testApp,
} from '../test-support';
import { addressKey } from './rate-limit';

const WINDOW = 10_000;

/** A request with a crumb cookie (and header) the client made up for this one request. */
function freshCrumbRequest(app: ReturnType<typeof testApp>, path: string, i: number) {
  const crumb = i.toString(16).padStart(32, '0');
  return app.request(path, { headers: { Cookie: `crumb=${crumb}`, 'X-CSRF-Token': crumb } });
}

describe('rate limit', () => {
  it('answers 429 with Retry-After and the documents text once a visitor exceeds the limit', async () => {
    let time = 1_000_000;
    const app = testApp({ rateLimit: { max: 3, windowMs: WINDOW }, now: () => time });
    const visitor = await Visitor.arrive(app);
    expect((await visitor.get(CART_PATH)).status).toBe(200);
    expect((await visitor.get(CART_PATH)).status).toBe(200);
    const limited = await visitor.get(CART_PATH);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('10');
    expect(ErrorBodySchema.parse(await limited.json())).toEqual({
      message: 'Please try again in a few seconds.',
    });
    time += WINDOW;
    expect((await visitor.get(CART_PATH)).status).toBe(200);
  });

  it('is not dodged by a fresh crumb cookie per request', async () => {
    const app = testApp({ rateLimit: { max: 5, windowMs: WINDOW } });
    const statuses = [];
    for (let i = 0; i < 30; i += 1)
      statuses.push((await freshCrumbRequest(app, CART_PATH, i)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });

  it.each(['/', '/products/canvas-tote', '/checkout'])(
    'covers the page %s, with Retry-After and the text',
    async (path) => {
      const app = testApp({ rateLimit: { max: 2, windowMs: WINDOW } });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await freshCrumbRequest(app, path, i)).status);
      expect(statuses).toEqual([200, 200, 429, 429]);
      const limited = await freshCrumbRequest(app, path, 9);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await limited.json()) as { message: string }).message).toBe(MESSAGES.rateLimited);
    },
  );

  it('does not limit the script bundle', async () => {
    const app = testApp({ rateLimit: { max: 1, windowMs: WINDOW } });
    const visitor = await Visitor.arrive(app);
    for (let i = 0; i < 3; i += 1) {
      expect((await visitor.get('/storefront/latest/storefront.js')).status).toBe(404);
    }
  });

  it('counts each address separately', async () => {
    const app = testApp({ rateLimit: { max: 2, windowMs: WINDOW } });
    const first = await Visitor.arrive(app, '203.0.113.1');
    await first.get(CART_PATH);
    expect((await first.get(CART_PATH)).status).toBe(429);
    const second = await Visitor.arrive(app, '203.0.113.2');
    expect((await second.get(CART_PATH)).status).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const app = testApp({ rateLimit: { max: 2, windowMs: WINDOW } });
    const get = (address: string) => app.request(CART_PATH, {}, fromAddress(address));
    expect((await get('2001:db8:1:2::1')).status).toBe(200);
    expect((await get('2001:db8:1:2:ffff::9')).status).toBe(200);
    expect((await get('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).status).toBe(429);
    expect((await get('2001:db8:1:3::1')).status).toBe(200);
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts a session (the cart) across addresses', async () => {
    const app = testApp({ rateLimit: { max: 3, windowMs: WINDOW } });
    const shopper = await Visitor.arrive(app, '203.0.113.10');
    expect((await shopper.post(ADD_PATH, addBody('prod-canvas-tote', null))).status).toBe(200);
    const cart = shopper.cookies.get('CART');
    expect(cart).toBeTruthy();
    const fromElsewhere = (address: string) =>
      app.request(CART_PATH, { headers: { Cookie: `CART=${cart}` } }, fromAddress(address));
    // The add came before the cart existed: the session's first three requests pass.
    const statuses = [];
    for (let i = 1; i <= 4; i += 1) statuses.push((await fromElsewhere(`198.51.100.${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('keeps the per-form save limit of 5 a minute with a fresh crumb for every save', async () => {
    const app = testApp();
    const statuses = [];
    for (let i = 0; i < 12; i += 1) {
      const visitor = await Visitor.arrive(app);
      const keyResponse = await visitor.post('/api/form/FormSubmissionKey', undefined);
      const { key } = ((await keyResponse.json()) as { data: { key: string } }).data;
      const save = await visitor.post('/api/form/SaveFormSubmission', {
        key,
        formId: 'form-newsletter',
        form: JSON.stringify({ 'newsletter-email': `reader${i}@example.com` }),
        pageTitle: 'Newsletter',
        pageId: 'page-newsletter',
        contentSource: 'c',
        pagePath: '/newsletter',
        pagePermissionTypeValue: 1,
      });
      statuses.push(save.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const owner = await ownerVisitor(app, 'viewer');
    const stored = await (await owner.get('/api/mock/forms/form-newsletter/submissions')).json();
    expect((stored as { submissions: unknown[] }).submissions).toHaveLength(5);
  });
});
