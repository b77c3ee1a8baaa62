/** The installments hook: reads its context, picks the product's or the cart's amount, and mounts the plain-DOM pill. */
import { loadIssueTexts } from '../../api/zod';
import { minorUnitDigits } from '../../commerce/currencies';
import { formatMoney } from '../../commerce/money';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import type { Unmount } from '../widget';
import sharedCss from '../shared/shared.css?inline';
import { readInstallmentContext, type InstallmentContext } from './context';
import { mountPill, type AmountSource } from './pill';
import { productAmountSource } from './product-amount';
import { cartAllowsInstallments, installmentLocale } from './rules';
import { physical } from '../../commerce/product-type-codes';
import css from './styles.css?inline';

/**
 * Where the pill's amount comes from: the product's price times its quantity (physical products
 * only), or the cart's total while it may show installment messaging (loaded, non-empty, all
 * physical).
 */
function sourceFor(
  context: InstallmentContext,
  element: HTMLElement,
  { cart, messages }: Runtime,
  fractionDigits: number,
): AmountSource | undefined {
  if (context.storefrontInstallments === 'cart') {
    if (cart.getState().status === 'uninitialized') void cart.getState().load();
    return {
      read() {
        const current = cart.getState().cart;
        return current && cartAllowsInstallments(current.entries)
          ? current.grandTotalCents
          : undefined;
      },
      // zustand's store functions are closures over the store, not methods.
      subscribe: cart.subscribe,
    };
  }
  if (context.productType !== physical) return undefined;
  return productAmountSource(element, context.itemId, context.price, fractionDigits, messages);
}

/**
 * Mounts the installment pill on `[data-storefront-installments]`. The hook's attributes carry
 * the product's installment context; a bad hook logs why and renders nothing.
 */
export function mount(element: HTMLElement, runtime: Runtime): Unmount {
  let context: InstallmentContext;
  try {
    context = readInstallmentContext(element);
  } catch {
    // Read again once zod's issue texts are loaded, so the warning names each problem in words.
    void loadIssueTexts().then(() => {
      try {
        readInstallmentContext(element);
      } catch (error) {
        console.error(`[storefront] ${(error as Error).message}`, element);
      }
    });
    return () => {};
  }
  const provider = installmentLocale(
    context.stripeAccountCountry,
    context.shopperLanguage ?? runtime.config.locale,
  );
  if (!context.afterpayAvailable || !provider) return () => {};

  const currency = context.currency ?? runtime.config.currency;
  const source = sourceFor(context, element, runtime, minorUnitDigits(currency));
  if (!source) return () => {};

  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('installments', css, runtime.config.nonce);
  element.classList.add('sf-installments');
  // The pill's first price is often the page's first money format: before the browser's locale
  // data is loaded, 50-130 ms of one task at 4x CPU. So it renders in an idle callback, queued
  // after the loader's locale-data steps (idle callbacks run in order), not in the mount's task,
  // which read the hook with zod. `unmount` before then only cancels it.
  let unmountPill: Unmount | undefined;
  const render = () => {
    unmountPill = mountPill(element, runtime, provider, source, context, (minor) =>
      formatMoney({ value: minor, currency }, runtime.config.locale),
    );
  };
  const idle = typeof requestIdleCallback === 'function';
  const timer = idle ? requestIdleCallback(render, { timeout: 1000 }) : window.setTimeout(render);
  return () => {
    if (idle) cancelIdleCallback(timer);
    else clearTimeout(timer);
    unmountPill?.();
    element.classList.remove('sf-installments');
  };
}
