/**
 * When the loader may start its heavy work (React, the runtime, the widget chunks): after the
 * page's first paint once the main thread is idle, or at once when the shopper reaches for a
 * hook (pointer, focus or key on one), whichever comes first. The platform's markup already
 * shows the page (prices, sold out, the cart count), so nothing is lost by waiting.
 */

/** Longest wait for an idle moment after the first paint before loading anyway. */
export const IDLE_TIMEOUT_MS = 2000;
/** A tab in the background paints no frame; load after this long even without one. */
const PAINT_FALLBACK_MS = 1000;

/** Events that show the shopper is about to use a hook. */
export const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

export interface Wake {
  /** Resolves once the loader may load chunks. */
  readonly opened: Promise<void>;
  /** Opens the gate now (a press arrived, a public command was called); idempotent. */
  open(): void;
}

/** Resolves after the next frame has painted (a frame's rAF, then a new task). */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, PAINT_FALLBACK_MS);
  });
}

/**
 * Calls `callback` when the main thread is idle (at most `timeout` ms later), or after
 * `fallbackMs` where the browser has no idle callbacks.
 */
export function whenIdle(callback: () => void, timeout = IDLE_TIMEOUT_MS, fallbackMs = 1): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout });
  else setTimeout(callback, fallbackMs);
}

/**
 * Creates the loader's gate. `isHook(target)` tells whether an event's target is in a hook;
 * the first pointer, focus or key on one opens the gate before `schedule` does (the loader's:
 * idle after the first paint).
 */
export function createWake(
  target: Document,
  isHook: (element: Element) => boolean,
  schedule: (open: () => void) => void,
): Wake {
  let resolve!: () => void;
  const opened = new Promise<void>((r) => (resolve = r));
  const onEvent = (event: Event) => {
    if (event.target instanceof Element && isHook(event.target)) open();
  };
  // Again and again is harmless: the listeners are gone, the promise resolved.
  function open() {
    for (const type of WAKE_EVENTS) target.removeEventListener(type, onEvent, true);
    resolve();
  }
  for (const type of WAKE_EVENTS) target.addEventListener(type, onEvent, true);
  schedule(open);
  return { opened, open };
}
