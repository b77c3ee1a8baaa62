/** `placeTallDialog`: the 50 px placement follows the window, debounced by the documents' 100 ms. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeTallDialog } from './tall-dialog';

/** A dialog whose content is `height` px tall (happy-dom lays nothing out). */
function dialogOf(height: number): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  Object.defineProperty(dialog, 'scrollHeight', { get: () => height });
  document.body.append(dialog);
  return dialog;
}

const windowHeight = (height: number) => {
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true });
  window.dispatchEvent(new Event('resize'));
};

describe('placeTallDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    windowHeight(600);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('marks a dialog taller than the window at once, and leaves one that fits centred', () => {
    const tall = dialogOf(601);
    const fits = dialogOf(600);
    placeTallDialog(tall);
    placeTallDialog(fits);
    expect(tall.hasAttribute('data-sf-tall')).toBe(true);
    expect(fits.hasAttribute('data-sf-tall')).toBe(false);
  });

  it('follows the window 100 ms after it stops resizing, and lets go when stopped', () => {
    const dialog = dialogOf(500);
    const stop = placeTallDialog(dialog);
    windowHeight(400);
    vi.advanceTimersByTime(60);
    windowHeight(450);
    vi.advanceTimersByTime(99);
    expect(dialog.hasAttribute('data-sf-tall')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(dialog.hasAttribute('data-sf-tall')).toBe(true);
    stop();
    expect(dialog.hasAttribute('data-sf-tall')).toBe(false);
    windowHeight(900);
    windowHeight(300);
    vi.advanceTimersByTime(1000);
    expect(dialog.hasAttribute('data-sf-tall')).toBe(false);
  });
});
