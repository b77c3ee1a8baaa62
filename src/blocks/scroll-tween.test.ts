/** The scroll tween's defaults, bound and finite-duration rule. */
import { describe, expect, it } from 'vitest';
import { scrollTarget, tweenDuration, tweenPosition } from './scroll-tween';

describe('the scroll tween', () => {
  it('lasts 300 ms by default and jumps under the 50 ms bound', () => {
    expect(tweenDuration()).toBe(300);
    expect(tweenDuration(49)).toBe(0);
    expect(tweenDuration(50)).toBe(50);
  });

  it.each([Infinity, -Infinity, NaN])('refuses the duration %s', (duration) => {
    expect(() => tweenDuration(duration)).toThrow('Scroll tween requires a finite duration');
    expect(() => tweenPosition(0, 100, 10, duration)).toThrow(RangeError);
  });

  it('stops 30 px above the element by default, never above the page', () => {
    expect(scrollTarget(500)).toBe(470);
    expect(scrollTarget(500, 0)).toBe(500);
    expect(scrollTarget(10)).toBe(0);
  });

  it('moves from start to end, halfway at half time, and ends on the target', () => {
    expect(tweenPosition(100, 500, 0, 300)).toBe(100);
    expect(tweenPosition(100, 500, 150, 300)).toBe(300);
    expect(tweenPosition(100, 500, 75, 300)).toBeLessThan(200);
    expect(tweenPosition(100, 500, 300, 300)).toBe(500);
    expect(tweenPosition(100, 500, 10, 20)).toBe(500);
  });
});
