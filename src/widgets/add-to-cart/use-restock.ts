import { useEffect } from 'react';
import { allSoldOut } from '../../commerce/stock';
import type { Runtime } from '../../runtime/runtime';
import type { ButtonConfig } from './button-config';

/**
 * While the button reads 'Sold out', asks the stock call whether the product is back: once on
 * mount (the page may be older than the stock) and whenever the page is shown again. Stock
 * back restores the button's own label. A failed call leaves it sold out.
 */
export function useRestock(
  { api }: Runtime,
  { itemId }: ButtonConfig,
  soldOut: boolean,
  setSoldOut: (soldOut: boolean) => void,
): void {
  useEffect(() => {
    if (!soldOut) return;
    let live = true;
    const check = () => {
      api.getStock(itemId).then(
        ({ results }) => {
          if (live && results.length > 0 && !allSoldOut(results)) setSoldOut(false);
        },
        () => undefined,
      );
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', check);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', check);
    };
  }, [api, itemId, soldOut, setSoldOut]);
}
