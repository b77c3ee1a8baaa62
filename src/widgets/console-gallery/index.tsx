/**
 * The owner console's gallery settings: mounts on `[data-storefront-console-gallery]` (the
 * console page `/config/gallery` only); its value is the demo gallery page the saved options
 * show on.
 */
import { editorPickersApi } from '../../api/editor-pickers';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import { mountConsolePanel } from '../shared/console-mount';
import type { Unmount } from '../widget';
import { GallerySettings } from './GallerySettings';
import css from './gallery-settings.css?inline';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('console-gallery', css, runtime.config.nonce);
  const page = host.getAttribute('data-storefront-console-gallery') ?? '';
  return mountConsolePanel(
    host,
    runtime,
    <GallerySettings
      api={editorPickersApi(runtime.api)}
      pagePath={page.startsWith('/') ? page : '/blocks/gallery'}
    />,
  );
}
