/** The console's catalogue panel: mounts on `[data-storefront-console-catalogue]` (`/config/catalogue`). */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { OwnerInfoSchema } from '../../api/owner';
import { ownerCatalogueApi } from '../../api/owner-catalogue';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import { CatalogueEditor } from './CatalogueEditor';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  const original = [...host.childNodes];
  const container = document.createElement('div');
  host.replaceChildren(container);
  const root = createRoot(container);
  const me = () => runtime.api.request('GET', 'api/owner/me', OwnerInfoSchema);
  flushSync(() => root.render(<CatalogueEditor api={ownerCatalogueApi(runtime.api)} me={me} />));
  return () => {
    root.unmount();
    host.replaceChildren(...original);
  };
}
