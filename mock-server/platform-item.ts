/**
 * A catalogue product in the shape the platform's templates receive (`item.structuredContent`,
 * `productMerchandisingContext`), so the commerce formatters render the demo's markup.
 *
 * Money differs on purpose: the API speaks minor units (`"2500"`), the template data carries the
 * platform's decimal strings (`"25.00"`).
 */
import type { Catalogue, Product, Variant } from './fixtures';

/** ISO 4217 currencies the store supports that have no minor unit. */
const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['JPY']);

export function toDecimalMoney(money: { value: string; currency: string }) {
  const digits = ZERO_DECIMAL_CURRENCIES.has(money.currency) ? 0 : 2;
  const minor = BigInt(money.value);
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const scale = 10n ** BigInt(digits);
  const whole = (abs / scale).toString();
  const fraction = digits ? `.${(abs % scale).toString().padStart(digits, '0')}` : '';
  return { currency: money.currency, value: `${negative ? '-' : ''}${whole}${fraction}` };
}

function platformVariant(variant: Variant) {
  return {
    sku: variant.sku,
    attributes: variant.attributes,
    priceMoney: toDecimalMoney(variant.priceMoney),
    ...(variant.salePriceMoney ? { salePriceMoney: toDecimalMoney(variant.salePriceMoney) } : {}),
    onSale: variant.onSale,
    unlimited: variant.unlimited,
    qtyInStock: variant.qtyInStock,
  };
}

export function toPlatformItem(product: Product) {
  const [first] = product.variants;
  return {
    id: product.id,
    collectionId: product.collectionId,
    title: product.name,
    urlId: product.urlSlug,
    structuredContent: {
      productType: product.productType,
      isSubscribable: product.isSubscribable,
      ...(product.subscriptionPlan ? { subscriptionPlan: product.subscriptionPlan } : {}),
      useCustomAddButtonText: product.useCustomAddButtonText,
      ...(product.customAddButtonText !== undefined
        ? { customAddButtonText: product.customAddButtonText }
        : {}),
      variantOptionOrdering: product.variantOptionOrdering ?? Object.keys(first?.attributes ?? {}),
      variants: product.variants.map(platformVariant),
      // Digital products carry their price on the product itself.
      ...(first ? { priceMoney: toDecimalMoney(first.priceMoney), onSale: first.onSale } : {}),
    },
  };
}

/** `productMerchandisingContext`: product id -> its merchandising settings. */
export function toMerchandisingContext(catalogue: Catalogue) {
  return Object.fromEntries(
    catalogue.products.flatMap((product) =>
      product.merchandising ? [[product.id, product.merchandising]] : [],
    ),
  );
}
