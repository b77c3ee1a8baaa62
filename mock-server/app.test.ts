/** Tests of the mock server app as a whole: the anti-forgery crumb and unknown calls. */
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../src/api/error-classes';
import { MESSAGES } from './errors';
import { ADD_PATH, CART_PATH, Visitor, addBody, testApp } from './test-support';

describe('anti-forgery crumb', () => {
  it('issues a script-readable crumb cookie to a visitor who has none', async () => {
    const response = await testApp().request(CART_PATH);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^crumb=[0-9a-f]{32}; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('issues the crumb on pages and bundle files too, not only on /api', async () => {
    const response = await testApp().request('/anything');
    expect(response.headers.get('set-cookie')).toMatch(/^crumb=/);
  });

  it('does not replace the crumb a visitor already has', async () => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.get(CART_PATH);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a POST without the crumb header with the session-expired body', async () => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.post(ADD_PATH, addBody('prod-canvas-tote', null), {
      crumb: false,
    });
    expect(response.status).toBe(403);
    expect(ErrorBodySchema.parse(await response.json())).toEqual({
      message: MESSAGES.crumbFail,
      crumbFail: true,
    });
  });

  it('refuses a POST whose crumb header differs from the cookie', async () => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.post(ADD_PATH, addBody('prod-canvas-tote', null), {
      crumb: 'forged',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ crumbFail: true });
  });

  it('refuses a POST from a visitor without any crumb cookie, even with a header', async () => {
    const visitor = new Visitor(testApp());
    const response = await visitor.post(ADD_PATH, addBody('prod-canvas-tote', null), {
      crumb: 'guess',
    });
    expect(response.status).toBe(403);
    expect(visitor.cookies.get('crumb')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('unknown calls', () => {
  it('answers an unknown /api path with a 404 error body', async () => {
    const response = await testApp().request('/api/commerce/nope');
    expect(response.status).toBe(404);
    expect(ErrorBodySchema.parse(await response.json()).message).toContain('/api/commerce/nope');
  });
});
