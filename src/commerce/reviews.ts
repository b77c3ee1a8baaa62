/**
 * Product review rules: when the reviews section shows (storefront document, section 2: native
 * or imported reviews display enabled in the store settings, kill switch off), the review
 * request page's type (209), the limits of a review, and the average rating. Pure: the reviews
 * widget, its API schemas and the mock server share them.
 */

/** The review request page's page type (section 2). */
export const REVIEWS_REQUEST_PAGE_TYPE = 209;

/** Limits of a review: ours, the documents name none. */
export const REVIEW_LIMITS = {
  nameMax: 100,
  titleMax: 150,
  bodyMax: 5000,
  ratingMin: 1,
  ratingMax: 5,
} as const;

/** The store settings the reviews section depends on. */
export interface ReviewDisplaySettings {
  readonly nativeReviewsDisplayEnabled: boolean;
  readonly importedReviewsDisplayEnabled: boolean;
  /** The platform's kill-switch flag: on hides reviews whatever the settings say. */
  readonly reviewsKillSwitch: boolean;
}

/** The reviews section shows only with native or imported reviews display on and the kill switch off. */
export const reviewsShown = (settings: ReviewDisplaySettings): boolean =>
  !settings.reviewsKillSwitch &&
  (settings.nativeReviewsDisplayEnabled || settings.importedReviewsDisplayEnabled);

/** The mean of the ratings to one decimal place; 0 when there are none. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((total, r) => total + r, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}
