/** The analytics boot, the only analytics code in the loader: buffers domain events and our window errors, loads the analytics chunk after idle, and holds the consent switch (refused: census cookies cleared, nothing recorded). */
import { ANALYTICS_COOKIE, SESSION_FLAGS_KEY } from '../api/analytics-contract';
import type { StorefrontConfig } from '../config';
import { whenIdle } from '../loader/wake';
import { DOMAIN_EVENTS, type AnalyticsEmitter, type BufferedEvent } from './domain-events';
import type { AnalyticsHandle, StartOptions } from './index';
import { clearCookies } from './storage';

/** Most events and errors held before the chunk runs. */
const BUFFER_LIMIT = 100;
const ERROR_BUFFER_LIMIT = 10;

/** Clears the census cookies and the session flags. */
export function clearAnalyticsState(): void {
  clearCookies(Object.values(ANALYTICS_COOKIE));
  try {
    localStorage.removeItem(SESSION_FLAGS_KEY);
  } catch {
    // no storage
  }
  clearCookies([SESSION_FLAGS_KEY]);
}

/**
 * Runs `task` once the page has loaded, `settled` has resolved (the widgets present at start are
 * mounted) and the main thread is idle, so the collector never shares a long task with them.
 */
function afterIdle(task: () => void, settled: Promise<unknown>): void {
  const idle = () => whenIdle(task, 5000, 1000);
  const loaded = () => void settled.then(idle, idle);
  if (document.readyState === 'complete') loaded();
  else addEventListener('load', loaded, { once: true });
}

export type AnalyticsModule = { start(options: StartOptions): AnalyticsHandle };

/**
 * Starts analytics for the page; returns the consent switch (`Storefront.consent`). With
 * consent (config `analytics`, default true) the chunk loads after idle once `settled` (the
 * loader's `ready`) has resolved or failed.
 */
export function startAnalytics(
  config: StorefrontConfig,
  version: string,
  emitter: AnalyticsEmitter,
  load: () => Promise<AnalyticsModule>,
  bundleBase: string,
  settled: Promise<unknown>,
): (granted: boolean) => void {
  let consent = config.analytics;
  let handle: AnalyticsHandle | undefined;
  let buffered: BufferedEvent[] = [];
  let errors: Event[] = [];
  let unlisten: (() => void) | undefined;

  const listen = () => {
    if (unlisten) return;
    const onError = (event: Event) => {
      if (errors.length < ERROR_BUFFER_LIMIT) errors.push(event);
    };
    const offs = DOMAIN_EVENTS.map((name) =>
      emitter.on(name, (detail) => {
        if (buffered.length < BUFFER_LIMIT) buffered.push([name, detail] as BufferedEvent);
      }),
    );
    addEventListener('error', onError);
    addEventListener('unhandledrejection', onError);
    unlisten = () => {
      for (const off of offs) off();
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onError);
      unlisten = undefined;
    };
  };

  const begin = () => {
    if (!consent || handle) return;
    load().then(
      // Started in a task of its own: the chunk's evaluation and the first sends never add up to
      // one long task on a slow phone (events keep being buffered until then).
      (module) =>
        setTimeout(() => {
          unlisten?.();
          if (!consent || handle) return;
          handle = module.start({ config, version, emitter, buffered, errors, bundleBase });
          buffered = [];
          errors = [];
        }),
      () => {
        unlisten?.();
        buffered = [];
        errors = [];
      },
    );
  };

  /** Resolves at the idle moment, waited for once; `begin` starts the chunk only once. */
  let idle: Promise<void> | undefined;
  const schedule = () => {
    listen();
    void (idle ??= new Promise((resolve) => afterIdle(resolve, settled))).then(begin);
  };

  if (consent) schedule();
  else clearAnalyticsState();

  return (granted: boolean) => {
    consent = granted;
    if (granted) return schedule();
    handle?.stop();
    handle = undefined;
    unlisten?.();
    buffered = [];
    errors = [];
    clearAnalyticsState();
  };
}
