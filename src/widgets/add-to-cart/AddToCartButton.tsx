import { lazy, Suspense, useCallback, useEffect } from 'react';
import type { Runtime } from '../../runtime/runtime';
import type { AddEntryResponse } from '../../api/schemas';
import { alertTitle } from './alert-title';
import type { ButtonConfig } from './button-config';
import { readProductChoice } from '../shared/product-form';
import { useRestock } from './use-restock';
import { useAddToCart, type Phase } from './use-add-to-cart';

// Dialogs load on first use, not with every button.
const AlertDialog = lazy(() =>
  import('../shared/AlertDialog').then((module) => ({ default: module.AlertDialog })),
);
const ExtraFieldsDialog = lazy(() =>
  import('./ExtraFieldsDialog').then((module) => ({ default: module.ExtraFieldsDialog })),
);

export interface AddToCartButtonProps {
  /** The template's `.sqs-add-to-cart-button` element (role="button", tabindex="0"). */
  host: HTMLElement;
  runtime: Runtime;
  /** What the markup says about the button (label, product type, mode, form). */
  button: ButtonConfig;
  /** The page rendered the product as sold out. */
  soldOut: boolean;
  /** Called after each successful add (the added-item popover, tracking). */
  /** Called after each successful add; `leaving`: the page is going to checkout. */
  onAdded?: (response: AddEntryResponse, leaving: boolean) => void;
}

/**
 * Drives the platform's add-to-cart button markup: renders its label and, through the host
 * element, its click and keyboard handling, disabled state, error alert and extra-fields form.
 */
export function AddToCartButton({ host, runtime, button, soldOut, onAdded }: AddToCartButtonProps) {
  const { messages } = runtime;
  const readInput = useCallback(
    () => ({ button, choice: readProductChoice(host, button.itemId) }),
    [host, button],
  );
  const state = useAddToCart(runtime, readInput, soldOut, onAdded ? { onAdded } : {});
  const { phase, error, dismissError, press, pendingForm, submitForm, cancelForm } = state;
  useRestock(runtime, button, phase === 'sold-out', state.setSoldOut);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      press();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      press();
    };
    host.addEventListener('click', onClick);
    host.addEventListener('keydown', onKeyDown);
    return () => {
      host.removeEventListener('click', onClick);
      host.removeEventListener('keydown', onKeyDown);
    };
  }, [host, press]);

  useEffect(() => {
    host.classList.add('sf-add-to-cart');
    host.dataset.sfState = phase;
    host.setAttribute('aria-disabled', String(phase !== 'idle'));
    host.setAttribute('aria-busy', String(phase === 'adding'));
  }, [host, phase]);

  const labels: Record<Phase, string> = {
    idle: button.label,
    adding: messages.adding,
    added: messages.added,
    failed: button.label,
    'select-option': messages.selectOption,
    'sold-out': messages.soldOut,
  };

  return (
    <>
      {labels[phase]}
      <Suspense fallback={null}>
        {error !== undefined && (
          <AlertDialog
            title={alertTitle(button, runtime)}
            message={error}
            closeLabel={messages.ok}
            onClose={dismissError}
          />
        )}
        {pendingForm && button.form && (
          <ExtraFieldsDialog
            form={button.form}
            runtime={runtime}
            onSubmit={submitForm}
            onCancel={cancelForm}
          />
        )}
      </Suspense>
    </>
  );
}
