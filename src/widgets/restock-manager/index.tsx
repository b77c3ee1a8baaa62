/** The merchant's restock manager: mounts on `[data-storefront-restock-manager]`. */
import { restockApi } from '../../api/restock';
import type { Runtime } from '../../runtime/runtime';
import { mountConsolePanel } from '../shared/console-mount';
import type { Unmount } from '../widget';
import { RestockManager } from './RestockManager';
import { allMessages } from '../../i18n/messages';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  return mountConsolePanel(
    host,
    runtime,
    <RestockManager api={restockApi(runtime.api)} messages={allMessages(runtime.messages)} />,
  );
}
