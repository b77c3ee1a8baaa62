/** The console's catalogue panel: mounts on `[data-storefront-console-catalogue]` (`/config/catalogue`). */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { OwnerInfoSchema } from '../../api/owner';
import { ownerCatalogueApi } from '../../api/owner-catalogue';
import { EDITOR_FILES_PATH, FilesPageSchema } from '../../api/editor';
import { isImageType } from '../../editor/file';
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
  const images = async () =>
    (await runtime.api.request('GET', EDITOR_FILES_PATH, FilesPageSchema)).files.filter((file) =>
      isImageType(file.type),
    );
  flushSync(() =>
    root.render(<CatalogueEditor api={ownerCatalogueApi(runtime.api)} me={me} images={images} />),
  );
  return () => {
    root.unmount();
    host.replaceChildren(...original);
  };
}
