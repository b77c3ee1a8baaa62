/**
 * Presses that arrive before their widget is ready: the loader holds them and replays them, in
 * the order they came, once every hook around the target has mounted. A held event is stopped
 * (and its default prevented) so nothing sees it twice; its copy is dispatched later, so the
 * widget, the host page and the browser's default action each see one press.
 */
import { isActivationKey } from '../runtime/keys';

/** The hooks around an element that have not mounted yet; `undefined` when it is in no hook. */
export type PendingHooks = (element: Element) => readonly Promise<unknown>[] | undefined;

/** What the loader holds: activation of our widgets, and choices they must hear about. */
export const HELD_EVENTS = ['click', 'keydown', 'submit', 'change'] as const;

/**
 * Clicks on these change the control themselves (type, tick, choose, open a label's control):
 * the browser does that without us, and the `change` that follows is what gets held.
 */
const OWN_CLICK =
  'input:not([type=submit],[type=image],[type=button],[type=reset]),select,textarea,option,label';
/** Keys on these are the browser's (typing, or a native click/submit that is held instead). */
const OWN_KEYS = `${OWN_CLICK},button,a[href],summary,[contenteditable]`;

/** Whether the loader must hold `event` (a press our widget handles, a choice it must see). */
export function isPress(event: Event, target: Element): boolean {
  switch (event.type) {
    case 'click':
      return !target.closest(OWN_CLICK);
    case 'keydown': {
      return isActivationKey(event as KeyboardEvent) && !target.closest(OWN_KEYS);
    }
    default:
      return true;
  }
}

/**
 * A copy of `event` to dispatch later (the original cannot be dispatched twice): the event is
 * its own init dictionary, so the copy has its key, button, position and modifier keys.
 */
function copyOf(event: Event): Event {
  const Kind = event.constructor as typeof Event;
  return new Kind(event.type, event);
}

/**
 * Holds presses on hooks that are not mounted yet (`pending`), and replays each once its hooks
 * have mounted. While any press is held, later presses on hooks queue behind it (mounted or
 * not), so they keep their order. `onHold` runs for each held press (the loader wakes up).
 * It holds them for as long as the page lives.
 */
export function createPressReplay(
  root: EventTarget,
  pending: PendingHooks,
  onHold: () => void,
): void {
  let queued = 0;
  let chain: Promise<void> = Promise.resolve();
  let replaying = false;

  function replay(target: Element, event: Event) {
    if (!target.isConnected) return;
    replaying = true;
    try {
      if (event.type === 'submit' && target instanceof HTMLFormElement) {
        const submitter = (event as SubmitEvent).submitter;
        target.requestSubmit(submitter && submitter.isConnected ? submitter : null);
      } else target.dispatchEvent(copyOf(event));
    } finally {
      replaying = false;
    }
  }

  const onEvent = (event: Event) => {
    const target = event.target;
    if (replaying || !(target instanceof Element) || !isPress(event, target)) return;
    const waits = pending(target);
    if (!waits || (waits.length === 0 && queued === 0)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    queued++;
    onHold();
    chain = chain
      .then(() => Promise.all(waits))
      .catch(() => undefined)
      .then(() => replay(target, event))
      .catch((error: unknown) => console.error('[storefront] could not replay a press', error))
      .finally(() => queued--);
  };

  for (const type of HELD_EVENTS) root.addEventListener(type, onEvent, true);
}
