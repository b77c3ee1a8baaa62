/** HTTP-level tests of site-user sessions, the locale call and commerce preferences. */
import { describe, expect, it, vi } from 'vitest';
import { SITE_USER_XSRF_HEADER } from '../../src/api/cookies';
import { messages } from '../../src/i18n/messages';
import { MESSAGES } from '../errors';
import { SIGN_IN_THROTTLE } from '../middleware/sign-in-throttle';
import { SESSION_COOKIE } from '../middleware/site-user-session';
import { ADD_PATH, CART_PATH, Visitor, addBody, testApp } from '../test-support';
import type { App } from '../app';

const SESSION = '/api/site-users/account/session';
const LOCALE = '/api/site-users/account/locale';
const PREFS = '/api/v1/commerce-preferences';
const SHOPPER = { email: 'shopper@example.com', password: 'demo-shopper-1' };
const MEMBER = { email: 'member@example.com', password: 'demo-member-1' };

interface SignedIn {
  visitor: Visitor;
  xsrf: string;
  response: Response;
}

async function signIn(
  app: App,
  account: { email: string; password: string },
  rememberMe = false,
  visitor?: Visitor,
): Promise<SignedIn> {
  const who = visitor ?? (await Visitor.arrive(app));
  const response = await who.post(SESSION, { ...account, rememberMe });
  expect(response.status).toBe(200);
  const { xsrfToken } = (await response.clone().json()) as { xsrfToken: string };
  return { visitor: who, xsrf: xsrfToken, response };
}

const withXsrf = (xsrf: string) => ({ headers: { [SITE_USER_XSRF_HEADER]: xsrf } });

async function cartOf(visitor: Visitor) {
  return (await (await visitor.get(CART_PATH)).json()) as {
    id: string | null;
    totalQuantity: number;
  };
}

describe('signing in', () => {
  it('answers an xsrfToken and sets an HttpOnly SameSite session cookie and SiteUserInfo', async () => {
    const { response, visitor, xsrf } = await signIn(testApp(), SHOPPER);
    expect(xsrf.length).toBeGreaterThanOrEqual(16);
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Max-Age/i); // no 'remember me': a browser-session cookie
    const info = cookies.find((c) => c.startsWith('SiteUserInfo='));
    expect(info).not.toMatch(/HttpOnly/i);
    expect(JSON.parse(decodeURIComponent(visitor.cookies.get('SiteUserInfo') ?? ''))).toEqual({
      authenticated: true,
      siteUserId: 'su-shopper',
    });
  });

  it('keeps the cookies for 30 days with remember me', async () => {
    const { response } = await signIn(testApp(), SHOPPER, true);
    const session = response.headers.getSetCookie().find((c) => c.startsWith(SESSION_COOKIE));
    expect(session).toMatch(/Max-Age=2592000/);
  });

  it('takes the email in any case', async () => {
    const app = testApp();
    await signIn(app, { ...SHOPPER, email: 'Shopper@Example.COM' });
  });

  it('never answers, stores or logs the password in clear', async () => {
    const logged = vi.spyOn(console, 'log');
    const errors = vi.spyOn(console, 'error');
    const app = testApp();
    const { response } = await signIn(app, SHOPPER);
    const visitor = await Visitor.arrive(app);
    await visitor.post(SESSION, { ...SHOPPER, password: 'wrong-password', rememberMe: false });
    const said = [...logged.mock.calls, ...errors.mock.calls].flat().map(String).join(' ');
    expect(said).not.toContain(SHOPPER.password);
    expect(said).not.toContain('wrong-password');
    expect(await response.text()).not.toContain('scrypt');
    logged.mockRestore();
    errors.mockRestore();
  });
});

describe('bad input and faults: no account enumeration', () => {
  const attempt = async (app: App, body: object) => {
    const visitor = await Visitor.arrive(app);
    const started = performance.now();
    const response = await visitor.post(SESSION, { ...body, rememberMe: false });
    return {
      ms: performance.now() - started,
      status: response.status,
      body: await response.json(),
    };
  };

  it('answers a wrong password and an unknown email alike, in about the same time', async () => {
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      // A fresh app per round: two failures stay below the throttle.
      const app = testApp();
      const a = await attempt(app, { ...SHOPPER, password: 'not-the-password' });
      const b = await attempt(app, { email: 'nobody@example.com', password: 'not-the-password' });
      expect(a.status).toBe(401);
      expect(b.status).toBe(401);
      expect(b.body).toEqual(a.body);
      expect(a.body).toEqual({ message: messages.signInFailed });
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[1] as number;
    // Both run one scrypt: the unknown email is not answered early.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
    expect(median(unknown)).toBeLessThan(median(wrong) * 2.5);
  });
});

describe('bad input and faults: repeated failures', () => {
  it('slows repeated failures for one email, then refuses them with 429 and the platform text', async () => {
    let time = Date.now();
    const app = testApp({ now: () => time });
    const visitor = await Visitor.arrive(app);
    const fail = async () => {
      const started = performance.now();
      const response = await visitor.post(SESSION, {
        ...SHOPPER,
        password: 'x',
        rememberMe: false,
      });
      return { response, ms: performance.now() - started };
    };
    for (let n = 0; n < SIGN_IN_THROTTLE.slowAfter; n += 1) {
      expect((await fail()).response.status).toBe(401);
    }
    const slowed = await fail();
    expect(slowed.response.status).toBe(401);
    expect(slowed.ms).toBeGreaterThanOrEqual(SIGN_IN_THROTTLE.stepMs - 10);
    while ((await fail()).response.status === 401) {
      // until the refusal
    }
    const refused = await visitor.post(SESSION, { ...SHOPPER, rememberMe: false });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: MESSAGES.rateLimited });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The same client trying another account is refused too.
    expect((await visitor.post(SESSION, { ...MEMBER, rememberMe: false })).status).toBe(429);

    time += SIGN_IN_THROTTLE.windowMs;
    expect((await visitor.post(SESSION, { ...SHOPPER, rememberMe: false })).status).toBe(200);
  });
});

describe('bad input and faults: hostile values are refused with 400 and the field named', () => {
  const signInBodies: [string, unknown, string][] = [
    ['markup in the email', { ...SHOPPER, email: '<script>@x.io', rememberMe: false }, 'email'],
    [
      'an overlong email',
      { ...SHOPPER, email: `${'a'.repeat(300)}@x.io`, rememberMe: false },
      'email',
    ],
    ['a NUL in the password', { ...SHOPPER, password: 'a\u0000b', rememberMe: false }, 'password'],
    [
      'an overlong password',
      { ...SHOPPER, password: 'p'.repeat(300), rememberMe: false },
      'password',
    ],
    ['a string rememberMe', { ...SHOPPER, rememberMe: 'yes' }, 'rememberMe'],
    ['an object email', { ...SHOPPER, email: { $ne: '' }, rememberMe: false }, 'email'],
    ['an extra field', { ...SHOPPER, rememberMe: false, isAdmin: true }, '(root)'],
  ];
  it.each(signInBodies)('sign-in with %s', async (_, body, field) => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.post(SESSION, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(answer.message).toBe(MESSAGES.invalidRequest);
    expect(Object.keys(answer.errors)).toContain(field);
  });

  it('a sign-in body that is not JSON', async () => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.request('POST', SESSION, { rawBody: '{"email":' });
    expect(response.status).toBe(400);
  });

  it('a hostile language, cloneCart value or preference', async () => {
    const app = testApp();
    const { visitor, xsrf } = await signIn(app, SHOPPER);
    for (const language of ['../../etc/passwd', 'en<script>', 'x'.repeat(40)]) {
      const response = await visitor.post(LOCALE, { language }, withXsrf(xsrf));
      expect(response.status).toBe(400);
      expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([
        'language',
      ]);
    }
    const signOut = await visitor.request('DELETE', `${SESSION}?cloneCart=maybe`, withXsrf(xsrf));
    expect(signOut.status).toBe(400);
    for (const [namespace, body] of [
      ['checkout', { nested: { a: 1 } }],
      ['checkout', { websiteId: 'other-site' }],
      ['checkout', Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]))],
      ['checkout', { note: 'n'.repeat(1001) }],
      ['Bad_Namespace', { a: 1 }],
    ] as const) {
      const response = await visitor.request('PUT', `${PREFS}/${namespace}`, {
        body,
        ...withXsrf(xsrf),
      });
      expect(response.status).toBe(400);
      expect((await response.json()) as object).toMatchObject({ message: MESSAGES.invalidRequest });
    }
  });
});

describe("bad input and faults: another user's session, cart and preferences", () => {
  it('refuses site-user calls without a session (401) or without the XSRF token (403)', async () => {
    const app = testApp();
    const anonymous = await Visitor.arrive(app);
    expect((await anonymous.get(`${PREFS}/checkout`)).status).toBe(401);
    expect((await anonymous.post(LOCALE, { language: 'fr' })).status).toBe(401);

    const { visitor, xsrf } = await signIn(app, SHOPPER);
    expect((await visitor.get(`${PREFS}/checkout`)).status).toBe(403);
    expect((await visitor.get(`${PREFS}/checkout`, withXsrf(`${xsrf}x`))).status).toBe(403);
    const noToken = await visitor.post(LOCALE, { language: 'fr' });
    expect(noToken.status).toBe(403);
    expect(await noToken.json()).toEqual({ message: MESSAGES.crumbFail });
    expect((await visitor.post(LOCALE, { language: 'fr' }, withXsrf(xsrf))).status).toBe(200);
  });

  it("never lets one user's token or preferences serve another", async () => {
    const app = testApp();
    const a = await signIn(app, SHOPPER);
    const b = await signIn(app, MEMBER);
    const put = await a.visitor.request('PUT', `${PREFS}/checkout`, {
      body: { giftWrap: true },
      ...withXsrf(a.xsrf),
    });
    expect(await put.json()).toEqual({ giftWrap: true, websiteId: 'demo-website' });
    // B with A's token: refused. B with its own token: its own (empty) preferences.
    expect((await b.visitor.get(`${PREFS}/checkout`, withXsrf(a.xsrf))).status).toBe(403);
    const own = await b.visitor.get(`${PREFS}/checkout`, withXsrf(b.xsrf));
    expect(await own.json()).toEqual({ websiteId: 'demo-website' });
    const againA = await a.visitor.get(`${PREFS}/checkout`, withXsrf(a.xsrf));
    expect(await againA.json()).toEqual({ giftWrap: true, websiteId: 'demo-website' });
  });

  it("never shows or changes an account's cart for a visitor holding its cart cookie", async () => {
    const app = testApp();
    const a = await signIn(app, SHOPPER);
    await a.visitor.post(ADD_PATH, addBody('prod-canvas-tote', null, 2));
    const cartId = a.visitor.cookies.get('CART') as string;
    expect((await cartOf(a.visitor)).totalQuantity).toBe(2);

    const thief = await Visitor.arrive(app);
    thief.cookies.set('CART', cartId);
    expect(await cartOf(thief)).toMatchObject({ id: null, totalQuantity: 0 });
    await thief.post(ADD_PATH, addBody('prod-canvas-tote', null, 1));
    const b = await signIn(app, MEMBER);
    b.visitor.cookies.set('CART', cartId);
    expect((await cartOf(b.visitor)).totalQuantity).toBe(0);
    expect((await cartOf(a.visitor)).totalQuantity).toBe(2);
  });

  it('ends the session on sign-out: the old session cookie opens nothing', async () => {
    const app = testApp();
    const { visitor, xsrf } = await signIn(app, SHOPPER);
    const token = visitor.cookies.get(SESSION_COOKIE) as string;
    expect((await visitor.request('DELETE', SESSION, withXsrf(xsrf))).status).toBe(200);
    expect(visitor.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(visitor.cookies.has('SiteUserInfo')).toBe(false);
    visitor.cookies.set(SESSION_COOKIE, token);
    expect((await visitor.get(`${PREFS}/checkout`, withXsrf(xsrf))).status).toBe(401);
  });
});

describe('signing out', () => {
  it('answers 403 with crumbFail to a sign-out without the XSRF token, and keeps the session', async () => {
    const app = testApp();
    const { visitor, xsrf } = await signIn(app, SHOPPER);
    const refused = await visitor.request('DELETE', SESSION);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: MESSAGES.crumbFail, crumbFail: true });
    expect((await visitor.get(`${PREFS}/checkout`, withXsrf(xsrf))).status).toBe(200);
  });

  it('answers crumbFail and a fresh crumb cookie when the crumb cookie is gone', async () => {
    const app = testApp();
    const { visitor, xsrf } = await signIn(app, SHOPPER);
    visitor.cookies.delete('crumb');
    const refused = await visitor.request('DELETE', SESSION, { ...withXsrf(xsrf), crumb: false });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { crumbFail: boolean }).crumbFail).toBe(true);
    expect(visitor.cookies.get('crumb')).toBeTruthy();
    expect((await visitor.request('DELETE', SESSION, withXsrf(xsrf))).status).toBe(200);
  });

  it('without cloneCart leaves the visitor no cart; the account keeps it for the next sign-in', async () => {
    const app = testApp();
    const { visitor, xsrf } = await signIn(app, SHOPPER);
    await visitor.post(ADD_PATH, addBody('prod-canvas-tote', null, 3));
    await visitor.request('DELETE', `${SESSION}?cloneCart=false`, withXsrf(xsrf));
    expect(visitor.cookies.has('CART')).toBe(false);
    expect((await cartOf(visitor)).totalQuantity).toBe(0);
    const elsewhere = await signIn(app, SHOPPER);
    expect((await cartOf(elsewhere.visitor)).totalQuantity).toBe(3);
  });

  it('with cloneCart gives the visitor a copy; changing it leaves the account cart alone', async () => {
    const app = testApp();
    const { visitor, xsrf } = await signIn(app, SHOPPER);
    await visitor.post(ADD_PATH, addBody('prod-canvas-tote', null, 2));
    const accountCart = visitor.cookies.get('CART');
    await visitor.request('DELETE', `${SESSION}?cloneCart=true`, withXsrf(xsrf));
    const copy = await cartOf(visitor);
    expect(copy.totalQuantity).toBe(2);
    expect(copy.id).not.toBe(accountCart);
    await visitor.post(ADD_PATH, addBody('prod-canvas-tote', null, 1));
    const elsewhere = await signIn(app, SHOPPER);
    expect((await cartOf(elsewhere.visitor)).totalQuantity).toBe(2);
  });

  it("adopts the visitor's cart at the first sign-in of an account without one", async () => {
    const app = testApp();
    const visitor = await Visitor.arrive(app);
    await visitor.post(ADD_PATH, addBody('prod-canvas-tote', null, 1));
    await signIn(app, SHOPPER, false, visitor);
    const elsewhere = await signIn(app, SHOPPER);
    expect((await cartOf(elsewhere.visitor)).totalQuantity).toBe(1);
  });

  it('is possible without a session (nothing to protect)', async () => {
    const visitor = await Visitor.arrive(testApp());
    expect((await visitor.request('DELETE', SESSION)).status).toBe(200);
  });
});

describe('commerce preferences', () => {
  it('reads an empty namespace with the websiteId, and stores per namespace', async () => {
    const app = testApp();
    const { visitor, xsrf } = await signIn(app, SHOPPER);
    expect(await (await visitor.get(`${PREFS}/checkout`, withXsrf(xsrf))).json()).toEqual({
      websiteId: 'demo-website',
    });
    await visitor.request('PUT', `${PREFS}/checkout`, {
      body: { giftWrap: true },
      ...withXsrf(xsrf),
    });
    await visitor.request('PUT', `${PREFS}/display`, { body: { grid: 3 }, ...withXsrf(xsrf) });
    expect(await (await visitor.get(`${PREFS}/checkout`, withXsrf(xsrf))).json()).toEqual({
      giftWrap: true,
      websiteId: 'demo-website',
    });
  });
});

describe('member pages', () => {
  const PAGE = '/members/lookbook';
  const pageType = async (response: Response) =>
    /data-page-type="(\d+)"/.exec(await response.text())?.[1];

  it('answer the lock screen signed out, access denied to a non-member, the content to a member', async () => {
    const app = testApp();
    const anonymous = await Visitor.arrive(app);
    const locked = await anonymous.get(PAGE);
    const lockedHtml = await locked.clone().text();
    expect(await pageType(locked)).toBe('103');
    expect(lockedHtml).toContain(messages.memberPageLocked);
    expect(lockedHtml).not.toContain('autumn pieces');
    expect(locked.headers.get('Cache-Control')).toBe('no-store');

    const shopper = await signIn(app, SHOPPER);
    const denied = await shopper.visitor.get(PAGE);
    const deniedHtml = await denied.clone().text();
    expect(await pageType(denied)).toBe('106');
    expect(deniedHtml).toContain('href="/members/join"');
    expect(deniedHtml).not.toContain('autumn pieces');

    const member = await signIn(app, MEMBER);
    const content = await member.visitor.get(PAGE);
    const contentHtml = await content.clone().text();
    expect(await pageType(content)).toBe('105');
    expect(contentHtml).toContain('autumn pieces');
  });
});
