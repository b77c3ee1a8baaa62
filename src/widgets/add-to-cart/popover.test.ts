/** Tests of the added-item popover. */
import { screen } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAddedPopover, showAddedPopover } from './popover';

const messages = { itemAddedToCart: '{productName} was added to your cart.', close: 'Close' };

afterEach(() => {
  closeAddedPopover();
  document.body.replaceChildren();
});

describe('the added-item popover', () => {
  it('is a landmark named by its text on the page', () => {
    showAddedPopover('Canvas Tote', messages);
    const popover = screen.getByRole('complementary', {
      name: 'Canvas Tote was added to your cart.',
    });
    expect(popover.closest('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Canvas Tote was added to your cart.');
  });

  it('goes inside an open modal dialog, where the page is inert, without a landmark', () => {
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    dialog.showModal();
    showAddedPopover('Canvas Tote', messages);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Canvas Tote was added to your cart.');
    expect(dialog.contains(status)).toBe(true);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(dialog.contains(screen.getByRole('button', { name: 'Close' }))).toBe(true);
  });
});
