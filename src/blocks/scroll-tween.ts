/**
 * The scroll tween (templates document, sections 5 and 9): where a scroll to an element ends
 * (its top less the offset, default 30 px), how long it takes (default 300 ms; a duration under
 * the bound of 50 ms jumps), and the position at each moment. A duration must be finite.
 */

export const SCROLL_TWEEN_DURATION_MS = 300;
export const SCROLL_OFFSET_PX = 30;
/** Durations below this jump straight to the end: too short to see as motion. */
export const SCROLL_DURATION_BOUND_MS = 50;

/** @throws RangeError for a duration that is not a finite number */
export function tweenDuration(duration: number = SCROLL_TWEEN_DURATION_MS): number {
  if (!Number.isFinite(duration)) throw new RangeError('Scroll tween requires a finite duration');
  return duration < SCROLL_DURATION_BOUND_MS ? 0 : duration;
}

/** The scroll position that shows an element whose top is `elementTop` (document px), never < 0. */
export const scrollTarget = (elementTop: number, offset: number = SCROLL_OFFSET_PX): number =>
  Math.max(0, elementTop - offset);

/** Ease in and out: slow start, slow end. */
const ease = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** The position `elapsed` ms into a tween from `from` to `to` lasting `duration` ms. */
export function tweenPosition(from: number, to: number, elapsed: number, duration: number): number {
  const total = tweenDuration(duration);
  if (total === 0 || elapsed >= total) return to;
  if (elapsed <= 0) return from;
  return from + (to - from) * ease(elapsed / total);
}
