/** A single-page app's React component mounting the add-to-cart widget through the ES module entry (no script tag, no scanner). */
import { useEffect, useRef } from 'react';
// In an app: import { createStorefront } from 'https://cdn.example.com/storefront/0.1.0/storefront.mjs'
// (types: storefront.d.ts of the same folder). Here the source, so the example is type-checked.
import { createStorefront, type Storefront } from '../../src/module/index';

/** One Storefront per app: its cart, events and widgets. */
export const storefront: Storefront = createStorefront({
  apiBase: 'https://shop.example.com/',
  websiteId: 'YOUR-WEBSITE-ID',
  currency: 'USD',
});

storefront.on('cart-updated', ({ cart }) => {
  document.title = `(${cart.totalQuantity}) Shop`;
});

/** The platform's add-to-cart markup, mounted while the component is on screen. */
export function ProductButton({ itemId, label }: { itemId: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let unmount: (() => void) | undefined;
    let live = true;
    void storefront.mount(element).then((undo) => {
      if (live) unmount = undo;
      else undo();
    });
    return () => {
      live = false;
      unmount?.();
    };
  }, [itemId]);
  return (
    <div
      ref={ref}
      className="sqs-add-to-cart-button"
      role="button"
      tabIndex={0}
      data-item-id={itemId}
      data-original-label={label}
    >
      <div className="sqs-add-to-cart-button-inner">{label}</div>
    </div>
  );
}
