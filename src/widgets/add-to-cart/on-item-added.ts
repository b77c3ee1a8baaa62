import type { AddEntryResponse } from '../../api/schemas';
import type { Runtime } from '../../runtime/runtime';
import { showAddedPopover } from '../cart-indicator/popover';
import type { ButtonConfig } from './button-config';

/** After a successful add from a button: the added-item popover and the tracking events. */
export function onItemAdded(
  _host: HTMLElement,
  _button: ButtonConfig,
  runtime: Runtime,
  response: AddEntryResponse,
): void {
  showAddedPopover(response.newlyAdded.title, runtime.messages, runtime.config.nonce);
}
