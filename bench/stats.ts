/** The page benchmark's statistics: medians, quartiles, the paired ratio of two sides' loads with its interval (trimmed mean of per-round differences), a bootstrap interval of a ratio of medians and a target's verdict. */

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

/** The mean of `values`; 0 when empty. */
export const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The two-sided 97.5% quantile of Student's t with `df` degrees of freedom (the 95% interval's
 * half-width in standard errors): the Cornish-Fisher expansion around the normal quantile,
 * within 0.001 of the exact value from 4 degrees of freedom on (12 rounds, trimmed, give 9).
 */
export function t975(df: number): number {
  const z = 1.959963984540054;
  const [z3, z5, z7, z9] = [z ** 3, z ** 5, z ** 7, z ** 9];
  return (
    z +
    (z3 + z) / (4 * df) +
    (5 * z5 + 16 * z3 + 3 * z) / (96 * df ** 2) +
    (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * df ** 3) +
    (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / (92160 * df ** 4)
  );
}

/**
 * The share of each end a trimmed mean leaves out (a round the machine hiccupped in): a fifth,
 * the usual choice for Yuen's interval, as a busy machine's rounds have heavy tails.
 */
export const TRIM = 0.2;

/**
 * The `trim`-trimmed mean of `values` with its 95% interval (Yuen's: the winsorized variance, t
 * with n - 2g - 1 degrees of freedom, g = floor(trim * n) values cut at each end). With trim 0,
 * the mean and Student's t interval. Fewer than 3 values: the mean, no interval (`[-Inf, Inf]`).
 */
export function trimmedMean(
  values: readonly number[],
  trim = TRIM,
): { mean: number; interval: [number, number] } {
  const n = values.length;
  const sorted = [...values].sort((a, b) => a - b);
  const g = Math.floor(trim * n);
  const kept = sorted.slice(g, n - g);
  const center = mean(kept);
  if (n < 3 || kept.length < 2) return { mean: center, interval: [-Infinity, Infinity] };
  const winsorized = sorted.map((value) =>
    Math.min(Math.max(value, sorted[g]!), sorted[n - g - 1]!),
  );
  const wMean = mean(winsorized);
  const variance = winsorized.reduce((sum, value) => sum + (value - wMean) ** 2, 0) / (n - 1);
  const se = Math.sqrt(variance) / ((1 - (2 * g) / n) * Math.sqrt(n));
  const half = t975(n - 2 * g - 1) * se;
  return { mean: center, interval: [center - half, center + half] };
}

/**
 * How much `ours` moves a figure against `base`, from paired rounds (`base[i]` and `ours[i]`
 * measured back to back): the trimmed mean of the per-round differences, as a ratio to the
 * baseline's mean (1 + mean difference / mean baseline), with its 95% interval. A mean of
 * differences, not a ratio of medians: a figure quantized to frames (LCP: 16.7 ms, about 8% of
 * a 200 ms LCP) moves a median by whole frames, while the mean of many rounds' differences
 * takes the values in between; what the two loads of a round share (the machine's load at the
 * time) cancels out in their difference. The interval treats the baseline's mean as known
 * (its own error changes the ratio's distance from 1 by its relative error, about 1%).
 */
export function pairedRatio(
  base: readonly number[],
  ours: readonly number[],
  trim = TRIM,
): { ratio: number; interval: [number, number]; diff: number; diffInterval: [number, number] } {
  const rounds = Math.min(base.length, ours.length);
  const differences = Array.from({ length: rounds }, (_, i) => ours[i]! - base[i]!);
  const { mean: diff, interval: diffInterval } = trimmedMean(differences, trim);
  const denominator = mean(base.slice(0, rounds));
  const toRatio = (value: number) => (denominator > 0 ? 1 + value / denominator : NaN);
  return {
    ratio: toRatio(diff),
    interval: [toRatio(diffInterval[0]), toRatio(diffInterval[1])],
    diff,
    diffInterval,
  };
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
