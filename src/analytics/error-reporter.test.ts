/** The error reporter's limits: only our bundle's errors, 20 per page, a queue of 10, stacks cut at 5000 characters, one send 1 s after the last error, the crumb header, never itself. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter } from './error-reporter';

const BUNDLE = 'http://localhost/storefront/latest/';
let fetch: ReturnType<typeof vi.fn>;

const bodies = () =>
  fetch.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string) as unknown[]);

function ourError(message: string, stack = `Error: ${message}\n    at ${BUNDLE}chunks/x.js:1:2`) {
  const error = new Error(message);
  error.stack = stack;
  return new ErrorEvent('error', {
    error,
    message,
    filename: `${BUNDLE}chunks/x.js`,
    lineno: 1,
    colno: 2,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
  fetch = vi.fn(() => Promise.resolve(new Response('{}')));
  vi.stubGlobal('fetch', fetch);
  document.cookie = 'crumb=crumb-1;path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the error reporter', () => {
  it('sends our errors 1 s after the last one, in one JSON array, with the crumb header', async () => {
    const reporter = createErrorReporter({
      apiBase: 'http://localhost/',
      bundleBase: BUNDLE,
      now: () => 7,
    });
    reporter.handle(ourError('one'));
    await vi.advanceTimersByTimeAsync(900);
    reporter.handle(ourError('two'));
    await vi.advanceTimersByTimeAsync(900);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://localhost/api/events/RecordJavascriptErrors');
    expect((init.headers as Record<string, string>)['X-CSRF-Token']).toBe('crumb-1');
    expect(bodies()[0]).toEqual([
      expect.objectContaining({
        event: 'javascript_error',
        timestamp: 7,
        data: expect.objectContaining({ message: 'one', lineno: 1, colno: 2 }),
      }),
      expect.objectContaining({ data: expect.objectContaining({ message: 'two' }) }),
    ]);
  });

  it("ignores the host page's own errors", async () => {
    const reporter = createErrorReporter({ apiBase: 'http://localhost/', bundleBase: BUNDLE });
    reporter.handle(
      new ErrorEvent('error', { error: new Error('theirs'), filename: 'http://localhost/app.js' }),
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps at most 10 waiting, 20 per page, and cuts stacks at 5000 characters', async () => {
    const reporter = createErrorReporter({ apiBase: 'http://localhost/', bundleBase: BUNDLE });
    for (let i = 0; i < 15; i++) reporter.handle(ourError(`e${i}`, BUNDLE + 'x'.repeat(9000)));
    await vi.advanceTimersByTimeAsync(1000);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 10; i++) reporter.report(new Error(`r${round}.${i}`));
      await vi.advanceTimersByTimeAsync(1000);
    }
    const sent = bodies();
    expect(sent.map((batch) => batch.length)).toEqual([10, 10]);
    const first = sent[0]![0] as { data: { stack: string } };
    expect(first.data.stack).toHaveLength(5000);
  });

  it('never reports itself: a failing send reports nothing more, and errors while sending are dropped', async () => {
    fetch.mockImplementation(() => Promise.reject(new TypeError('down')));
    const reporter = createErrorReporter({ apiBase: 'http://localhost/', bundleBase: BUNDLE });
    reporter.report(new Error('once'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledOnce();
    fetch.mockImplementation(() => {
      reporter.report(new Error('from inside the send'));
      return Promise.resolve(new Response('{}'));
    });
    reporter.report(new Error('twice'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
