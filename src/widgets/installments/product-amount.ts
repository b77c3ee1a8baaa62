import { findVariant } from '../../commerce/options';
import { parseQuantity } from '../../commerce/quantity';
import type { Messages } from '../../i18n/messages';

/** A variant as the variant selector's `data-variants` JSON carries it (fields we read). */
interface PricedVariant {
  attributes: Record<string, string>;
  /** Minor units, in the platform's product JSON. */
  price?: number;
  salePrice?: number;
  /** `value` is a decimal string in major units (`"25.00"`), as the price formatters read it. */
  priceMoney?: { value: string };
  salePriceMoney?: { value: string };
  onSale?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toCents(cents: unknown, money: unknown, fractionDigits: number): number | undefined {
  if (typeof cents === 'number' && Number.isFinite(cents)) return cents;
  const value = isRecord(money) ? Number(money.value) : Number.NaN;
  return Number.isFinite(value) ? Math.round(value * 10 ** fractionDigits) : undefined;
}

/** What a variant costs now, in minor units: its sale price while on sale. */
function variantCents(variant: PricedVariant, fractionDigits: number): number | undefined {
  const sale = variant.onSale
    ? toCents(variant.salePrice, variant.salePriceMoney, fractionDigits)
    : undefined;
  return sale ?? toCents(variant.price, variant.priceMoney, fractionDigits);
}

function parseVariants(json: string | undefined): PricedVariant[] {
  try {
    const parsed: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((v): v is PricedVariant => isRecord(v) && isRecord(v.attributes))
      : [];
  } catch {
    return [];
  }
}

const attributeSelector = (selector: string, itemId: string) =>
  `${selector}[data-item-id="${itemId.replace(/["\\]/g, '\\$&')}"]`;

/** The closest element matching `selector` for `itemId`: in the host's block first, then up. */
function scoped(host: HTMLElement, selector: string, itemId: string): HTMLElement | null {
  const full = attributeSelector(selector, itemId);
  for (let node = host.parentElement; node; node = node.parentElement) {
    const found = node.querySelector<HTMLElement>(full);
    if (found) return found;
  }
  return null;
}

function chosenOptions(selector: HTMLElement): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const select of selector.querySelectorAll<HTMLSelectElement>(
    'select[data-variant-option-name]',
  )) {
    const name = select.dataset.variantOptionName;
    if (name !== undefined && select.value) chosen[name] = select.value;
  }
  for (const group of selector.querySelectorAll<HTMLElement>(
    '[data-variant-option-name]:not(select)',
  )) {
    const name = group.dataset.variantOptionName;
    const checked = group.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (name !== undefined && checked) chosen[name] = checked.value;
  }
  return chosen;
}

/**
 * Reads what the shopper is about to buy of one product from the page: the chosen variant's
 * price (the lowest price until a variant is chosen, or `basePriceCents` without a selector)
 * times the quantity input's value (1 while it holds no valid quantity).
 */
export interface ProductAmountSource {
  /** Total in minor units right now. */
  read(): number;
  /** Calls `onChange` whenever the variant selector or quantity input of the product changes. */
  subscribe(onChange: () => void): () => void;
}

export function productAmountSource(
  host: HTMLElement,
  itemId: string,
  basePriceCents: number,
  fractionDigits: number,
  messages: Messages,
): ProductAmountSource {
  const isOurs = (target: EventTarget | null): boolean =>
    target instanceof Element &&
    target.closest(
      `${attributeSelector('.product-variants', itemId)}, ${attributeSelector('.product-quantity-input', itemId)}`,
    ) !== null;

  return {
    read() {
      const selector = scoped(host, '.product-variants', itemId);
      let unit = basePriceCents;
      if (selector) {
        const variants = parseVariants(selector.dataset.variants);
        const chosen = findVariant(variants, chosenOptions(selector));
        const prices = (chosen ? [chosen] : variants)
          .map((variant) => variantCents(variant, fractionDigits))
          .filter((cents): cents is number => cents !== undefined);
        if (prices.length > 0) unit = Math.min(...prices);
      }
      const input = scoped(host, '.product-quantity-input', itemId)?.querySelector('input');
      const quantity = input ? parseQuantity(input.value, messages) : undefined;
      return unit * (quantity?.ok ? quantity.quantity : 1);
    },
    subscribe(onChange) {
      const listener = (event: Event) => {
        if (isOurs(event.target)) onChange();
      };
      document.addEventListener('input', listener);
      document.addEventListener('change', listener);
      return () => {
        document.removeEventListener('input', listener);
        document.removeEventListener('change', listener);
      };
    },
  };
}
