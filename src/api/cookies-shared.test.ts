/** The chunks' cookies: the functions the loader hands over, the constants of cookies.ts. */
import { describe, expect, it } from 'vitest';
import * as cookies from './cookies';

describe("the chunks' cookies", () => {
  it('reads through the functions shareCookies handed over', async () => {
    cookies.shareCookies();
    const shared = await import('./cookies-shared');
    expect(shared.readCookie).toBe(cookies.readCookie);
    expect(shared.hasCartSession).toBe(cookies.hasCartSession);
    expect(shared.parseSiteUserInfo).toBe(cookies.parseSiteUserInfo);
    expect(shared.COOKIE).toBe(cookies.COOKIE);
    const jar = (name: string) => (name === 'CART' ? 'cart-1' : undefined);
    expect(shared.hasCartSession(jar)).toBe(true);
  });
});
