import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { format } from '../../i18n/shop-messages';
import type { Runtime } from '../../runtime/runtime';
import {
  DEFAULT_INSTALLMENT_COUNT,
  installmentAmount,
  installmentRange,
  type InstallmentLocale,
} from './rules';

// The modal loads when the shopper first opens it.
const InstallmentsInfoModal = lazy(() =>
  import('./InstallmentsInfoModal').then((module) => ({ default: module.InstallmentsInfoModal })),
);

/** What the pill needs to know about the amount, whatever it comes from (product or cart). */
export interface AmountSource {
  /** The amount in minor units, or undefined while messaging must not show (empty cart...). */
  read(): number | undefined;
  subscribe(onChange: () => void): () => void;
}

export interface InstallmentsPillProps {
  runtime: Runtime;
  provider: InstallmentLocale;
  source: AmountSource;
  minCents: number;
  maxCents: number;
  count: number | undefined;
  /** Formats an amount in minor units (possibly fractional) in the store currency. */
  formatAmount: (minor: number) => string;
}

/**
 * The installment pill: the amount of one installment while the price is in the provider's
 * range, else the limit it is outside of. It recomputes on every variant, quantity or cart
 * change, and opens the provider's information modal.
 */
export function InstallmentsPill({
  runtime,
  provider,
  source,
  minCents,
  maxCents,
  count = DEFAULT_INSTALLMENT_COUNT,
  formatAmount,
}: InstallmentsPillProps) {
  const totalCents = useSyncExternalStore(source.subscribe, source.read);
  const [open, setOpen] = useState(false);
  if (totalCents === undefined) return null;

  const { messages } = runtime;
  const brand = provider.brand;
  const range = installmentRange(totalCents, minCents, maxCents);
  const text =
    range === 'in-range'
      ? format(messages.installmentsInRange, {
          count,
          amount: formatAmount(installmentAmount(totalCents, count)),
          brand,
        })
      : format(
          range === 'above-maximum'
            ? messages.installmentsAboveMaximum
            : messages.installmentsBelowMinimum,
          { brand, amount: formatAmount(range === 'above-maximum' ? maxCents : minCents) },
        );

  return (
    <>
      <button
        type="button"
        className="sf-installments__pill"
        data-sf-range={range}
        data-sf-brand={brand.toLowerCase()}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="sf-installments__text">{text}</span>
        <span className="sf-installments__info" aria-hidden="true">
          ⓘ
        </span>
        <span className="sf-visually-hidden">
          {' '}
          ({format(messages.installmentsMoreInfo, { brand })})
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <InstallmentsInfoModal
            runtime={runtime}
            provider={provider}
            count={count}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
