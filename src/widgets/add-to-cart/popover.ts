/**
 * The added-item popover: '{productName} was added to your cart.' for 3 seconds, below the
 * visible cart indicator (the floating pill, else a cart count on the page) or in the top right
 * corner when none is visible. Only one exists at a time: a new add replaces it. Plain DOM: a
 * paragraph and a button need no React (and its chunk loads on a shopper's first add).
 */
import { format, type ShopMessages } from '../../i18n/shop-messages';
import { injectStyles } from '../../styles/inject-styles';
import { anchorBelow } from '../shared/anchor-below';
import { el } from '../shared/element';
import css from './popover.css?inline';

/** How long the popover stays (the templates document's popover duration). */
export const POPOVER_MS = 3000;

const INDICATORS = ['.sf-cart-pill', '.sqs-cart-quantity'];

let current: (() => void) | undefined;
let shown = 0;

/** Shows the popover for `productName` (as text), replacing any that is showing. */
export function showAddedPopover(
  productName: string,
  messages: Pick<ShopMessages, 'itemAddedToCart' | 'close'>,
  nonce?: string,
): void {
  // `shared.css` (the close button's focus ring) is in the page already: only an add-to-cart
  // button, which injects it when it mounts, shows this popover.
  injectStyles('added-popover', css, nonce);
  closeAddedPopover();
  const container = el('div', '');
  container.setAttribute('data-storefront-popover', '');
  const dialog = openModalDialog();
  // Inside a modal dialog: no landmark, which would not be top level there. Outside, a landmark
  // named by its text, so it is not stray content outside the page's landmarks.
  const popover = el(dialog ? 'div' : 'aside', '');
  const text = el('p', 'sf-added-popover__text', format(messages.itemAddedToCart, { productName }));
  text.id = `sf-added-popover-${++shown}`;
  text.setAttribute('role', 'status');
  if (!dialog) popover.setAttribute('aria-labelledby', text.id);
  const close = el('button', 'sf-added-popover__close');
  close.type = 'button';
  close.setAttribute('aria-label', messages.close);
  const cross = el('span', '', '×');
  cross.setAttribute('aria-hidden', 'true');
  close.append(cross);
  close.onclick = closeAddedPopover;
  popover.append(text, close);
  container.append(popover);
  (dialog ?? document.body).append(container);

  let anchor: HTMLElement | undefined;
  let stopAnchoring = () => {};
  const place = (found: HTMLElement | undefined) => {
    anchor = found;
    popover.className = found ? 'sf-added-popover' : 'sf-added-popover sf-added-popover--corner';
    stopAnchoring();
    popover.removeAttribute('style');
    stopAnchoring = found ? anchorBelow(popover, found) : () => {};
  };
  place(visibleIndicator());
  // The floating pill appears once the cart holds something, which may be just after this add.
  const observer = new MutationObserver(() => {
    if (anchor?.classList.contains('sf-cart-pill')) return observer.disconnect();
    const found = visibleIndicator();
    if (found && found !== anchor) place(found);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(closeAddedPopover, POPOVER_MS);
  current = () => {
    clearTimeout(timer);
    observer.disconnect();
    stopAnchoring();
    container.remove();
  };
}

/** Removes the popover, if one is showing. */
export function closeAddedPopover(): void {
  const close = current;
  current = undefined;
  close?.();
}

/**
 * The innermost open modal `<dialog>` (an add from a quick view), if any. Outside it the popover
 * would be under the top layer's backdrop and inert, so it goes inside.
 */
function openModalDialog(): HTMLDialogElement | undefined {
  return [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter(isModal).at(-1);
}

function isModal(dialog: HTMLDialogElement): boolean {
  // Ours say so in ARIA (and test DOMs lack `:modal`); a host page's may not.
  if (dialog.getAttribute('aria-modal') === 'true') return true;
  try {
    return dialog.matches(':modal');
  } catch {
    return false;
  }
}

/** The first cart indicator a shopper can see, if any. */
export function visibleIndicator(): HTMLElement | undefined {
  for (const selector of INDICATORS) {
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[data-storefront-popover]')) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width > 0 && box.height > 0 && style.visibility !== 'hidden') return element;
    }
  }
  return undefined;
}
