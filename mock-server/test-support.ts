/**
 * Test helpers: an app over an in-memory database and a `Visitor` that keeps cookies between
 * `app.request()` calls like a browser would.
 */
import { createApiClient } from '../src/api/client';
import { CRUMB_HEADER } from '../src/api/cookies';
import { isHttpError } from '../src/api/errors';
import type { AddEntryRequest } from '../src/api/schemas';
import { createApp, type App, type AppOptions } from './app';
import { openDatabase } from './db';
import { loadFixtures, type Catalogue } from './catalogue/fixtures';
import { demoOwner } from './catalogue/owners';
import type { OwnerRole } from '../src/api/owner';

export const demoCatalogue: Catalogue = loadFixtures();

export function testApp(overrides: Partial<AppOptions> = {}): App {
  return createApp({
    db: openDatabase(':memory:'),
    catalogue: demoCatalogue,
    staticDirs: [],
    distDir: '/nonexistent-dist',
    // Every in-process request comes from one address ("local"): a limit no test reaches
    // unless it sets its own.
    rateLimit: { max: 100_000, windowMs: 10_000 },
    version: '9.9.9',
    testCalls: true,
    ...overrides,
  });
}

interface RequestOptions {
  body?: unknown;
  /** Sent as is, with a JSON content type. */
  rawBody?: string;
  /** Send the crumb header (default: the crumb cookie's value). */
  crumb?: string | false;
  headers?: Record<string, string>;
}

/**
 * What `getConnInfo` reads for a request from `address`: in-process requests have no socket, so
 * a test names the address it comes from (without one, every request is from "local").
 */
export const fromAddress = (address: string) => ({
  incoming: { socket: { remoteAddress: address, remotePort: 50000, remoteFamily: 'IPv4' } },
});

/** A browser-like client of one app: stores `Set-Cookie`s and sends them back. */
export class Visitor {
  readonly cookies = new Map<string, string>();

  /** `address`: the connection's address the app sees (default: none, "local"). */
  constructor(
    private readonly app: App,
    private readonly address?: string,
  ) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const crumb = options.crumb ?? this.cookies.get('crumb');
    if (crumb) headers[CRUMB_HEADER] = crumb;
    const body =
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await this.app.request(
      path,
      { method, headers, ...(body ? { body } : {}) },
      this.address === undefined ? undefined : fromAddress(this.address),
    );
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      // A cookie set to expire now is a deletion, as in a browser.
      if (/;\s*Max-Age=0(?:;|$)/i.test(cookie)) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }

  get(path: string, options?: RequestOptions): Promise<Response> {
    return this.request('GET', path, options);
  }

  post(path: string, body: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<Response> {
    return this.request('POST', path, { ...options, body });
  }

  /** Visits a page first so the crumb cookie is set, as a shopper's browser would. */
  static async arrive(app: App, address?: string): Promise<Visitor> {
    const visitor = new Visitor(app, address);
    await visitor.get('/api/commerce/shopping-cart');
    return visitor;
  }
}

export const ADD_PATH = '/api/commerce/shopping-cart/entries';
export const CART_PATH = '/api/commerce/shopping-cart';

export function addBody(itemId: string, sku: string | null, quantity = 1): AddEntryRequest {
  return { itemId, sku, quantity, additionalFields: null };
}

/**
 * A `fetch` that serves requests from `app` in-process with a cookie jar like a browser's
 * (`Max-Age=0` deletes), and the requests it saw: for API clients under test.
 */
export function inProcessFetch(app: App = testApp()) {
  const jar = new Map<string, string>();
  const calls: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request.clone());
    const headers = new Headers(request.headers);
    if (jar.size > 0) headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await app.request(new Request(request, { headers }));
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      if (/Max-Age=0/i.test(cookie)) jar.delete(pair.slice(0, eq));
      else jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  };
  return { fetch, jar, calls };
}

/** A visitor signed in to the console as the demo owner of `role` (`fixtures/owners.json`). */
export async function ownerVisitor(app: App, role: OwnerRole, address?: string): Promise<Visitor> {
  const visitor = await Visitor.arrive(app, address);
  const response = await visitor.post('/api/owner/session', demoOwner(role));
  if (response.status !== 200) throw new Error(`owner sign-in as ${role}: ${response.status}`);
  return visitor;
}

/**
 * The client's own API client over `app` in process, signed in as the demo owner of `role`
 * (`null`: a visitor, not signed in): `client` for typed calls, and `call` for a raw JSON request
 * with the crumb (a body the client would refuse to send), plus the `fetch` and cookie `jar`.
 */
export async function ownerClient(role: OwnerRole | null, app: App = testApp()) {
  const { fetch, jar } = inProcessFetch(app);
  const client = createApiClient({
    apiBase: 'http://shop.test/',
    fetch,
    readCookie: (name) => jar.get(name),
  });
  await client.getCart(); // sets the crumb cookie
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`http://shop.test/${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: { 'Content-Type': 'application/json', [CRUMB_HEADER]: jar.get('crumb') ?? '' },
    });
  if (role) {
    const signIn = await call('POST', 'api/owner/session', demoOwner(role));
    if (signIn.status !== 200) throw new Error(`owner sign-in as ${role}: ${signIn.status}`);
  }
  return { client, call, fetch, jar, app };
}

/** The HTTP error a call was refused with: its status, message and field errors. */
export async function httpFailure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isHttpError(error)) throw new Error(`expected an HTTP error, got ${String(error)}`);
  return { status: error.status, message: error.body?.message, errors: error.body?.errors };
}
