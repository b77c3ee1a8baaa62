import type { AddEntryResponse } from '../../api/schemas';
import type { Runtime } from '../../runtime/runtime';
import type { ButtonConfig } from './button-config';

/** After a successful add from a button: the added-item popover and the tracking events. */
export function onItemAdded(
  _host: HTMLElement,
  _button: ButtonConfig,
  _runtime: Runtime,
  _response: AddEntryResponse,
): void {
  // Filled in by the popover and tracking steps.
}
