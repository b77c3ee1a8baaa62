/**
 * The promo popup overlay (page type 104): a `<dialog class="sqs-popup-overlay">` the page
 * renders closed, with its settings as JSON (`src/blocks/popup-rules.ts`). Shown with
 * `showModal()` when the rules say so, `showAfterSeconds` after load; closing it (its button,
 * Escape, the backdrop) remembers date-closed and version in local storage, submitting its
 * newsletter (the form block inside, which the loader hydrates on its own) remembers submitted.
 * The census call of an overlay page (`POST /api/census/overlay`) belongs to the analytics layer.
 */
import {
  POPUP_STORAGE_KEYS,
  readPopupMemory,
  readPopupSettings,
  shouldShowPopup,
} from '../../blocks/popup-rules';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import { lockScroll } from '../shared/scroll-lock';
import type { Unmount } from '../widget';
import css from './styles.css?inline';

/** Local storage, or nothing where the browser refuses it (private modes, blocked storage). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function remember(values: Record<string, string>): void {
  const store = storage();
  try {
    for (const [key, value] of Object.entries(values)) store?.setItem(key, value);
  } catch {
    // A full or refused storage only means the popup may show again.
  }
}

function readJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
}

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  if (!(host instanceof HTMLDialogElement)) return () => undefined;
  const dialog = host;
  injectStyles('popup', css, runtime.config.nonce);
  const settings = readPopupSettings(readJson(dialog.dataset.popupJson));
  const store = storage();
  const memory = readPopupMemory((key) => {
    try {
      return store?.getItem(key) ?? null;
    } catch {
      return null;
    }
  });
  const cleanups: (() => void)[] = [];
  dialog.classList.add('sf-popup');
  cleanups.push(() => dialog.classList.remove('sf-popup'));

  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'sf-popup-close';
  close.setAttribute('aria-label', runtime.messages.close);
  close.addEventListener('click', () => dialog.close());
  dialog.prepend(close);
  cleanups.push(() => close.remove());

  let release: (() => void) | undefined;
  const onClose = () => {
    release?.();
    release = undefined;
    remember({
      [POPUP_STORAGE_KEYS.dateClosed]: String(Date.now()),
      [POPUP_STORAGE_KEYS.version]: settings.version,
    });
  };
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === dialog) dialog.close();
  };
  // The form block announces its success on the document; only this popup's form counts.
  const onSuccess = (event: Event) => {
    const formId = (event as CustomEvent<{ formId?: string }>).detail?.formId;
    const form = formId ? dialog.querySelector(`[data-form-id="${CSS.escape(formId)}"]`) : null;
    if (!form) return;
    remember({
      [POPUP_STORAGE_KEYS.submitted]: 'true',
      [POPUP_STORAGE_KEYS.version]: settings.version,
    });
  };
  dialog.addEventListener('close', onClose);
  dialog.addEventListener('click', onBackdrop);
  document.addEventListener('storefront:form-success', onSuccess);
  cleanups.push(() => {
    dialog.removeEventListener('close', onClose);
    dialog.removeEventListener('click', onBackdrop);
    document.removeEventListener('storefront:form-success', onSuccess);
  });

  if (shouldShowPopup(settings, memory, Date.now())) {
    const timer = setTimeout(() => {
      if (dialog.open || !dialog.isConnected) return;
      dialog.showModal();
      release = lockScroll();
    }, settings.showAfterSeconds * 1000);
    cleanups.push(() => clearTimeout(timer));
  }

  return () => {
    if (dialog.open) {
      dialog.removeEventListener('close', onClose);
      dialog.close();
      release?.();
    }
    for (const undo of cleanups.reverse()) undo();
  };
}
