/** The reviews section of a product page: the average, the count and each review, as text. */
import { listReviews, type Review } from '../../api/reviews';
import { errorTextLater } from '../../api/error-text';
import { format, type ShopMessages } from '../../i18n/shop-messages';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import type { Unmount } from '../widget';
import { el } from '../shared/element';
import css from './styles.css?inline';

/** Five stars, `rating` of them filled, named for assistive technology. */
function stars(rating: number, label: string): HTMLElement {
  const node = el('span', 'sf-review-stars', '★★★★★'.slice(0, Math.round(rating)).padEnd(5, '☆'));
  node.setAttribute('role', 'img');
  node.setAttribute('aria-label', label);
  return node;
}

function reviewItem(review: Review, messages: ShopMessages): HTMLElement {
  const item = el('li', 'sf-review');
  const rating = format(messages.reviewRating, { rating: review.rating });
  item.append(stars(review.rating, rating));
  if (review.title) item.append(el('h3', 'sf-review-title', review.title));
  item.append(el('p', 'sf-review-body', review.body), el('p', 'sf-review-name', review.name));
  return item;
}

export function mountReviewList(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('reviews', css, runtime.config.nonce);
  const { messages } = runtime;
  const productId = host.dataset.productId ?? '';
  const section = el('div', 'sf-reviews');
  const wasHidden = host.hidden;
  let alive = true;
  host.append(section);

  listReviews(runtime.api, productId).then(
    (list) => {
      if (!alive) return;
      if (!list.shown) {
        host.hidden = true;
        return;
      }
      section.append(el('h2', 'sf-reviews-heading', messages.reviewsHeading));
      const summary = el('p', 'sf-reviews-summary');
      if (list.count === 0) summary.textContent = messages.reviewsNone;
      else {
        const average = format(messages.reviewsAverage, { average: list.average });
        const count =
          list.count === 1
            ? messages.reviewsCountOne
            : format(messages.reviewsCount, { count: list.count });
        summary.append(
          stars(list.average, average),
          el('span', 'sf-reviews-average', average),
          el('span', 'sf-reviews-count', count),
        );
      }
      const items = el('ul', 'sf-reviews-list');
      items.append(...list.reviews.map((review) => reviewItem(review, messages)));
      section.append(summary, items);
    },
    async (error: unknown) => {
      const text = await errorTextLater(error, messages);
      if (!alive) return;
      const note = el('p', 'sf-reviews-error', text);
      note.setAttribute('role', 'alert');
      section.append(note);
    },
  );

  return () => {
    alive = false;
    section.remove();
    host.hidden = wasHidden;
  };
}
