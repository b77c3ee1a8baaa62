/** Media times as a clock reads them: `m:ss` (the template's `humanizeDuration` and the audio player). */

/** Whole seconds as `m:ss`, minutes unbounded (`75` -> `1:15`); not a finite number reads `0:00`. */
export function clockTime(seconds: number): string {
  const secs = Number.isFinite(seconds) ? Math.trunc(seconds) : 0;
  const mins = Math.trunc(secs / 60);
  return `${mins}:${String(secs - mins * 60).padStart(2, '0')}`;
}
