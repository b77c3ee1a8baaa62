import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import { AddToCartButton } from './AddToCartButton';
import { readButtonConfig } from './button-config';
import { checkButtonSetup } from './setup-check';
import { onItemAdded } from './on-item-added';
import { soldOutInMarkup } from './sold-out';

const HOST_ATTRIBUTES = ['aria-disabled', 'aria-busy', 'data-sf-state'];

/** Hydrates one `.sqs-add-to-cart-button` (see the README's hook contract). */
export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  const labelElement = host.querySelector<HTMLElement>('.sqs-add-to-cart-button-inner') ?? host;
  const originalLabel = labelElement.textContent ?? '';
  const button = readButtonConfig(host, host.dataset.originalLabel ?? originalLabel.trim());
  const soldOut = soldOutInMarkup(host, button.itemId, button.productType);

  const root = createRoot(labelElement);
  // Rendered synchronously so the button is live when mount returns (`Storefront.ready`).
  flushSync(() =>
    root.render(
      <AddToCartButton
        host={host}
        runtime={runtime}
        button={button}
        soldOut={soldOut}
        onAdded={(response, leaving) => onItemAdded(host, button, runtime, response, leaving)}
      />,
    ),
  );
  let mounted = true;
  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
    labelElement.textContent = originalLabel;
    host.classList.remove('sf-add-to-cart');
    for (const name of HOST_ATTRIBUTES) host.removeAttribute(name);
  };
  if (runtime.report) checkButtonSetup(host, runtime.api, button.itemId, runtime.report, unmount);
  return unmount;
}
