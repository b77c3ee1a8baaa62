/** The page benchmark's statistics: quantiles, the bootstrap interval of a ratio and verdicts. */
import { describe, expect, it } from 'vitest';
import { median, quantile, quartiles, ratioInterval, seededRandom, verdict } from './stats';

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

describe('verdicts', () => {
  it('calls a target met or not only when the whole interval is on one side of its limit', () => {
    expect(verdict([0.97, 1.04], 1.05)).toBe('met');
    expect(verdict([1.06, 1.2], 1.05)).toBe('not met');
    expect(verdict([1.01, 1.09], 1.05)).toBe('undecided');
    expect(verdict(40, 100)).toBe('met');
    expect(verdict(120, 100)).toBe('not met');
  });
});
