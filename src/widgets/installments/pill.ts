/**
 * The installment pill, plain DOM (a button that opens the provider's information modal, which
 * is React and loads on first open): the amount of one installment while the price is in the
 * provider's range, else the limit it is outside of, recomputed on every variant, quantity or
 * cart change.
 */
import { format } from '../../i18n/shop-messages';
import type { Runtime } from '../../runtime/runtime';
import type { Unmount } from '../widget';
import type { InstallmentContext } from './context';
import { announce } from '../shared/announce';
import { el } from '../shared/element';
import {
  DEFAULT_INSTALLMENT_COUNT,
  installmentAmount,
  installmentRange,
  type InstallmentLocale,
} from './rules';

/** What the pill needs to know about the amount, whatever it comes from (product or cart). */
export interface AmountSource {
  /** The amount in minor units, or undefined while messaging must not show (empty cart...). */
  read(): number | undefined;
  subscribe(onChange: () => void): () => void;
}

/** The provider's limits and installment count, as the hook's context carries them. */
export type PillLimits = Pick<
  InstallmentContext,
  'afterpayMin' | 'afterpayMax' | 'installmentCount'
>;

/** Shows the pill in `host` (in place of what it held) while the source has an amount. */
export function mountPill(
  host: HTMLElement,
  runtime: Runtime,
  provider: InstallmentLocale,
  source: AmountSource,
  { afterpayMin: minCents, afterpayMax: maxCents, installmentCount }: PillLimits,
  /** Formats an amount in minor units (possibly fractional) in the store currency. */
  formatAmount: (minor: number) => string,
): Unmount {
  const { messages } = runtime;
  const { brand } = provider;
  const installments = installmentCount ?? DEFAULT_INSTALLMENT_COUNT;
  const pill = el('button', 'sf-installments__pill');
  pill.type = 'button';
  pill.dataset.sfBrand = brand.toLowerCase();
  pill.setAttribute('aria-haspopup', 'dialog');
  const text = el('span', 'sf-installments__text');
  const info = el('span', 'sf-installments__info', 'ⓘ');
  info.setAttribute('aria-hidden', 'true');
  pill.append(
    text,
    info,
    el('span', 'sf-visually-hidden', ` (${format(messages.installmentsMoreInfo, { brand })})`),
  );

  /**
   * The open modal's close, once its chunk has loaded; none while it is closed. A chunk that
   * cannot load (the shopper went offline) is said aloud and warned about, at each press: the
   * browser keeps a module's failed load until the page reloads.
   */
  let modal: Promise<(() => void) | void> | undefined;
  const closed = () => {
    modal = undefined;
  };
  pill.addEventListener('click', () => {
    modal ??= import('./InstallmentsInfoModal').then(
      ({ openInstallmentsInfo }) =>
        openInstallmentsInfo({ runtime, provider, count: installments }, closed),
      (error: unknown) => {
        closed();
        console.warn(`[storefront] could not load the ${brand} information`, error);
        announce(messages.unableToConnect);
      },
    );
  });

  const render = () => {
    const totalCents = source.read();
    if (totalCents === undefined) {
      pill.remove();
      return;
    }
    const range = installmentRange(totalCents, minCents, maxCents);
    text.textContent =
      range === 'in-range'
        ? format(messages.installmentsInRange, {
            count: installments,
            amount: formatAmount(installmentAmount(totalCents, installments)),
            brand,
          })
        : format(
            range === 'above-maximum'
              ? messages.installmentsAboveMaximum
              : messages.installmentsBelowMinimum,
            { brand, amount: formatAmount(range === 'above-maximum' ? maxCents : minCents) },
          );
    pill.dataset.sfRange = range;
    if (!pill.isConnected) host.append(pill);
  };
  host.replaceChildren();
  render();
  const unsubscribe = source.subscribe(render);
  return () => {
    unsubscribe();
    void modal?.then((close) => close?.());
    pill.remove();
  };
}
