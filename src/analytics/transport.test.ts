/** The fire-and-forget transport and the trackers over it: beacon first, fetch with a plain-text body, 2500 ms timeout, no retry, nothing thrown or shown; the tracker's status rule. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_TIMEOUT_MS } from '../api/analytics-contract';
import { createTrackers, deliverPixel } from './trackers';
import { send } from './transport';

const originalBeacon = navigator.sendBeacon;

function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
  document.body.innerHTML = '<p>page</p>';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'sendBeacon', { value: originalBeacon, configurable: true });
});

describe('the transport', () => {
  it('queues a beacon when the browser takes it, and fetches nothing', async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const fetch = stubFetch(() => Promise.resolve(new Response('{}')));
    expect(await send('http://localhost/api/census/overlay', '{"a":1}')).toBe('beacon');
    expect(beacon).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to one fetch with a text/plain body when the beacon is refused', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
    const fetch = stubFetch(() => Promise.resolve(new Response('{}', { status: 200 })));
    expect(await send('http://localhost/x', '{"a":1}')).toBe(200);
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toMatch(/^text\/plain/);
  });

  it.each([500, 429])(
    'answers %i without throwing, retrying or showing anything',
    async (status) => {
      const error = vi.spyOn(console, 'error');
      const fetch = stubFetch(() => Promise.resolve(new Response('no', { status })));
      expect(await send('http://localhost/x', 'body')).toBe(status);
      expect(fetch).toHaveBeenCalledOnce();
      expect(document.body.innerHTML).toBe('<p>page</p>');
      expect(error).not.toHaveBeenCalled();
    },
  );

  it('gives up a call still open after 2500 ms, aborting it, without a retry', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    vi.stubGlobal('fetch', fetch);
    let result: unknown = 'pending';
    void send('http://localhost/x', 'body').then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(ANALYTICS_TIMEOUT_MS - 1);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBeUndefined();
    expect(signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('resolves undefined when the network fails', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await send('http://localhost/x', 'body')).toBeUndefined();
  });
});

describe('the newer event tracker', () => {
  it("rejects 'Error tracking event: HTTP Status {status}' for a status other than 200/202, silently by default", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => Promise.resolve(new Response('', { status: 500 })));
    const silent = createTrackers('http://localhost/', 'dev');
    await expect(silent.track('commerce_cart_view', {})).rejects.toThrow(
      'Error tracking event: HTTP Status 500',
    );
    expect(warn).not.toHaveBeenCalled();
    const debug = createTrackers('http://localhost/', 'dev', 'debug');
    await expect(debug.track('commerce_cart_view', {})).rejects.toThrow();
    expect(warn).toHaveBeenCalledWith('Error tracking event: HTTP Status 500');
  });

  it('accepts 200 and 202, sends eventContent as JSON text with eventSchemaName, to the host of the environment', async () => {
    const fetch = stubFetch(() => Promise.resolve(new Response('', { status: 202 })));
    await createTrackers('http://localhost/', 'dev').track('commerce_cart_view', { a: '<b>' });
    expect(fetch.mock.calls[0]![0]).toBe('http://localhost/api/v1/clanker/events');
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({
      eventContent: '{"a":"<b>"}',
      eventSchemaName: 'commerce_cart_view',
    });
    await createTrackers('http://localhost/', 'prod').track('x', {});
    expect(fetch.mock.calls[1]![0]).toBe('https://events.storefront.test/api/v1/clanker/events');
  });

  it('in validate mode also posts the content to the validate call of the development host', async () => {
    const fetch = stubFetch(() => Promise.resolve(new Response('', { status: 200 })));
    await createTrackers('http://localhost/', 'dev', 'validate').track('commerce_cart_view', {});
    expect(fetch.mock.calls.map(([url]) => url)).toContain(
      'http://localhost/api/v1/clanker/validate-event-content/commerce_cart_view',
    );
  });
});

describe('pixels', () => {
  it("delivers each event to the owner's fbq and gtag with value and currency, and survives their failures", () => {
    const fbq = vi.fn();
    const gtag = vi.fn(() => {
      throw new Error('pixel down');
    });
    deliverPixel({ event: 'Add to cart', value: 25, currency: 'USD', itemId: 'i' }, { fbq, gtag });
    expect(fbq).toHaveBeenCalledWith('track', 'AddToCart', {
      value: 25,
      currency: 'USD',
      itemId: 'i',
    });
    expect(gtag).toHaveBeenCalledWith('event', 'add_to_cart', {
      value: 25,
      currency: 'USD',
      itemId: 'i',
    });
    expect(() => deliverPixel({ event: 'Purchase', value: 1, currency: 'USD' }, {})).not.toThrow();
  });
});
