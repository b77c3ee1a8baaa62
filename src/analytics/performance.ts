/** The performance collector (on only when enabled): web-vitals metrics and the navigation timings, batched and sent to `/api/1/performance/records` when the page hides or a while after load, never waiting past 60000 ms; its own errors go to the error reporter. */
import type { Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import {
  ANALYTICS_PATH,
  PERFORMANCE_APP_NAME,
  PERFORMANCE_MAX_WAIT_MS,
  PERFORMANCE_LISTENING_MARK,
  PERFORMANCE_SEND_DELAY_MS,
  type TrackerEnvironment,
} from '../api/analytics-contract';
import { send } from './transport';
import { randomId } from './visitor';

/** The performance event (templates document, editor-side entities). */
export interface PerformanceEvent {
  appName: string;
  data: Record<string, number | string>;
  eventName: string;
  pageLoadId: string;
  timestamp: number;
}

interface Vitals {
  onCLS: typeof onCLS;
  onFCP: typeof onFCP;
  onINP: typeof onINP;
  onLCP: typeof onLCP;
  onTTFB: typeof onTTFB;
}

export interface CollectorOptions {
  apiBase: string;
  environment: TrackerEnvironment;
  reportError: (error: unknown) => void;
  loadVitals?: () => Promise<Vitals>;
  now?: () => number;
}

export interface Collector {
  /** Sends the batch now (also called on page hide). */
  flush(): void;
  stop(): void;
}

/** The document's navigation timings, in ms (sizes in bytes). */
export function navigationTimings(entry: PerformanceNavigationTiming): Record<string, number> {
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    decodedBodySize: entry.decodedBodySize,
    encodedBodySize: entry.encodedBodySize,
    domContentLoadedEventStart: round(entry.domContentLoadedEventStart),
    domContentLoadedEventEnd: round(entry.domContentLoadedEventEnd),
    domainLookup: round(entry.domainLookupEnd - entry.domainLookupStart),
    connectionSetup: round(entry.connectEnd - entry.connectStart),
    tlsNegotiation: round(
      entry.secureConnectionStart > 0 ? entry.connectEnd - entry.secureConnectionStart : 0,
    ),
    loadEventStart: round(entry.loadEventStart),
    loadEventEnd: round(entry.loadEventEnd),
    responseStart: round(entry.responseStart),
  };
}

export function startPerformanceCollector({
  apiBase,
  environment,
  reportError,
  loadVitals = () => import('web-vitals'),
  now = Date.now,
}: CollectorOptions): Collector {
  const endpoint = new URL(ANALYTICS_PATH.performance.slice(1), apiBase).href;
  const pageLoadId = randomId();
  const perfEnvironment = environment === 'qa' ? 'staging' : environment;
  let batch: PerformanceEvent[] = [];
  let stopped = false;
  let navigationSent = false;
  const timers: ReturnType<typeof setTimeout>[] = [];

  const add = (eventName: string, data: Record<string, number | string>) => {
    if (stopped) return;
    batch.push({
      appName: PERFORMANCE_APP_NAME,
      data: { ...data, environment: perfEnvironment },
      eventName,
      pageLoadId,
      timestamp: now(),
    });
  };

  const addNavigation = () => {
    if (navigationSent) return;
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (!entry || entry.loadEventEnd === 0) return;
    navigationSent = true;
    add('navigation', navigationTimings(entry));
    const [input] = performance.getEntriesByType('first-input') as PerformanceEventTiming[];
    if (input) add('FID', { value: Math.round(input.processingStart - input.startTime) });
  };

  const flush = () => {
    try {
      addNavigation();
      if (batch.length === 0) return;
      const body = JSON.stringify(batch);
      batch = [];
      void send(endpoint, body);
    } catch (error) {
      reportError(error);
    }
  };

  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const onMetric = (metric: Metric) => {
    try {
      add(metric.name, {
        value: Math.round(metric.value * 1000) / 1000,
        rating: metric.rating,
        id: metric.id,
        navigationType: metric.navigationType,
      });
    } catch (error) {
      reportError(error);
    }
  };

  const stop = () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHide);
    removeEventListener('pagehide', flush);
  };

  loadVitals().then(
    (vitals) => {
      if (stopped) return;
      try {
        for (const on of [vitals.onCLS, vitals.onFCP, vitals.onINP, vitals.onLCP, vitals.onTTFB])
          on(onMetric);
      } catch (error) {
        reportError(error);
      }
      // After web-vitals' own listeners, so the metrics it reports on hide are in the batch.
      document.addEventListener('visibilitychange', onHide);
      addEventListener('pagehide', flush);
      // A user-timing mark: the collector listens from here on (devtools and tests read it).
      performance.mark?.(PERFORMANCE_LISTENING_MARK);
    },
    (error: unknown) => reportError(error),
  );

  const afterLoad = () => timers.push(setTimeout(flush, PERFORMANCE_SEND_DELAY_MS));
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
  timers.push(
    setTimeout(() => {
      flush();
      stop();
    }, PERFORMANCE_MAX_WAIT_MS),
  );

  return { flush, stop };
}
