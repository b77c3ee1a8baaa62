/** The page benchmark's statistics: medians, quartiles, a bootstrap interval of a ratio of medians and a target's verdict. */

/** The `q` quantile of `values` (0..1), interpolated between the two nearest ranks; 0 when empty. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);

/** The interquartile range: the 25th and 75th percentiles. */
export const quartiles = (values: readonly number[]): [number, number] => [
  quantile(values, 0.25),
  quantile(values, 0.75),
];

/** A seeded generator of numbers in [0, 1) (mulberry32), so an interval is the same for the same loads. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * The 95% bootstrap interval (percentile method) of `median(ours) / median(base)`, where
 * `base[i]` and `ours[i]` were measured back to back (one round): each resample draws whole
 * rounds, so whatever the two loads of a round share (the machine's load at the time) stays
 * paired. Both arrays have one entry per round.
 */
export function ratioInterval(
  base: readonly number[],
  ours: readonly number[],
  resamples = 2000,
  random = seededRandom(19),
): [number, number] {
  const rounds = Math.min(base.length, ours.length);
  const ratios: number[] = [];
  for (let r = 0; r < resamples; r++) {
    const b: number[] = [];
    const o: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const pick = Math.floor(random() * rounds);
      b.push(base[pick]!);
      o.push(ours[pick]!);
    }
    const denominator = median(b);
    if (denominator > 0) ratios.push(median(o) / denominator);
  }
  return [quantile(ratios, 0.025), quantile(ratios, 0.975)];
}

/**
 * Whether a measured value keeps under its limit. With an interval: `met` when all of it is at
 * or under the limit, `not met` when all of it is over, else `undecided` (more loads, or a
 * quieter machine, would tell).
 */
export type Verdict = 'met' | 'not met' | 'undecided';

export function verdict(value: number | readonly [number, number], limit: number): Verdict {
  const [low, high] = typeof value === 'number' ? [value, value] : value;
  if (high <= limit) return 'met';
  if (low > limit) return 'not met';
  return 'undecided';
}
