/** The quick-view hook in plain DOM: its ARIA state and presses; React and the modal load with the first press. */
import { isActivationKey } from '../../runtime/keys';
import type { Runtime } from '../../runtime/runtime';
import { announce } from '../shared/announce';
import type { Unmount } from '../widget';
import type { QuickView } from './QuickViewDialog';

const HOST_ATTRIBUTES = ['aria-haspopup', 'aria-expanded', 'aria-controls', 'aria-busy'];

/**
 * Hydrates one `.sqs-product-quick-view-button` (`{item|product-quick-view}` markup) without
 * React: a listing of 200 cards then loads neither React nor a root per card. The presses
 * (click, Enter or Space) stay this hook's; the first one loads the dialog's chunk, which keeps
 * the button's state from then on and opens the product at each press. A chunk that cannot load
 * (the shopper went offline) is said aloud and warned about, at each press (the browser keeps a
 * module's failed load until the page reloads).
 */
export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  host.setAttribute('aria-haspopup', 'dialog');
  host.setAttribute('aria-expanded', 'false');
  let loading = false;
  let mounted = true;
  let view: QuickView | undefined;
  const press = (event: Event) => {
    if (event instanceof KeyboardEvent && !isActivationKey(event)) return;
    event.preventDefault();
    if (view) return view.open();
    if (loading) return;
    loading = true;
    host.setAttribute('aria-busy', 'true');
    import('./QuickViewDialog').then(
      ({ mountQuickView }) => {
        if (!mounted) return;
        view = mountQuickView(host, runtime);
        view.open();
      },
      (error: unknown) => {
        loading = false;
        host.setAttribute('aria-busy', 'false');
        console.warn('[storefront] could not load the quick view', error);
        announce(runtime.messages.unableToConnect);
      },
    );
  };
  host.addEventListener('click', press);
  host.addEventListener('keydown', press);
  return () => {
    mounted = false;
    host.removeEventListener('click', press);
    host.removeEventListener('keydown', press);
    view?.unmount();
    for (const name of HOST_ATTRIBUTES) host.removeAttribute(name);
  };
}
