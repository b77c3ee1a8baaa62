/** The reviews section's display rule and the average rating. */
import { describe, expect, it } from 'vitest';
import { averageRating, reviewsShown } from './reviews';

describe('reviewsShown', () => {
  it.each([
    [true, false, false, true],
    [false, true, false, true],
    [true, true, false, true],
    [false, false, false, false],
    [true, true, true, false],
    [true, false, true, false],
  ])('native %s, imported %s, kill switch %s: %s', (native, imported, kill, shown) => {
    expect(
      reviewsShown({
        nativeReviewsDisplayEnabled: native,
        importedReviewsDisplayEnabled: imported,
        reviewsKillSwitch: kill,
      }),
    ).toBe(shown);
  });
});

describe('averageRating', () => {
  it('is the mean to one decimal place, 0 without ratings', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([1, 2])).toBe(1.5);
  });
});
