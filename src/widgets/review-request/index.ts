/**
 * The review request page's form (page type 209, `form[data-storefront-review-request]`), without
 * React: see `review-request.ts`.
 */
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import type { Unmount } from '../widget';
import { mountReviewRequest } from './review-request';
import css from './styles.css?inline';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  if (!(host instanceof HTMLFormElement)) return () => undefined;
  injectStyles('review-request', css, runtime.config.nonce);
  return mountReviewRequest(host, runtime);
}
