/** While an add-to-cart button reads 'Sold out': asks the stock call whether the product is back. */
import { allSoldOut } from '../../commerce/stock';
import type { Runtime } from '../../runtime/runtime';

/**
 * Asks once now (the page may be older than the stock) and whenever the page is shown again;
 * calls `onBack` once stock is back. A failed call leaves it sold out. Returns the stop.
 */
export function watchRestock({ api }: Runtime, itemId: string, onBack: () => void): () => void {
  let live = true;
  const check = () => {
    api.getStock(itemId).then(
      ({ results }) => {
        if (live && results.length > 0 && !allSoldOut(results)) onBack();
      },
      () => undefined,
    );
  };
  const onVisible = () => {
    if (!document.hidden) check();
  };
  check();
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('pageshow', check);
  return () => {
    live = false;
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('pageshow', check);
  };
}
