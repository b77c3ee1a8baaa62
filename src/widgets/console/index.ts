/**
 * The owner console's router: mounts on `[data-storefront-console]` and loads the panel its
 * value names, each panel its own chunk. Console pages only; the only widget folder that imports
 * others, and only lazily (`.dependency-cruiser.cjs`).
 */
import { CONSOLE_HOOK, CONSOLE_PANELS, type ConsolePanel } from '../../editor/console-hook';
import type { Runtime } from '../../runtime/runtime';
import type { Unmount, WidgetModule } from '../widget';

const PANELS: Record<ConsolePanel, () => Promise<WidgetModule>> = {
  catalogue: () => import('../console-catalogue/index'),
  store: () => import('../console-store/index'),
  'restock-manager': () => import('../restock-manager/index'),
  'link-editor': () => import('../console-link-editor/index'),
  'file-manager': () => import('../console-file-manager/index'),
  'tag-editor': () => import('../console-tag-editor/index'),
  editors: () => import('../console-editors/index'),
  site: () => import('../console-site/index'),
  'analytics-dashboard': () => import('../analytics-dashboard/index'),
  pickers: () => import('../console-pickers/index'),
};

const isPanel = (name: string): name is ConsolePanel =>
  (CONSOLE_PANELS as readonly string[]).includes(name);

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  const name = host.getAttribute(CONSOLE_HOOK) ?? '';
  if (!isPanel(name)) {
    runtime.report?.(
      host,
      CONSOLE_HOOK,
      `"${name}" names no console panel`,
      `use one of ${CONSOLE_PANELS.join(', ')}`,
    );
    return () => {};
  }
  let live = true;
  let unmount: Unmount | undefined;
  PANELS[name]().then(
    (panel) => {
      if (live) unmount = panel.mount(host, runtime);
    },
    (error: unknown) => console.error(`[storefront] the console panel ${name} did not load`, error),
  );
  return () => {
    live = false;
    unmount?.();
  };
}
