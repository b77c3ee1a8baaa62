/**
 * The documents' lightbox placement (section 9): a dialog taller than the window sits 50 px from
 * the top (`.sf-dialog[data-sf-tall]` in `shared.css`) and scrolls inside; one that fits stays
 * centred. Window resizes are debounced by 100 ms, as the documents say.
 */

/** The attribute `shared.css` places a tall dialog by. */
export const TALL_ATTRIBUTE = 'data-sf-tall';

/** The documents' modal scroll resize debounce. */
export const RESIZE_DEBOUNCE_MS = 100;

/**
 * Marks `dialog` tall while its content (`scrollHeight`, which its own height limit does not
 * cut) is taller than the window, now and whenever the window or the content changes size.
 * Returns the function that stops watching.
 */
export function placeTallDialog(dialog: HTMLElement): () => void {
  const place = () =>
    dialog.toggleAttribute(TALL_ATTRIBUTE, dialog.scrollHeight > window.innerHeight);
  place();

  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(place, RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener('resize', later);
  // Content that loads after opening (the quick view's product) changes the children's size.
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(later);
  for (const child of dialog.children) observer?.observe(child);

  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', later);
    observer?.disconnect();
    dialog.removeAttribute(TALL_ATTRIBUTE);
  };
}
