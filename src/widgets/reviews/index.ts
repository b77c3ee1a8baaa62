/**
 * The reviews section of a product page (`[data-storefront-reviews][data-product-id]`), without
 * React: average, count and the reviews, or nothing while the store settings hide reviews. The
 * review request page's form is its own chunk (`review-request`), so product pages stay lean.
 */
export { mountReviewList as mount } from './review-list';
