/** The quick-view hook in plain DOM: its ARIA state and presses; React and the modal load with the first press. */
import type { Runtime } from '../../runtime/runtime';
import { announce } from '../shared/announce';
import type { Unmount } from '../widget';

const HOST_ATTRIBUTES = ['aria-haspopup', 'aria-expanded', 'aria-controls', 'aria-busy'];

/**
 * Hydrates one `.sqs-product-quick-view-button` (`{item|product-quick-view}` markup) without
 * React: a listing of 200 cards then loads neither React nor a root per card. The first press
 * (click, Enter or Space) loads the dialog's chunk, which takes the button over and opens the
 * product. A chunk that cannot load (the shopper went offline) is said aloud and warned about,
 * at each press (the browser keeps a module's failed load until the page reloads).
 */
export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  host.setAttribute('aria-haspopup', 'dialog');
  host.setAttribute('aria-expanded', 'false');
  let loading = false;
  let mounted = true;
  let unmountDialog: Unmount | undefined;
  const press = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (loading) return;
    loading = true;
    host.setAttribute('aria-busy', 'true');
    import('./QuickViewDialog').then(
      ({ mountQuickView }) => {
        if (!mounted) return;
        host.removeEventListener('click', press);
        host.removeEventListener('keydown', press);
        unmountDialog = mountQuickView(host, runtime);
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
    unmountDialog?.();
    for (const name of HOST_ATTRIBUTES) host.removeAttribute(name);
  };
}
