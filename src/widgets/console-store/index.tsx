/** The console's store-creation helper: mounts on `[data-storefront-console-store]` (`/config/store`). */
import { OwnerInfoSchema } from '../../api/owner';
import { MAIN_NAVIGATION, ownerSiteApi } from '../../api/owner-site';
import { ownerStoreApi } from '../../api/owner-store';
import type { Runtime } from '../../runtime/runtime';
import { mountConsolePanel } from '../shared/console-mount';
import type { Unmount } from '../widget';
import { StoreCreator } from './StoreCreator';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
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
  return mountConsolePanel(
    host,
    runtime,
    <StoreCreator
      api={ownerStoreApi(runtime.api, runtime.config.websiteId)}
      canWrite={canWrite}
      addToNavigation={addToNavigation}
    />,
  );
}
