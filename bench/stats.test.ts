/** The page benchmark's statistics: quantiles, the paired ratio and its interval, the bootstrap interval of a ratio and verdicts. */
import { describe, expect, it } from 'vitest';
import {
  median,
  pairedRatio,
  quantile,
  quartiles,
  ratioInterval,
  seededRandom,
  t975,
  trimmedMean,
  verdict,
} from './stats';

describe('quantiles', () => {
  it('interpolates between ranks and takes the middle of an even count as the median', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(quartiles([1, 2, 3, 4, 5])).toEqual([2, 4]);
    expect(quantile([], 0.5)).toBe(0);
  });
});

describe('the interval of a ratio of medians', () => {
  it('holds the ratio, is the same for the same loads, and narrows with more rounds', () => {
    const random = seededRandom(1);
    const noisy = (n: number, scale: number) =>
      Array.from({ length: n }, () => scale * (200 + 60 * random()));
    const base = noisy(200, 1);
    const ours = noisy(200, 1.2);
    const [low, high] = ratioInterval(base, ours);
    const ratio = median(ours) / median(base);
    expect(low).toBeLessThanOrEqual(ratio);
    expect(high).toBeGreaterThanOrEqual(ratio);
    expect(ratioInterval(base, ours)).toEqual([low, high]);
    const [fewLow, fewHigh] = ratioInterval(base.slice(0, 6), ours.slice(0, 6));
    expect(fewHigh - fewLow).toBeGreaterThan(high - low);
  });

  it('keeps rounds paired: a slowdown both loads of a round share does not widen it', () => {
    const load = [1, 3, 1.5, 2.5, 1.2, 2.8, 1.1, 2.2, 1.9, 1.4];
    const base = load.map((factor) => 200 * factor);
    const ours = load.map((factor) => 210 * factor);
    const [low, high] = ratioInterval(base, ours);
    expect(low).toBeCloseTo(1.05, 5);
    expect(high).toBeCloseTo(1.05, 5);
  });
});

describe("Student's t and the trimmed mean", () => {
  it('gives the 97.5% t quantile within 0.001 from 4 degrees of freedom', () => {
    const exact: [number, number][] = [
      [4, 2.776445],
      [5, 2.570582],
      [10, 2.228139],
      [30, 2.042272],
      [1000, 1.962339],
    ];
    for (const [df, t] of exact) expect(Math.abs(t975(df) - t)).toBeLessThan(0.001);
  });

  it('cuts a tenth at each end and widens the interval with the spread of what is left', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1000];
    const { mean, interval } = trimmedMean(values, 0.1);
    expect(mean).toBe(5.5);
    expect(interval[0]).toBeLessThan(5.5);
    expect(interval[1]).toBeGreaterThan(5.5);
    // The outlier counts as the largest value kept, not as 1000.
    expect(interval[1]).toBeLessThan(9);
    expect(trimmedMean([4, 4, 4, 4, 4]).interval).toEqual([4, 4]);
    expect(trimmedMean([1, 2]).interval).toEqual([-Infinity, Infinity]);
  });
});

describe('the paired ratio of frame-quantized loads', () => {
  const FRAME = 1000 / 60;
  /** A load's LCP: shown at the first frame after `ready`; the frames' phase is the load's own. */
  const shown = (ready: number, random: () => number) => {
    const phase = random() * FRAME;
    return phase + Math.ceil((ready - phase) / FRAME) * FRAME;
  };
  /** `rounds` rounds of a 200 ms page, `added` ms later with the bundle, on a noisy machine. */
  function rounds(count: number, added: number, random: () => number) {
    const base: number[] = [];
    const ours: number[] = [];
    for (let i = 0; i < count; i++) {
      const machine = 30 * random() ** 3; // a busy moment slows both loads of a round
      base.push(shown(200 + machine + 8 * random(), random));
      ours.push(shown(200 + added + machine + 8 * random(), random));
    }
    return { base, ours };
  }

  it('holds the true ratio in about 95% of runs of 16 rounds, where the medians move by frames', () => {
    const random = seededRandom(7);
    const added = 7; // the loader's pre-paint work: under half a frame
    let held = 0;
    const runs = 400;
    for (let run = 0; run < runs; run++) {
      const { base, ours } = rounds(16, added, random);
      // The true baseline mean: 200 + E[machine] (30/4) + E[own] (4) + half a frame.
      const truth = 1 + added / (200 + 7.5 + 4 + FRAME / 2);
      const [low, high] = pairedRatio(base, ours).interval;
      if (low <= truth && truth <= high) held++;
    }
    expect(held / runs).toBeGreaterThan(0.9);
    expect(held / runs).toBeLessThan(0.99);
  });

  it('decides a 5% limit for a 3% move in 48 rounds, and reports the move in ms', () => {
    const random = seededRandom(3);
    const { base, ours } = rounds(48, 6.5, random);
    const { ratio, interval, diff, diffInterval } = pairedRatio(base, ours);
    expect(ratio).toBeGreaterThan(1);
    expect(verdict(interval, 1.05)).toBe('met');
    expect(diff).toBeGreaterThan(diffInterval[0]);
    expect(diff).toBeLessThan(diffInterval[1]);
    // The same loads give the same figures (no resampling).
    expect(pairedRatio(base, ours)).toEqual({ ratio, interval, diff, diffInterval });
  });

  it('calls a 10% move not met', () => {
    const { base, ours } = rounds(24, 22, seededRandom(5));
    expect(verdict(pairedRatio(base, ours).interval, 1.05)).toBe('not met');
  });
});

describe('verdicts', () => {
  it('calls a target met or not only when the whole interval is on one side of its limit', () => {
    expect(verdict([0.97, 1.04], 1.05)).toBe('met');
    expect(verdict([1.06, 1.2], 1.05)).toBe('not met');
    expect(verdict([1.01, 1.09], 1.05)).toBe('undecided');
    expect(verdict(40, 100)).toBe('met');
    expect(verdict(120, 100)).toBe('not met');
  });
});
