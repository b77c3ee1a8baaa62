/** CORS: allowed origins get their own origin back with credentials and Vary: Origin; others get nothing; preflights answer. */
import { describe, expect, it } from 'vitest';
import { parseCliArgs, UsageError } from '../cli-args';
import { testApp } from '../test-support';

const SHOP = 'https://www.shop.example';
const app = testApp({ allowedOrigins: [SHOP] });

describe('cross-origin calls', () => {
  it('names the allowed origin (never *) and allows credentials, varying by Origin', async () => {
    const response = await app.request('/api/commerce/shopping-cart', {
      headers: { Origin: SHOP },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SHOP);
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(response.headers.get('Vary')).toMatch(/\bOrigin\b/);
  });

  it('gives another origin no CORS headers, so its pages cannot read the answer', async () => {
    const response = await app.request('/api/commerce/shopping-cart', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    expect(response.headers.get('Vary')).toMatch(/\bOrigin\b/);
  });

  it('answers a preflight with the methods and the anti-forgery headers the widgets send', async () => {
    const response = await app.request('/api/commerce/shopping-cart/entries', {
      method: 'OPTIONS',
      headers: {
        Origin: SHOP,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, x-csrf-token',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SHOP);
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('X-CSRF-Token');
    const refused = await app.request('/api/commerce/shopping-cart/entries', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('allows no other origin by default', async () => {
    const response = await testApp().request('/api/commerce/shopping-cart', {
      headers: { Origin: SHOP },
    });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('takes --allow-origin on the command line, repeatable, and refuses what is not an origin', () => {
    expect(
      parseCliArgs(['--allow-origin', `${SHOP}/`, '--allow-origin', 'http://localhost:5173']),
    ).toMatchObject({ allowedOrigins: [SHOP, 'http://localhost:5173'] });
    expect(() => parseCliArgs(['--allow-origin', 'www.shop.example'])).toThrow(UsageError);
  });
});
