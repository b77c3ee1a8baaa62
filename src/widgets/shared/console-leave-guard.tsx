/**
 * `LeaveGuard`: while a console panel has unsaved changes, leaving it asks the documents'
 * question ('You have made changes. Do you want to save or discard them?'). A link press on the
 * page opens a native `<dialog>` with Save, Discard and Cancel; closing the tab or typing an
 * address gets the browser's own prompt (`beforeunload`). Any console panel can adopt it.
 */
import { useEffect, useRef, useState } from 'react';
import { consoleTexts } from '../../i18n/console-texts';
import { useModalDialog } from './use-modal-dialog';

export interface LeaveGuardProps {
  /** The panel holds changes not saved yet. */
  dirty: boolean;
  /** Saves them; resolves true when the save went through (then the owner leaves). */
  save: () => Promise<boolean>;
  /** Goes to `href` (tests). @default location.assign */
  go?: (href: string) => void;
}

/** The link a plain left press follows in this window, or undefined (new tab, download, hash). */
export function leavingHref(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) {
    return undefined;
  }
  const url = new URL(anchor.href, location.href);
  const here = new URL(location.href);
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return undefined;
  return url.href;
}

export function LeaveGuard({ dirty, save, go = (href) => location.assign(href) }: LeaveGuardProps) {
  const [leaving, setLeaving] = useState<string>();
  // Set once the owner chose to leave: the browser's own prompt must not ask again.
  const released = useRef(false);
  const leave = (href: string) => {
    released.current = true;
    go(href);
  };

  useEffect(() => {
    if (!dirty) return undefined;
    released.current = false;
    const warn = (event: BeforeUnloadEvent) => {
      if (!released.current) event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const href = leavingHref(event);
      if (href === undefined) return;
      event.preventDefault();
      setLeaving(href);
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', onClick);
    };
  }, [dirty]);

  if (leaving === undefined) return null;
  return (
    <UnsavedChangesDialog
      onCancel={() => setLeaving(undefined)}
      onDiscard={() => {
        setLeaving(undefined);
        leave(leaving);
      }}
      onSave={async () => {
        setLeaving(undefined);
        if (await save()) leave(leaving);
      }}
    />
  );
}

export interface UnsavedChangesDialogProps {
  onSave: () => Promise<void>;
  onDiscard: () => void;
  onCancel: () => void;
}

/**
 * The documents' question in a native modal `<dialog>`: Save, Discard, Cancel (Escape cancels).
 * `LeaveGuard` asks it before a link leaves the panel; a panel asks it before switching what it
 * edits (the catalogue, from one product to another).
 */
export function UnsavedChangesDialog({ onSave, onDiscard, onCancel }: UnsavedChangesDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useModalDialog(ref, { onClose: onCancel, initialFocus: first });
  return (
    <dialog ref={ref} className="sf-leave-guard" aria-labelledby="sf-leave-guard-question">
      <p id="sf-leave-guard-question">{consoleTexts.unsavedChanges}</p>
      <div className="sf-leave-guard__actions">
        <button ref={first} type="button" className="console-button" onClick={() => void onSave()}>
          {consoleTexts.save}
        </button>
        <button type="button" className="console-button" onClick={onDiscard}>
          {consoleTexts.discard}
        </button>
        <button type="button" className="console-link-button" onClick={onCancel}>
          {consoleTexts.cancel}
        </button>
      </div>
    </dialog>
  );
}
