/** The performance collector: web-vitals metrics batched with the navigation timings, one JSON array sent when the page hides or after the delay, nothing past 60000 ms, its own errors to the reporter. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { PERFORMANCE_MAX_WAIT_MS, PERFORMANCE_SEND_DELAY_MS } from '../api/analytics-contract';
import { startPerformanceCollector, type CollectorOptions } from './performance';

type Vitals = Awaited<ReturnType<NonNullable<CollectorOptions['loadVitals']>>>;

type Report = (metric: Metric) => void;
let reporters: Report[];
let sent: string[];

const metric = (name: string, value: number) =>
  ({ name, value, rating: 'good', id: `v-${name}`, navigationType: 'navigate' }) as Metric;
const vitals = () => {
  const on = (report: Report) => void reporters.push(report);
  const all = { onCLS: on, onFCP: on, onINP: on, onLCP: on, onTTFB: on };
  return Promise.resolve(all as unknown as Vitals);
};
const batches = () =>
  sent.map((body) => (JSON.parse(body) as { eventName: string }[]).map((e) => e.eventName));

beforeEach(() => {
  vi.useFakeTimers();
  reporters = [];
  sent = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    value: (_url: string, body: Blob) => {
      void body.text().then((text) => sent.push(text));
      return true;
    },
    configurable: true,
  });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});
afterEach(() => vi.useRealTimers());

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('the performance collector', () => {
  it('sends the metrics so far as one batch when the page hides', async () => {
    const collector = startPerformanceCollector({
      apiBase: 'http://localhost/',
      environment: 'dev',
      reportError: vi.fn(),
      loadVitals: vitals,
      now: () => 42,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(reporters).toHaveLength(5);
    reporters[0]!(metric('TTFB', 80.1234));
    reporters[1]!(metric('FCP', 300));
    expect(sent).toEqual([]);
    hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches()).toEqual([['TTFB', 'FCP']]);
    const [first] = JSON.parse(sent[0]!) as Record<string, unknown>[];
    expect(first).toMatchObject({
      appName: 'storefront',
      eventName: 'TTFB',
      timestamp: 42,
      data: { value: 80.123, rating: 'good', environment: 'dev' },
    });
    expect(first!.pageLoadId).toEqual(expect.any(String));
    collector.stop();
  });

  it('sends after the delay past load, and nothing is collected past 60000 ms', async () => {
    startPerformanceCollector({
      apiBase: 'http://localhost/',
      environment: 'prod',
      reportError: vi.fn(),
      loadVitals: vitals,
    });
    await vi.advanceTimersByTimeAsync(0);
    reporters[0]!(metric('LCP', 1200));
    await vi.advanceTimersByTimeAsync(PERFORMANCE_SEND_DELAY_MS);
    expect(batches()).toEqual([['LCP']]);
    reporters[1]!(metric('CLS', 0.1));
    await vi.advanceTimersByTimeAsync(PERFORMANCE_MAX_WAIT_MS);
    expect(batches()).toEqual([['LCP'], ['CLS']]);
    reporters[2]!(metric('INP', 90));
    hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches()).toHaveLength(2);
  });

  it('hands its own failures to the error reporter', async () => {
    const reportError = vi.fn();
    startPerformanceCollector({
      apiBase: 'http://localhost/',
      environment: 'dev',
      reportError,
      loadVitals: () => Promise.reject(new Error('no web-vitals')),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(reportError).toHaveBeenCalledWith(new Error('no web-vitals'));
  });
});
