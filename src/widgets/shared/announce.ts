/** `announce`: the widgets' one polite live region, speaking a text to screen readers. */
import { el } from './element';

let region: HTMLElement | undefined;

/**
 * Speaks `text` to screen readers through one polite live region shared by every widget
 * (a live region inside a `role="button"` would not be announced).
 */
export function announce(text: string): void {
  if (!region?.isConnected) {
    region = el('div', 'sf-visually-hidden');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('data-storefront-live-region', '');
    document.body.append(region);
  }
  const target = region;
  // Clearing first makes a repeated text ('Added!' twice) be announced again.
  target.textContent = '';
  requestAnimationFrame(() => {
    target.textContent = text;
  });
}
