/** The console's store-creation helper: mounts on `[data-storefront-console-store]` (`/config/store`). */
import { OwnerInfoSchema } from '../../api/owner';
import { ownerStoreApi } from '../../api/owner-store';
import type { Runtime } from '../../runtime/runtime';
import { mountConsolePanel } from '../shared/console-mount';
import type { Unmount } from '../widget';
import { StoreCreator } from './StoreCreator';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  const canWrite = async () =>
    (await runtime.api.request('GET', 'api/owner/me', OwnerInfoSchema)).canManageStore;
  return mountConsolePanel(
    host,
    runtime,
    <StoreCreator api={ownerStoreApi(runtime.api, runtime.config.websiteId)} canWrite={canWrite} />,
  );
}
