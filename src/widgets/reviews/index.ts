/**
 * The reviews section of a product page (`[data-storefront-reviews][data-product-id]`), without
 * React: average, count and the reviews, or nothing while the store settings hide reviews. The
 * review request page's form is its own chunk (`review-request`), so product pages stay lean.
 */
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import type { Unmount } from '../widget';
import { mountReviewList } from './review-list';
import css from './styles.css?inline';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('reviews', css, runtime.config.nonce);
  return mountReviewList(host, runtime);
}
