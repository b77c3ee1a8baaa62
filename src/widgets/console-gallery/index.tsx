/**
 * The owner console's gallery settings: mounts on `[data-storefront-console-gallery]` (the
 * console page `/config/gallery` only); its value is the demo gallery page the saved options
 * show on.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { editorPickersApi } from '../../api/editor-pickers';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import panelCss from '../shared/console-panel.css?inline';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import { GallerySettings } from './GallerySettings';
import css from './gallery-settings.css?inline';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('console-panel', panelCss, runtime.config.nonce);
  injectStyles('console-gallery', css, runtime.config.nonce);
  const page = host.getAttribute('data-storefront-console-gallery') ?? '';
  const original = [...host.childNodes];
  const container = document.createElement('div');
  host.replaceChildren(container);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <GallerySettings
        api={editorPickersApi(runtime.api)}
        pagePath={page.startsWith('/') ? page : '/blocks/gallery'}
      />,
    ),
  );
  return () => {
    root.unmount();
    host.replaceChildren(...original);
  };
}
