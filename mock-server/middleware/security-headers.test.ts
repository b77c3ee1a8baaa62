/** Response headers: nosniff, anti-framing, the demo pages' CSP, no-store, and 405 with Allow. */
import { describe, expect, it } from 'vitest';
import { DEMO_PAGES_DIR } from '../routes/pages';
import { ADD_PATH, CART_PATH, Visitor, addBody, testApp } from '../test-support';
import { DEMO_CSP } from './security-headers';

const app = testApp({ staticDirs: [DEMO_PAGES_DIR] });

describe('security headers', () => {
  it.each([
    CART_PATH,
    '/',
    '/cart',
    '/checkout',
    '/demo.css',
    '/nothing-here',
    '/installments/en_US.json',
  ])('sends X-Content-Type-Options: nosniff on %s', async (path) => {
    expect((await app.request(path)).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    '/',
    '/products/canvas-tote',
    '/checkout',
    '/checkout/gift-card?itemId=prod-gift-card',
    '/cart',
    '/forms',
  ])('serves the demo page %s under the demo CSP, never in a frame', async (path) => {
    const response = await app.request(path);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toBe(DEMO_CSP);
  });

  it('keeps other folders of host pages from being framed, without more policy', async () => {
    const other = testApp({ staticDirs: ['tests/e2e/pages'] });
    const response = await other.request('/no-hooks');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });

  it('the demo CSP forbids inline script and style, and framing', () => {
    expect(DEMO_CSP).toContain("script-src 'self'");
    expect(DEMO_CSP).toContain("style-src 'self'");
    expect(DEMO_CSP).not.toContain('unsafe-inline');
    expect(DEMO_CSP).toContain("frame-ancestors 'none'");
  });

  it('tells caches not to store the cart JSON or the checkout', async () => {
    const visitor = await Visitor.arrive(app);
    expect((await visitor.get(CART_PATH)).headers.get('cache-control')).toBe('no-store');
    const add = await visitor.post(ADD_PATH, addBody('prod-canvas-tote', null));
    expect(add.headers.get('cache-control')).toBe('no-store');
    expect((await visitor.get('/checkout')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('wrong methods', () => {
  it.each([
    ['DELETE', CART_PATH, 'GET, HEAD'],
    ['GET', ADD_PATH, 'POST'],
    ['POST', '/products/canvas-tote', 'GET, HEAD'],
    ['PUT', '/checkout', 'GET, HEAD, POST'],
    ['POST', '/checkout/order-confirmed/x', 'GET, HEAD'],
    ['DELETE', '/api/commerce/inventory/stock', 'GET, HEAD'],
  ])('%s %s answers 405 with Allow: %s', async (method, path, allow) => {
    const visitor = await Visitor.arrive(app);
    const response = await visitor.request(method, path);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(((await response.json()) as { message: string }).message).toContain(method);
  });

  it('still answers 404 for a path nothing serves', async () => {
    const visitor = await Visitor.arrive(app);
    expect((await visitor.post('/api/commerce/nope', {})).status).toBe(404);
    expect((await app.request('/nothing-here')).status).toBe(404);
  });
});
