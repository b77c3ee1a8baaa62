/** The quick-view button's state and the product modal it opens (the presses are the plain hook's). */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorTextLater } from '../../api/error-text';
import { getProductView, type ProductView } from '../../api/product';
import type { Runtime } from '../../runtime/runtime';
import { AlertDialog } from '../shared/AlertDialog';
import { Modal } from '../shared/Modal';
import { QuickViewProduct } from './QuickViewProduct';

type State =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'open'; product: ProductView }
  | { kind: 'failed'; message: string };

/**
 * The quick-view button: loads the product, records the view, and shows the product with its
 * variant selector, quantity input and add-to-cart button in an accessible modal.
 */
export function QuickViewTrigger({
  host,
  runtime,
  onReady,
}: {
  host: HTMLElement;
  runtime: Runtime;
  /** Receives the function that opens the quick view; the plain hook (`index.ts`) calls it at each press. */
  onReady: (open: () => void) => void;
}) {
  const [state, setState] = useState<State>({ kind: 'closed' });
  const stateRef = useRef(state);
  stateRef.current = state;
  const dialogId = useId();
  const itemId = host.dataset.id ?? '';

  const open = useCallback(() => {
    if (stateRef.current.kind !== 'closed') return;
    setState({ kind: 'loading' });
    runtime.emit('quick-view', { itemId });
    getProductView(runtime.api, itemId).then(
      (product) => setState({ kind: 'open', product }),
      async (error: unknown) =>
        setState({ kind: 'failed', message: await errorTextLater(error, runtime.messages) }),
    );
  }, [itemId, runtime]);
  const close = useCallback(() => setState({ kind: 'closed' }), []);
  useEffect(() => onReady(open), [onReady, open]);

  useEffect(() => {
    host.setAttribute('aria-haspopup', 'dialog');
    host.setAttribute('aria-expanded', String(state.kind === 'open'));
    host.setAttribute('aria-busy', String(state.kind === 'loading'));
    if (state.kind === 'open') host.setAttribute('aria-controls', dialogId);
    else host.removeAttribute('aria-controls');
  }, [host, state.kind, dialogId]);

  if (state.kind === 'failed') {
    return (
      <AlertDialog
        title={runtime.messages.quickView}
        message={state.message}
        closeLabel={runtime.messages.ok}
        onClose={close}
      />
    );
  }
  if (state.kind !== 'open') return null;
  return (
    <Modal
      title={state.product.name}
      closeLabel={runtime.messages.close}
      onClose={close}
      className="sf-quick-view"
      nonce={runtime.config.nonce}
      id={dialogId}
    >
      <QuickViewProduct product={state.product} runtime={runtime} />
    </Modal>
  );
}
