/**
 * The quantity input hook (`{item|quantity-input}` markup): 1 to 9999, whole numbers, default 1.
 * Out-of-range whole numbers are brought back in range when the shopper leaves the field; text
 * that is not a whole number is left for the add-to-cart button to name ('Quantity must be a
 * number.' / '...a whole number'). Plain DOM: no React in this chunk.
 */
import { QUANTITY_MAX, QUANTITY_MIN } from '../../commerce/quantity';
import type { Unmount } from '../widget';

export function mount(host: HTMLElement): Unmount {
  const input = host.querySelector<HTMLInputElement>('input');
  if (!input) return () => undefined;
  const original = input.value;
  const onChange = () => {
    if (input.value === '' || input.validity.badInput) return;
    const value = Number(input.value);
    if (!Number.isInteger(value)) return;
    const clamped = Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, value));
    if (clamped !== value) input.value = String(clamped);
  };
  input.addEventListener('change', onChange);
  return () => {
    input.removeEventListener('change', onChange);
    input.value = original;
  };
}
