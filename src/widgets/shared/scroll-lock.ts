/** Stops the page from scrolling while a dialog is open. */
let locks = 0;
let saved: { overflow: string; scrollbarGutter: string } | undefined;

/**
 * Stops the page from scrolling while a dialog is open: `overflow: hidden` on the root element,
 * with the scrollbar's room kept (`scrollbar-gutter: stable`) so the page does not shift. Nested
 * dialogs share one lock; the page's own values come back when the last one lets go.
 * Returns the function that releases this lock (calling it twice releases it once).
 */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    saved = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter };
    const hasScrollbar = window.innerWidth > root.clientWidth;
    root.style.overflow = 'hidden';
    if (hasScrollbar) root.style.scrollbarGutter = 'stable';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      root.style.overflow = saved.overflow;
      root.style.scrollbarGutter = saved.scrollbarGutter;
      saved = undefined;
    }
  };
}
