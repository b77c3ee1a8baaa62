/** The price line of a quick view. */
import type { ProductView } from '../../api/product';
import { formatMoney } from '../../commerce/money';
import { currentPrice } from '../../commerce/product';
import { format, type Messages } from '../../i18n/messages';

/**
 * The price line of a quick view: the variant price, or 'from' the lowest current price when
 * the variants differ (sale prices count while on sale). Money in minor units.
 */
export function formatPrice(
  product: ProductView,
  locale: string,
  messages: Pick<Messages, 'priceFrom'>,
): string {
  const current = product.variants.map(currentPrice);
  const values = current.map((money) => Number(money.value));
  const lowest = Math.min(...values);
  const money = current[values.indexOf(lowest)] ?? product.variants[0]!.priceMoney;
  const text = formatMoney({ value: lowest, currency: money.currency }, locale);
  return new Set(values).size > 1 ? format(messages.priceFrom, { price: text }) : text;
}
