/** `anchorBelow`: keeps a fixed-position element just below another, right edges aligned, inside the window. */

/** Space between the anchor's bottom and the floating element's top, in px. */
const GAP = 8;
/** The least room between the floating element and the window's edges, in px. */
const EDGE = 8;

/**
 * Places `floating` (made `position: fixed`) below `anchor`, its right edge on the anchor's,
 * shifted left or right to stay `EDGE` px inside the window, and keeps it there while the page
 * scrolls (any scroller), the window resizes or either element changes size. Returns the
 * function that stops following.
 *
 * Why not @floating-ui: one placement (bottom-end, offset, shift) is all the added-item popover
 * needs, and the library was 8 KB gzip of a product page's script.
 */
export function anchorBelow(floating: HTMLElement, anchor: Element): () => void {
  const place = () => {
    const box = anchor.getBoundingClientRect();
    const width = floating.offsetWidth;
    const viewport = document.documentElement.clientWidth || window.innerWidth;
    const left = Math.max(EDGE, Math.min(box.right - width, viewport - EDGE - width));
    floating.style.position = 'fixed';
    floating.style.top = `${Math.round(box.bottom + GAP)}px`;
    floating.style.left = `${Math.round(left)}px`;
  };
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      place();
    });
  };
  place();
  // Every browser that runs the bundle (ES2022: \`Array.prototype.at\`, ...) has ResizeObserver.
  const resized = new ResizeObserver(schedule);
  resized.observe(anchor);
  resized.observe(floating);
  window.addEventListener('scroll', schedule, { capture: true, passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    resized.disconnect();
    window.removeEventListener('scroll', schedule, { capture: true });
    window.removeEventListener('resize', schedule);
  };
}
