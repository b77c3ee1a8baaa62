/**
 * The add-to-cart button (see the README's hook contract), plain DOM on the platform's markup:
 * idle -> adding -> (1 s) added -> (2 s) idle; a refusal shows its message in an alert and
 * returns to idle after 1 s; a listing button for a product with options reads 'Select Option'
 * for 2 s; a sold-out product rests in 'sold-out' until its stock returns. No React: the alert
 * is plain DOM too (`shared/alert.ts`), the extra-fields form loads with its own React root on
 * first use.
 */
import { isActivationKey } from '../../runtime/keys';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import { openAlert } from '../shared/alert';
import { announce } from '../shared/announce';
import { readProductChoice } from '../shared/product-form';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import { addItem, addLine, type AddOutcome } from './add-item';
import { alertTitle } from './alert-title';
import { readButtonConfig } from './button-config';
import { navigate } from './navigate';
import { onItemAdded } from './on-item-added';
import { checkButtonSetup } from './setup-check';
import { soldOutInMarkup } from './sold-out';
import { TIMING } from './timings';
import { watchRestock } from './watch-restock';

export type Phase = 'idle' | 'adding' | 'added' | 'failed' | 'select-option' | 'sold-out';

/** Hydrates one `.sqs-add-to-cart-button`. */
export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  const { messages } = runtime;
  injectStyles('shared', sharedCss, runtime.config.nonce);
  const labelElement = host.querySelector<HTMLElement>('.sqs-add-to-cart-button-inner') ?? host;
  const originalLabel = labelElement.textContent ?? '';
  const button = readButtonConfig(host, host.dataset.originalLabel ?? originalLabel.trim());
  const { itemId } = button;
  /** The phases' own labels; idle and failed read the button's. */
  const labels: Partial<Record<Phase, string>> = {
    adding: messages.adding,
    added: messages.added,
    'select-option': messages.selectOption,
    'sold-out': messages.soldOut,
  };
  const timers: ReturnType<typeof setTimeout>[] = [];
  let phase: Phase | undefined;
  let stopWatching: (() => void) | undefined;
  let closeAlert: (() => void) | undefined;
  let closeForm: (() => void) | undefined;
  let mounted = true;

  const show = (next: Phase) => {
    if (next === phase) return;
    phase = next;
    labelElement.textContent = labels[next] ?? button.label;
    host.dataset.sfState = next;
    host.setAttribute('aria-disabled', String(next !== 'idle'));
    host.setAttribute('aria-busy', String(next === 'adding'));
    stopWatching?.();
    stopWatching =
      next === 'sold-out' ? watchRestock(runtime, itemId, () => show('idle')) : undefined;
  };
  const later = (next: Phase, afterMs: number) => {
    timers.push(
      setTimeout(() => {
        // A timer of an earlier add must not wake a button that has since sold out.
        if (phase !== 'sold-out' || next !== 'idle') show(next);
      }, afterMs),
    );
  };
  const dismiss = () => {
    closeAlert?.();
    closeAlert = undefined;
  };
  const hideForm = () => {
    closeForm?.();
    closeForm = undefined;
  };
  const settle = (outcome: AddOutcome) => {
    // An add that answers after unmount leaves the markup as the unmount gave it back.
    if (!mounted) return;
    switch (outcome.kind) {
      case 'added':
        onItemAdded(host, button, runtime, outcome.response);
        timers.push(
          setTimeout(() => {
            show('added');
            announce(messages.added);
          }, TIMING.addedDelay),
        );
        later('idle', TIMING.addedDelay + TIMING.addedHold);
        break;
      case 'redirect':
        if (outcome.response) onItemAdded(host, button, runtime, outcome.response, true);
        navigate(outcome.url);
        break;
      case 'form': {
        const { form } = button;
        // The form and its React load on first use, not with every button.
        if (form)
          void import('./ExtraFieldsDialog').then(({ showExtraFieldsDialog }) => {
            if (!mounted) return;
            closeForm = showExtraFieldsDialog({
              form,
              runtime,
              onSubmit: (additionalFields) => {
                hideForm();
                void addLine(outcome.line, additionalFields, button, runtime).then(settle);
              },
              onCancel: () => {
                hideForm();
                show('idle');
              },
            });
          });
        break;
      }
      case 'select-option':
        show('select-option');
        later('idle', TIMING.selectOptionRevert);
        break;
      case 'refused': {
        show('failed');
        dismiss();
        closeAlert = openAlert(
          { title: alertTitle(button, runtime), message: outcome.message, closeLabel: messages.ok },
          dismiss,
        );
        runtime.emit('add-to-cart-failed', { itemId, message: outcome.message });
        later(outcome.soldOut ? 'sold-out' : 'idle', TIMING.errorReset);
        break;
      }
    }
  };

  const press = (event: Event) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    show('adding');
    void addItem(button, readProductChoice(host, itemId), runtime).then(settle);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (isActivationKey(event)) press(event);
  };
  host.addEventListener('click', press);
  host.addEventListener('keydown', onKeyDown);
  host.classList.add('sf-add-to-cart');
  show(soldOutInMarkup(host, itemId, button.productType) ? 'sold-out' : 'idle');

  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    timers.forEach(clearTimeout);
    stopWatching?.();
    dismiss();
    hideForm();
    host.removeEventListener('click', press);
    host.removeEventListener('keydown', onKeyDown);
    labelElement.textContent = originalLabel;
    host.classList.remove('sf-add-to-cart');
    host.removeAttribute('aria-disabled');
    host.removeAttribute('aria-busy');
    delete host.dataset.sfState;
  };
  if (runtime.report) checkButtonSetup(host, runtime.api, itemId, runtime.report, unmount);
  return unmount;
}
