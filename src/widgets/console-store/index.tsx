/** The console's store-creation helper: mounts on `[data-storefront-console-store]` (`/config/store`). */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { OwnerInfoSchema } from '../../api/owner';
import { MAIN_NAVIGATION, ownerSiteApi } from '../../api/owner-site';
import { ownerStoreApi } from '../../api/owner-store';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import { StoreCreator } from './StoreCreator';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  const original = [...host.childNodes];
  const container = document.createElement('div');
  host.replaceChildren(container);
  const root = createRoot(container);
  const canWrite = async () =>
    (await runtime.api.request('GET', 'api/owner/me', OwnerInfoSchema)).canManageStore;
  const site = ownerSiteApi(runtime.api);
  const addToNavigation = async (collectionId: string, title: string) => {
    const main = (await site.layout()).find((entry) => entry.identifier === MAIN_NAVIGATION);
    const items = main?.links ?? [];
    await site.saveNavigation(
      [...items, { title, collectionId, children: [] }],
      main?.version ?? 0,
    );
  };
  flushSync(() =>
    root.render(
      <StoreCreator
        api={ownerStoreApi(runtime.api, runtime.config.websiteId)}
        canWrite={canWrite}
        addToNavigation={addToNavigation}
      />,
    ),
  );
  return () => {
    root.unmount();
    host.replaceChildren(...original);
  };
}
