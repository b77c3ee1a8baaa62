/** Tests of the API client against the in-process mock server, and its failures. */
import { describe, expect, it } from 'vitest';
import { inProcessFetch, testApp } from '../../mock-server/test-support';
import { createApiClient } from './client';
import { errorText } from './error-text';
import {
  isCrumbError,
  isHttpError,
  isNetworkError,
  isRateLimitError,
  isResponseValidationError,
  isTimeoutError,
} from './errors';
import { messages } from '../i18n/messages';

/** A fetch that serves requests from the mock server app in-process, with a cookie jar. */
function appFetch(app = testApp()) {
  const { fetch, jar, calls } = inProcessFetch(app);
  const client = createApiClient({
    apiBase: 'http://shop.test/',
    fetch,
    readCookie: (name) => jar.get(name),
    getRetries: 2,
  });
  return { client, jar, calls };
}

const failingFetch = (respond: () => Response | Promise<Response>) => {
  let count = 0;
  const fetch = async () => {
    count++;
    return respond();
  };
  return { fetch, count: () => count };
};

describe('the API client against the mock server', () => {
  it('adds an entry, sending the crumb cookie back in the anti-forgery header', async () => {
    const { client, calls } = appFetch();
    const empty = await client.getCart();
    expect(empty.totalQuantity).toBe(0);
    const { shoppingCart, newlyAdded } = await client.addEntry({
      itemId: 'prod-canvas-tote',
      sku: 'TOTE-NAT',
      quantity: 2,
      additionalFields: null,
    });
    expect(shoppingCart.totalQuantity).toBe(2);
    expect(newlyAdded.itemId).toBe('prod-canvas-tote');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.headers.get('X-CSRF-Token')).toMatch(/.+/);
    expect(calls.find((call) => call.method === 'GET')?.headers.has('X-CSRF-Token')).toBe(false);
  });

  it('maps a call without the crumb to the expired-session text (or the cookies text)', async () => {
    const { client, jar } = appFetch();
    jar.clear();
    const error = await client
      .addEntry({
        itemId: 'prod-canvas-tote',
        sku: 'TOTE-NAT',
        quantity: 1,
        additionalFields: null,
      })
      .catch((caught: unknown) => caught);
    expect(isCrumbError(error)).toBe(true);
    expect(errorText(error, messages, true)).toBe(
      'Your session has expired. Please reload the page and try again.',
    );
    expect(errorText(error, messages, false)).toBe(
      'Please enable cookies in your browser, reload the page, and try again.',
    );
  });

  it("passes the server's message on for a refused add", async () => {
    const { client } = appFetch();
    await client.getCart();
    const error = await client
      .addEntry({
        itemId: 'prod-enamel-mug',
        sku: 'MUG-ENAMEL',
        quantity: 1,
        additionalFields: null,
      })
      .catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(409);
    expect(errorText(error, messages)).toBe('Sorry, we do not have enough of that item available.');
  });
});

describe('the API client on failures', () => {
  it('retries a GET on a 503 but never a POST', async () => {
    const get = failingFetch(() => new Response('down', { status: 503 }));
    const getClient = createApiClient({ apiBase: 'http://x/', fetch: get.fetch, getRetries: 2 });
    await expect(getClient.getCart()).rejects.toSatisfy(isHttpError);
    expect(get.count()).toBe(3);

    const post = failingFetch(() => new Response('down', { status: 503 }));
    const postClient = createApiClient({ apiBase: 'http://x/', fetch: post.fetch, getRetries: 2 });
    await expect(
      postClient.addEntry({ itemId: 'a', sku: null, quantity: 1, additionalFields: null }),
    ).rejects.toSatisfy(isHttpError);
    expect(post.count()).toBe(1);
  });

  it("turns 429 into the rate-limit text 'Please try again in a few seconds.'", async () => {
    const { fetch } = failingFetch(() =>
      Response.json({ message: 'Too many requests' }, { status: 429 }),
    );
    const error = await createApiClient({ apiBase: 'http://x/', fetch })
      .getStock('a')
      .catch((caught: unknown) => caught);
    expect(isRateLimitError(error)).toBe(true);
    expect(errorText(error, messages)).toBe('Please try again in a few seconds.');
  });

  it('rejects a 200 whose body does not match the schema, naming the call', async () => {
    const { fetch } = failingFetch(() => Response.json({ results: [{ qtyInStock: 'many' }] }));
    const error = await createApiClient({ apiBase: 'http://x/', fetch })
      .getStock('a')
      .catch((caught: unknown) => caught);
    expect(isResponseValidationError(error)).toBe(true);
    expect((error as Error).message).toContain('GET http://x/api/commerce/inventory/stock');
  });

  it('reports a 200 whose body is not JSON as a bad response, not a lost connection', async () => {
    const { fetch, count } = failingFetch(
      () =>
        new Response('<h1>Sign in to the Wi-Fi</h1>', { headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await createApiClient({ apiBase: 'http://x/', fetch })
      .getCart()
      .catch((caught: unknown) => caught);
    expect(isResponseValidationError(error)).toBe(true);
    expect(isNetworkError(error)).toBe(false);
    expect((error as Error).message).toBe(
      'GET http://x/api/commerce/shopping-cart: the response body is not JSON',
    );
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
    expect(errorText(error, messages)).toBe('Something went wrong');
    expect(count()).toBe(1);
  });

  it('keeps what caused each failure: the HTTP response, the timeout, the network error', async () => {
    const http = await createApiClient({
      apiBase: 'http://x/',
      fetch: failingFetch(() => Response.json({ message: 'Sold out' }, { status: 409 })).fetch,
    })
      .getStock('a')
      .catch((caught: unknown) => caught);
    expect(isHttpError(http) && (http.cause as { response?: Response }).response?.status).toBe(409);

    const neverAnswers = () => new Promise<Response>(() => undefined);
    const timeout = await createApiClient({
      apiBase: 'http://x/',
      fetch: neverAnswers,
      timeoutMs: 20,
      getRetries: 0,
    })
      .getCart()
      .catch((caught: unknown) => caught);
    expect(isTimeoutError(timeout) && (timeout.cause as Error).name).toBe('TimeoutError');

    const offline = new TypeError('fetch failed');
    const network = await createApiClient({
      apiBase: 'http://x/',
      fetch: () => Promise.reject(offline),
      getRetries: 0,
    })
      .getCart()
      .catch((caught: unknown) => caught);
    expect(isNetworkError(network) && network.cause).toBe(offline);
  });

  it('reports a server that cannot be reached as a network error with the connection text', async () => {
    const fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const error = await createApiClient({ apiBase: 'http://x/', fetch, getRetries: 0 })
      .getCart()
      .catch((caught: unknown) => caught);
    expect(isNetworkError(error)).toBe(true);
    expect(errorText(error, messages)).toBe('Unable to connect. Please try again');
  });
});
