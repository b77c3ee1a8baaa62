import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

function Opener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
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
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <label>
            Size <input name="size" />
          </label>
        </Modal>
      )}
    </>
  );
}

afterEach(cleanup);

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus moved inside', async () => {
    render(<Opener />);
    await act(async () => fireEvent.click(screen.getByText('Open')));
    const dialog = screen.getByRole('dialog', { name: 'Quick View' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByText('Open');
    opener.focus();
    await act(async () => fireEvent.click(opener));
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
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
