/** The console's catalogue panel: mounts on `[data-storefront-console-catalogue]` (`/config/catalogue`). */
import { OwnerInfoSchema } from '../../api/owner';
import { ownerCatalogueApi } from '../../api/owner-catalogue';
import type { Runtime } from '../../runtime/runtime';
import { mountConsolePanel } from '../shared/console-mount';
import type { Unmount } from '../widget';
import { CatalogueEditor } from './CatalogueEditor';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  const me = () => runtime.api.request('GET', 'api/owner/me', OwnerInfoSchema);
  return mountConsolePanel(
    host,
    runtime,
    <CatalogueEditor api={ownerCatalogueApi(runtime.api)} me={me} />,
  );
}
