/** The quick-view button and the product modal it opens. */
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
  openNow = false,
}: {
  host: HTMLElement;
  runtime: Runtime;
  /** Opens at once: the press that loaded this chunk (`index.ts`) was for it. */
  openNow?: boolean;
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
  useEffect(() => {
    if (openNow) open();
  }, [openNow, open]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      open();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      open();
    };
    host.addEventListener('click', onClick);
    host.addEventListener('keydown', onKeyDown);
    return () => {
      host.removeEventListener('click', onClick);
      host.removeEventListener('keydown', onKeyDown);
    };
  }, [host, open]);

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
