/** The leave guard: a link press with unsaved changes asks first; save, discard and cancel. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleTexts } from '../../i18n/console-texts';
import { LeaveGuard } from './console-leave-guard';

afterEach(cleanup);

function page(dirty: boolean, save: () => Promise<boolean> = () => Promise.resolve(true)) {
  const go = vi.fn<(href: string) => void>();
  render(
    <>
      <a href="/elsewhere">Leave</a>
      <a href="#top">Top</a>
      <LeaveGuard dirty={dirty} save={save} go={go} />
    </>,
  );
  return { go, leave: () => fireEvent.click(screen.getByText('Leave')) };
}

describe('LeaveGuard', () => {
  it('lets a link go on when nothing is unsaved', () => {
    const { leave } = page(false);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByText('Leave').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    leave();
    expect(screen.queryByText(consoleTexts.unsavedChanges)).toBeNull();
  });

  it("asks the documents' question, and Discard leaves without saving", () => {
    const save = vi.fn(() => Promise.resolve(true));
    const { go, leave } = page(true, save);
    leave();
    expect(screen.getByText(consoleTexts.unsavedChanges)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: consoleTexts.discard }));
    expect(go).toHaveBeenCalledWith(new URL('/elsewhere', location.href).href);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves before leaving, and stays when the save is refused', async () => {
    const refused = page(true, () => Promise.resolve(false));
    refused.leave();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: consoleTexts.save }));
    });
    expect(refused.go).not.toHaveBeenCalled();
    cleanup();
    const saved = page(true);
    saved.leave();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: consoleTexts.save }));
    });
    expect(saved.go).toHaveBeenCalledTimes(1);
  });

  it('Cancel stays with the changes; a link within the page is not leaving', () => {
    const { go, leave } = page(true);
    fireEvent.click(screen.getByText('Top'));
    expect(screen.queryByText(consoleTexts.unsavedChanges)).toBeNull();
    leave();
    fireEvent.click(screen.getByRole('button', { name: consoleTexts.cancel }));
    expect(screen.queryByText(consoleTexts.unsavedChanges)).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });
});
