/**
 * The added-item popover: '{productName} was added to your cart.' for 3 seconds, below the
 * visible cart indicator (the floating pill, else a cart count on the page) or in the top right
 * corner when none is visible. Only one exists at a time: a new add replaces it.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { format, type ShopMessages } from '../../i18n/shop-messages';
import { injectStyles } from '../../styles/inject-styles';
import { anchorBelow } from '../shared/anchor-below';
import css from './popover.css?inline';

/** How long the popover stays (the templates document's popover duration). */
export const POPOVER_MS = 3000;

const INDICATORS = ['.sf-cart-pill', '.sqs-cart-quantity'];

let current:
  { root: Root; container: HTMLElement; timer: ReturnType<typeof setTimeout> } | undefined;

/** Shows the popover for `productName` (as text), replacing any that is showing. */
export function showAddedPopover(
  productName: string,
  messages: Pick<ShopMessages, 'itemAddedToCart' | 'close'>,
  nonce?: string,
): void {
  injectStyles('added-popover', css, nonce);
  closeAddedPopover();
  const container = document.createElement('div');
  container.setAttribute('data-storefront-popover', '');
  const dialog = openModalDialog();
  (dialog ?? document.body).append(container);
  const root = createRoot(container);
  root.render(
    <AddedPopover
      text={format(messages.itemAddedToCart, { productName })}
      closeLabel={messages.close}
      onClose={closeAddedPopover}
      inDialog={dialog !== undefined}
    />,
  );
  current = { root, container, timer: setTimeout(closeAddedPopover, POPOVER_MS) };
}

/** Removes the popover, if one is showing. */
export function closeAddedPopover(): void {
  if (!current) return;
  const { root, container, timer } = current;
  current = undefined;
  clearTimeout(timer);
  root.unmount();
  container.remove();
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

function AddedPopover({
  text,
  closeLabel,
  onClose,
  inDialog,
}: {
  text: string;
  closeLabel: string;
  onClose: () => void;
  /** Inside a modal dialog: no landmark, which would not be top level there. */
  inDialog: boolean;
}) {
  const [anchor, setAnchor] = useState(visibleIndicator);
  const textId = useId();
  const ref = useRef<HTMLElement & HTMLDivElement>(null);
  useLayoutEffect(() => {
    const floating = ref.current;
    if (!anchor || !floating) return undefined;
    const stop = anchorBelow(floating, anchor);
    return () => {
      stop();
      floating.removeAttribute('style');
    };
  }, [anchor]);

  // The floating pill appears once the cart holds something, which may be just after this add.
  useEffect(() => {
    if (anchor?.classList.contains('sf-cart-pill')) return;
    const look = () => {
      const found = visibleIndicator();
      if (found && found !== anchor) setAnchor(found);
    };
    const observer = new MutationObserver(look);
    observer.observe(document.body, { childList: true, subtree: true });
    look();
    return () => observer.disconnect();
  }, [anchor]);

  const props = {
    ref,
    className: anchor ? 'sf-added-popover' : 'sf-added-popover sf-added-popover--corner',
  };
  const content = (
    <>
      <p id={textId} className="sf-added-popover__text" role="status">
        {text}
      </p>
      <button
        type="button"
        className="sf-added-popover__close"
        aria-label={closeLabel}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </>
  );
  return inDialog ? (
    <div {...props}>{content}</div>
  ) : (
    // A landmark named by its text, so it is not stray content outside the page's landmarks.
    <aside {...props} aria-labelledby={textId}>
      {content}
    </aside>
  );
}
