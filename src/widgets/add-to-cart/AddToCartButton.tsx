import { useCallback, useEffect } from 'react';
import type { Runtime } from '../../runtime/runtime';
import { AlertDialog } from '../shared/AlertDialog';
import { readProductChoice } from './product-form';
import { useAddToCart, type Phase } from './use-add-to-cart';

export interface AddToCartButtonProps {
  /** The template's `.sqs-add-to-cart-button` element (role="button", tabindex="0"). */
  host: HTMLElement;
  runtime: Runtime;
  /** The idle label: the template's custom or default text. */
  label: string;
}

/**
 * Drives the platform's add-to-cart button markup: renders its label and, through the host
 * element, its click and keyboard handling, disabled state and error alert.
 */
export function AddToCartButton({ host, runtime, label }: AddToCartButtonProps) {
  const { messages } = runtime;
  const readInput = useCallback(() => {
    const itemId = host.dataset.itemId ?? '';
    return {
      itemId,
      productType: Number(host.dataset.productType ?? 1),
      choice: readProductChoice(host, itemId),
    };
  }, [host]);
  const { phase, error, dismissError, press } = useAddToCart(runtime, readInput);

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
    idle: label,
    adding: messages.adding,
    added: messages.added,
    failed: label,
    'select-option': messages.selectOption,
  };

  return (
    <>
      {labels[phase]}
      {error !== undefined && (
        <AlertDialog
          title={messages.unableToAddItem}
          message={error}
          closeLabel={messages.ok}
          onClose={dismissError}
        />
      )}
    </>
  );
}
