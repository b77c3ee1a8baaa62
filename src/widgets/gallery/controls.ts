/** Small DOM helpers of the gallery: labelled icon buttons and swipe detection. */

/** A `<button type="button">` labelled for assistive technology, running `action` on press. */
export function button(className: string, label: string, action: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.setAttribute('aria-label', label);
  b.addEventListener('click', action);
  return b;
}

/** Horizontal travel (px) that counts as a swipe. */
const SWIPE_PX = 40;

/**
 * Calls `onMove(1)` for a swipe to the left (next) and `onMove(-1)` for a swipe to the right,
 * from touch or pen pointers (a mouse drag selects text as usual). Returns the remover.
 */
export function onSwipe(element: HTMLElement, onMove: (direction: 1 | -1) => void): () => void {
  let start: { x: number; y: number; id: number } | null = null;
  const down = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    start = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const up = (event: PointerEvent) => {
    if (!start || event.pointerId !== start.id) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    start = null;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) onMove(dx < 0 ? 1 : -1);
  };
  const cancel = () => (start = null);
  element.addEventListener('pointerdown', down);
  element.addEventListener('pointerup', up);
  element.addEventListener('pointercancel', cancel);
  return () => {
    element.removeEventListener('pointerdown', down);
    element.removeEventListener('pointerup', up);
    element.removeEventListener('pointercancel', cancel);
  };
}
