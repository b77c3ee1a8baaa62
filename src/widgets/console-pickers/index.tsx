/**
 * The owner console's pickers and gallery settings: the console router mounts it on
 * `[data-storefront-console=pickers]`, whose `data-storefront-console-pickers` names the panel:
 * `pickers` (colour, font and page pickers, `/config/pickers`) or `gallery` (the gallery
 * settings, `/config/gallery`; `data-gallery-page` is the visitor page that shows them). Each
 * panel's module (react-colorful and react-day-picker, or the gallery options) loads only where
 * it is.
 */
import type { ReactNode } from 'react';
import { editorPickersApi, type EditorPickersApi } from '../../api/editor-pickers';
import type { Runtime } from '../../runtime/runtime';
import { mountConsolePanel } from '../shared/console-mount';
import type { Unmount } from '../widget';

/** The hook's attribute; its value names the panel. */
export const PICKERS_HOOK = 'data-storefront-console-pickers';

type Panel = (api: EditorPickersApi, host: HTMLElement, nonce?: string) => Promise<ReactNode>;
const PANELS: Record<string, Panel> = {
  pickers: async (api, _host, nonce) => {
    const { PickersPanel } = await import('./pickers-panel');
    return <PickersPanel api={api} nonce={nonce} />;
  },
  gallery: async (api, host, nonce) => {
    const { GalleryPanel } = await import('./gallery-panel');
    const page = host.getAttribute('data-gallery-page') ?? '';
    return (
      <GalleryPanel
        api={api}
        pagePath={page.startsWith('/') ? page : '/blocks/gallery'}
        nonce={nonce}
      />
    );
  },
};

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  const panel = PANELS[host.getAttribute(PICKERS_HOOK) || 'pickers'];
  if (!panel) return () => {};
  let unmount: Unmount | undefined;
  let live = true;
  void panel(editorPickersApi(runtime.api), host, runtime.config.nonce).then((element) => {
    if (live) unmount = mountConsolePanel(host, runtime, element);
  });
  return () => {
    live = false;
    unmount?.();
  };
}
