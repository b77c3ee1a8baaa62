/** The trace reading of the page benchmark: our scripts' main-thread time before the LCP. */
import { describe, expect, it } from 'vitest';
import { bundleTimeBeforeLcp, type TraceEvent } from './trace';

const OURS = 'http://127.0.0.1:4000/storefront/latest/storefront.js';
const span = (name: string, ts: number, dur: number, url?: string, tid = 1): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  tid,
  ...(url !== undefined && { args: { data: { url } } }),
});
const lcpAt = (ts: number): TraceEvent => ({
  name: 'largestContentfulPaint::Candidate',
  ph: 'R',
  ts,
  tid: 1,
});

describe("our scripts' time before the LCP", () => {
  it('counts nested events once, leaves out other scripts, other threads and what comes after the LCP', () => {
    const events = [
      span('EvaluateScript', 1000, 4000, OURS),
      span('v8.compile', 1100, 500, OURS), // inside the evaluation
      span('FunctionCall', 6000, 1000, OURS), // a microtask after it
      span('EvaluateScript', 7000, 3000, 'http://127.0.0.1:4000/site.js'), // the page's own
      span('v8.parseOnBackground', 0, 9000, OURS, 2), // off the main thread
      span('FunctionCall', 9500, 2000, OURS), // half before the LCP
      span('v8.evaluateModule', 8000, 500), // a chunk's evaluation: no URL, ours
      span('v8.evaluateModule', 8000, 500, undefined, 2), // another thread's
      lcpAt(5000),
      lcpAt(10_500),
    ];
    expect(bundleTimeBeforeLcp(events, '/storefront/')).toBe((4000 + 1000 + 500 + 1000) / 1000);
  });

  it('is 0 without our script (the baseline) or without an LCP', () => {
    expect(
      bundleTimeBeforeLcp(
        [span('EvaluateScript', 0, 100, 'http://x/site.js'), lcpAt(500)],
        '/storefront/',
      ),
    ).toBe(0);
    expect(bundleTimeBeforeLcp([span('EvaluateScript', 0, 100, OURS)], '/storefront/')).toBe(0);
  });
});
