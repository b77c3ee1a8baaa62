/** Tests of the modal dialog, and an alert on top of a modal. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './AlertDialog';
import { Modal } from './Modal';

function Opener({
  onClose,
  withAlert = false,
  focusQuantity = false,
}: {
  onClose?: () => void;
  withAlert?: boolean;
  focusQuantity?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState(false);
  const quantity = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <p>Behind</p>
      {open && (
        <Modal
          title="Quick View"
          closeLabel="Close"
          id="quick-view"
          {...(focusQuantity ? { initialFocus: quantity } : {})}
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <label>
            Size <input name="size" />
          </label>
          <label>
            Quantity <input name="quantity" ref={quantity} />
          </label>
          {withAlert && (
            <button type="button" onClick={() => setAlert(true)}>
              Add
            </button>
          )}
        </Modal>
      )}
      {alert && (
        <AlertDialog
          title="Unable to Add Item"
          message="Please select the Size option."
          closeLabel="OK"
          onClose={() => setAlert(false)}
        />
      )}
    </>
  );
}

/** happy-dom does not turn Escape into the dialog's `cancel` event, which a browser does. */
const pressEscape = (dialog: HTMLElement) =>
  act(async () => {
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
  });

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

afterEach(cleanup);

describe('Modal', () => {
  // The browser's own focus handling of a modal <dialog> (first control focused, Tab never
  // reaching the page) is not in happy-dom: tests/e2e/dialogs.e2e.ts checks it in Chromium.
  it('is a native modal dialog named by its title', async () => {
    render(<Opener />);
    await act(async () => fireEvent.click(screen.getByText('Open')));
    const dialog = screen.getByRole('dialog', { name: 'Quick View' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.id).toBe('quick-view');
    expect(dialog.parentElement).toBe(document.body);
  });

  it('focuses the initialFocus element when given', async () => {
    render(<Opener focusQuantity />);
    await act(async () => fireEvent.click(screen.getByText('Open')));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Quantity' }));
  });

  it('closes on Escape (its cancel event, prevented: React unmounts it) and returns focus', async () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByText('Open');
    opener.focus();
    await act(async () => fireEvent.click(opener));
    const dialog = screen.getByRole('dialog');
    const cancel = new Event('cancel', { cancelable: true });
    await act(async () => {
      fireEvent(dialog, cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its labelled close button', async () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    await act(async () => fireEvent.click(screen.getByText('Open')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a press on the backdrop, not on a press inside the box', async () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    await act(async () => fireEvent.click(screen.getByText('Open')));
    const dialog = screen.getByRole('dialog');
    dialog.getBoundingClientRect = () => new DOMRect(100, 100, 400, 300);
    await act(async () => fireEvent.mouseDown(dialog, { clientX: 150, clientY: 150 }));
    await act(async () =>
      fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Size' }), {
        clientX: 10,
        clientY: 10,
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
    let focusMoved = true;
    await act(async () => {
      focusMoved = fireEvent.mouseDown(dialog, { clientX: 10, clientY: 10 });
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    // The press does not go on to move focus away from the opener it went back to.
    expect(focusMoved).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks page scrolling while open and restores the page value on close', async () => {
    document.documentElement.style.overflow = 'scroll';
    render(<Opener />);
    await act(async () => fireEvent.click(screen.getByText('Open')));
    expect(document.documentElement.style.overflow).toBe('hidden');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(document.documentElement.style.overflow).toBe('scroll');
    document.documentElement.style.overflow = '';
  });

  it('shows its title as text, never as markup', async () => {
    render(
      <Modal title="<b>Tee</b>" closeLabel="Close" onClose={() => undefined}>
        body
      </Modal>,
    );
    await act(async () => undefined);
    const dialog = screen.getByRole('dialog', { name: '<b>Tee</b>' });
    expect(dialog.querySelector('b')).toBeNull();
  });
});

describe('an alert on top of a modal', () => {
  it('takes Escape, then gives it back to the modal, which stays locked', async () => {
    const onClose = vi.fn();
    render(<Opener withAlert onClose={onClose} />);
    await act(async () => fireEvent.click(screen.getByText('Open')));
    const add = screen.getByRole('button', { name: 'Add' });
    add.focus();
    await act(async () => fireEvent.click(add));
    const alert = screen.getByRole('alertdialog', { name: 'Unable to Add Item' });
    expect(alert.getAttribute('aria-modal')).toBe('true');
    expect(alert.getAttribute('aria-describedby')).toBe(
      screen.getByText('Please select the Size option.').id,
    );

    await pressEscape(alert);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await settle();
    expect(document.activeElement).toBe(add);
    expect(document.documentElement.style.overflow).toBe('hidden');

    await pressEscape(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes the alert on a press on its backdrop', async () => {
    const onClose = vi.fn();
    render(
      <AlertDialog
        title="Unable to Add Item"
        message="Sold out."
        closeLabel="OK"
        onClose={onClose}
      />,
    );
    await act(async () => undefined);
    const alert = screen.getByRole('alertdialog');
    alert.getBoundingClientRect = () => new DOMRect(100, 100, 400, 300);
    await act(async () => fireEvent.mouseDown(alert, { clientX: 5, clientY: 5 }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
