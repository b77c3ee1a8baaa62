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

/** The cart's total while it may show installment messaging: loaded, non-empty, all physical. */
function cartAmountSource(runtime: Runtime): AmountSource {
  const { cart } = runtime;
  return {
    read() {
      const state = cart.getState();
      const current = state.cart;
      if (!current || !cartAllowsInstallments(current.entries)) return undefined;
      return current.grandTotalCents;
    },
    subscribe: (onChange) => cart.subscribe(onChange),
  };
}

function sourceFor(
  context: InstallmentContext,
  element: HTMLElement,
  runtime: Runtime,
  fractionDigits: number,
): AmountSource | undefined {
  if (context.kind === 'cart') {
    if (runtime.cart.getState().status === 'uninitialized') void runtime.cart.getState().load();
    return cartAmountSource(runtime);
  }
  if (context.productType !== physical) return undefined;
  return productAmountSource(
    element,
    context.itemId,
    context.priceCents,
    fractionDigits,
    runtime.messages,
  );
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
  const provider = installmentLocale(context.country, context.language ?? runtime.config.locale);
  if (!context.available || !provider) return () => {};

  const currency = context.currency ?? runtime.config.currency;
  const source = sourceFor(context, element, runtime, minorUnitDigits(currency));
  if (!source) return () => {};

  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('installments', css, runtime.config.nonce);
  element.classList.add('sf-installments');
  const unmountPill = mountPill(element, {
    runtime,
    provider,
    source,
    minCents: context.minCents,
    maxCents: context.maxCents,
    count: context.count,
    formatAmount: (minor) => formatMoney({ value: minor, currency }, runtime.config.locale),
  });
  return () => {
    unmountPill();
    element.classList.remove('sf-installments');
  };
}
