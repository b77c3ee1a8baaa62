/** Reading a Chromium trace of one page load: our scripts' main-thread time before the page's LCP. */

/** A trace event, as Chromium writes it (times in µs). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { url?: string }; fileName?: string };
}

/**
 * From a trace of one load: the main-thread time of the events of scripts under `bundlePath`
 * (evaluating, compiling, calling them, their microtasks) before the page's last LCP candidate,
 * as the union of their intervals (nested events count once), in ms. A module's evaluation
 * (`v8.evaluateModule`) names no URL: it counts as ours, as the benchmark's pages load no module
 * script of their own (our chunks are modules).
 */
export function bundleTimeBeforeLcp(events: readonly TraceEvent[], bundlePath: string): number {
  const candidates = events.filter((e) => e.name === 'largestContentfulPaint::Candidate');
  const lcp = candidates.at(-1)?.ts;
  const fromBundle = (e: TraceEvent) => {
    const url = e.args?.data?.url ?? e.args?.fileName ?? '';
    return URL.canParse(url) && new URL(url).pathname.startsWith(bundlePath);
  };
  const ours = (e: TraceEvent) => fromBundle(e) || e.name === 'v8.evaluateModule';
  const evaluated = events.find((e) => e.name === 'EvaluateScript' && fromBundle(e));
  if (lcp === undefined || !evaluated) return 0;
  const spans = events
    .filter((e) => e.ph === 'X' && e.tid === evaluated.tid && e.dur && e.ts < lcp && ours(e))
    .map((e) => [e.ts, Math.min(e.ts + e.dur!, lcp)] as const)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of spans) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total / 1000;
}
