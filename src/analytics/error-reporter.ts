/** The error reporter: uncaught errors and rejections of our bundle to `RecordJavascriptErrors` (JSON array of event, data, timestamp; the crumb header), at most 20 per page, a queue of 10, stacks cut at 5000 characters, sent 1 s after the last one; it never reports itself. */
import {
  ANALYTICS_PATH,
  ERROR_REPORT_LIMITS,
  JAVASCRIPT_ERROR_EVENT,
} from '../api/analytics-contract';
import { COOKIE, CRUMB_HEADER, readCookie } from '../api/cookies';
import { send } from './transport';

export interface ErrorReport {
  event: typeof JAVASCRIPT_ERROR_EVENT;
  data: {
    message: string;
    filename: string;
    lineno: number;
    colno: number;
    stack: string;
    url: string;
  };
  timestamp: number;
}

export interface ErrorReporter {
  /** An error of ours (the collector's, a handler's): queued when within the limits. */
  report(error: unknown, where?: { filename?: string; lineno?: number; colno?: number }): void;
  /** A window `error` or `unhandledrejection` event: queued only when it comes from our bundle. */
  handle(event: Event): void;
  /** Sends what is queued now (page hide). */
  flush(): void;
  stop(): void;
}

export interface ErrorReporterOptions {
  apiBase: string;
  /** The bundle's base URL: an error whose file or stack is under it is ours. */
  bundleBase: string;
  now?: () => number;
  /** The page URL in each report. */
  pageUrl?: () => string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

export function createErrorReporter({
  apiBase,
  bundleBase,
  now = Date.now,
  pageUrl = () => location.href,
}: ErrorReporterOptions): ErrorReporter {
  const endpoint = new URL(ANALYTICS_PATH.javascriptErrors.slice(1), apiBase).href;
  let queue: ErrorReport[] = [];
  let accepted = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;
  let stopped = false;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0 || stopped) return;
    const batch = queue;
    queue = [];
    sending = true;
    try {
      const crumb = readCookie(COOKIE.crumb);
      void send(endpoint, JSON.stringify(batch), {
        headers: {
          'Content-Type': 'application/json',
          ...(crumb ? { [CRUMB_HEADER]: crumb } : {}),
        },
      });
    } finally {
      sending = false;
    }
  };

  const report: ErrorReporter['report'] = (error, where = {}) => {
    // Never itself: nothing while sending, nothing past the page's limit or a full queue.
    if (stopped || sending || accepted >= ERROR_REPORT_LIMITS.perPage) return;
    if (queue.length >= ERROR_REPORT_LIMITS.queue) return;
    try {
      const e = (error ?? {}) as { message?: unknown; stack?: unknown };
      const message =
        error instanceof Error || typeof e.message === 'string' ? text(e.message) : String(error);
      accepted++;
      queue.push({
        event: JAVASCRIPT_ERROR_EVENT,
        data: {
          message: message.slice(0, ERROR_REPORT_LIMITS.stackChars),
          filename: where.filename ?? '',
          lineno: where.lineno ?? 0,
          colno: where.colno ?? 0,
          stack: text(e.stack).slice(0, ERROR_REPORT_LIMITS.stackChars),
          url: pageUrl(),
        },
        timestamp: now(),
      });
      clearTimeout(timer);
      timer = setTimeout(flush, ERROR_REPORT_LIMITS.debounceMs);
    } catch {
      // a report that cannot be built is dropped
    }
  };

  const ours = (filename: string, stack: string) =>
    Boolean(bundleBase) && (filename.startsWith(bundleBase) || stack.includes(bundleBase));

  return {
    report,
    handle(event) {
      try {
        if (event.type === 'unhandledrejection') {
          const reason = (event as PromiseRejectionEvent).reason as { stack?: unknown } | undefined;
          if (ours('', text(reason?.stack))) report(reason);
          return;
        }
        const e = event as ErrorEvent;
        if (!ours(text(e.filename), text((e.error as { stack?: unknown } | null)?.stack))) return;
        report(e.error ?? e.message, { filename: e.filename, lineno: e.lineno, colno: e.colno });
      } catch {
        // never report the reporter
      }
    },
    flush,
    stop() {
      stopped = true;
      clearTimeout(timer);
      queue = [];
    },
  };
}
