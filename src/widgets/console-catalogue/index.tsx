/** The console's catalogue panel: mounts on `[data-storefront-console-catalogue]` (`/config/catalogue`). */
import { OwnerInfoSchema } from '../../api/owner';
import { ownerCatalogueApi } from '../../api/owner-catalogue';
import { EDITOR_FILES_PATH, FilesPageSchema } from '../../api/editor';
import { isImageType } from '../../editor/file';
import type { Runtime } from '../../runtime/runtime';
import { mountConsolePanel } from '../shared/console-mount';
import type { Unmount } from '../widget';
import { CatalogueEditor } from './CatalogueEditor';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  const me = () => runtime.api.request('GET', 'api/owner/me', OwnerInfoSchema);
  const images = async () =>
    (await runtime.api.request('GET', EDITOR_FILES_PATH, FilesPageSchema)).files.filter((file) =>
      isImageType(file.type),
    );
  return mountConsolePanel(
    host,
    runtime,
    <CatalogueEditor api={ownerCatalogueApi(runtime.api)} me={me} images={images} />,
  );
}
