import { useStore } from 'zustand';
import type { Runtime } from '../../runtime/runtime';
import { pillText } from './pill-text';

/** The floating cart summary: a link to the cart page, hidden while the cart is empty. */
export function CartPill({ runtime }: { runtime: Runtime }) {
  const quantity = useStore(runtime.cart, (state) => state.totalQuantity);
  if (quantity <= 0) return null;
  const { count, label } = pillText(quantity, runtime.messages);
  return (
    <a className="sf-cart-pill" href={runtime.config.cartPath} aria-label={label}>
      <svg className="sf-cart-pill__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 4h14l-2 9H8.2l.4 2H19v2H7L5 6H3V4h4zm1 16a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0zm8 0a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0z" />
      </svg>
      <span className="sf-cart-pill__count">{count}</span>
    </a>
  );
}
