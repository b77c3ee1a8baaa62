/**
 * Product reviews, one chunk for two hooks (no React): the reviews section of a product page
 * (`[data-storefront-reviews][data-product-id]`: average, count and the reviews, or nothing
 * while the store settings hide reviews) and the review request page's form (page type 209,
 * `form[data-storefront-review-request]`). Review texts and names are set as text, never HTML.
 */
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import type { Unmount } from '../widget';
import { mountReviewList } from './review-list';
import { mountReviewRequest } from './review-request';
import css from './styles.css?inline';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('reviews', css, runtime.config.nonce);
  return host instanceof HTMLFormElement
    ? mountReviewRequest(host, runtime)
    : mountReviewList(host, runtime);
}
