/** The cart page: its entries, totals, minimum-subtotal message and checkout link. */
import { useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { errorText } from '../../api/error-text';
import type { Runtime } from '../../runtime/runtime';
import { AlertDialog } from '../shared/AlertDialog';
import { CartEntryRow } from './CartEntryRow';
import { CartTotals } from './CartTotals';
import { minimumSubtotalText } from '../../commerce/minimum-subtotal';
import { centsFormatter } from './cart-text';
import { useCartAction } from './use-cart-action';
import { allMessages } from '../../i18n/messages';

export interface CartPageProps {
  runtime: Runtime;
  /** Where the checkout button leads. @default '/checkout' */
  checkoutUrl: string;
}

/**
 * The cart page (`/cart`, page types 200/205): the entries with quantity, remove and
 * additional-field editing, the totals, the minimum-subtotal message and the checkout link;
 * 'You have nothing in your shopping cart.' when empty. Every refusal opens an alert with the
 * commerce document's title and reason; the cart shown is always the store's (the server's).
 */
export function CartPage({ runtime, checkoutUrl }: CartPageProps) {
  const { config } = runtime;
  const messages = allMessages(runtime.messages);
  const cart = useStore(runtime.cart, (state) => state.cart);
  const loadError = useStore(runtime.cart, (state) =>
    state.status === 'failed' ? state.error : undefined,
  );
  const { failure, setFailure, dismiss, run } = useCartAction(runtime);
  const root = useRef<HTMLDivElement>(null);
  const formatCents = useMemo(
    () => centsFormatter(config.locale, config.currency),
    [config.locale, config.currency],
  );

  useEffect(() => {
    void runtime.cart.getState().load();
  }, [runtime]);

  if (!cart) {
    return (
      <div className="sf-cart-page" aria-busy={loadError ? undefined : true}>
        {loadError ? (
          <p className="sf-cart-page__error" role="alert">
            {errorText(loadError, messages)}
          </p>
        ) : (
          <p className="sf-cart-page__status">{messages.loadingCart}</p>
        )}
      </div>
    );
  }

  const minimum = minimumSubtotalText(
    cart,
    messages.minimumSubtotal,
    config.locale,
    config.currency,
  );
  return (
    <div className="sf-cart-page" ref={root} tabIndex={-1}>
      {cart.entries.length === 0 ? (
        <p className="sf-cart-page__empty">{messages.cartEmpty}</p>
      ) : (
        <>
          <ul className="sf-cart-page__entries">
            {cart.entries.map((entry) => (
              <CartEntryRow
                key={entry.id}
                runtime={runtime}
                entry={entry}
                formatCents={formatCents}
                run={run}
                fail={setFailure}
                onRemoved={() => root.current?.focus()}
              />
            ))}
          </ul>
          <CartTotals cart={cart} messages={messages} formatCents={formatCents} />
          {minimum ? (
            <p className="sf-cart-page__minimum" role="status">
              {minimum}
            </p>
          ) : (
            <a className="sf-button sf-cart-page__checkout" href={checkoutUrl}>
              {messages.cartCheckout}
            </a>
          )}
        </>
      )}
      {failure && (
        <AlertDialog
          title={failure.title}
          message={failure.message}
          closeLabel={messages.ok}
          onClose={dismiss}
        />
      )}
    </div>
  );
}
