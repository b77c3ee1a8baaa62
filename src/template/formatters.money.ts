/** Money and price formatters: legacy and CLDR money, prices, percentages. */
import {
  type Decimal,
  ZERO,
  decimalText,
  formatCldrMoney,
  formatDecimal,
  formatLegacyMoney,
  localCurrency,
  movePoint,
  nativeMoneyText,
  parseDecimal,
  usableLocale,
} from '../commerce/money';
import {
  type Price,
  currentPriceNode,
  highestPrice,
  isSubscribable,
  lowestPrice,
  lowestVariantPricingOptions,
  readPrice,
  salePrice,
  subscriptionDuration,
  subscriptionPlan,
} from '../commerce/product';
import { contentOf } from '../commerce/item-data';
import { isOnSale } from '../commerce/product-status';
import { productTypeOf } from '../commerce/product-type';
import { hasVariedPrices } from '../commerce/variants';
import { escapeAttr } from './escape';
import { moneyNode, moneyOptions } from './i18n/currency';
import type { FormatterTable, RenderContext } from './plugins';
import { child, isObject, isTruthy, localized, toText } from './values';

/** Money and price formatters: money formats (legacy and CLDR), product and subscription prices, percentages. Money rules live in src/commerce/money.ts. */

/** A value as an exact decimal; a missing or unreadable one is an error naming it. */
function decimalOf(value: unknown, name: string): Decimal {
  const d = parseDecimal(value);
  if (!d) throw new Error(`${name}: ${JSON.stringify(value) ?? 'missing'} is not a number`);
  return d;
}

/** Cents as the platform's en-US money number: `12345` -> `123.45`. */
const centsText = (value: unknown, name: string): string =>
  nativeMoneyText(movePoint(decimalOf(value, name), -2));

const native = (text: string): string => `<span class="sqs-money-native">${text}</span>`;

// ---------------------------------------------------------------------------------------------
// Prices in templates

/** The website setting that switches money to the CLDR format (the corpus sets both places). */
function usesCldr(ctx: RenderContext): boolean {
  return (
    isTruthy(ctx.lookup('website.useCLDRMoneyFormat')) ||
    isTruthy(ctx.lookup('featureFlags.useCLDRMoneyFormat'))
  );
}

/** A price as product templates print it: CLDR format in the render's locale, else the legacy native span. */
function priceText(price: Price, ctx: RenderContext, args: readonly string[]): string {
  if (!usesCldr(ctx)) return native(nativeMoneyText(price.amount));
  return usableLocale(ctx.locale) === undefined
    ? ''
    : formatCldrMoney(price.amount, price.currency, ctx.locale, moneyOptions(args));
}

/** Fills `{name}` placeholders of a (localized) price text; unknown names stay as written. */
function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) =>
    Object.hasOwn(values, name) ? (values[name] as string) : m,
  );
}

/** What a price block shows, in the order the platform prefers it. */
interface PriceLines {
  /** Shown alone when present: "from {fromPrice}", or the "Unavailable" wording. */
  readonly from?: string;
  /** Sale and original price texts, shown together when on sale. */
  readonly sale?: readonly [sale: string, original: string];
  readonly normal?: string;
}

/** The `<div class="product-price">` / `subscription-price` markup around the chosen line. */
function priceBlock(cls: string, lines: PriceLines, ctx: RenderContext): string {
  let body = '';
  if (lines.from !== undefined) body = lines.from + '\n';
  else if (lines.sale) {
    const label = (key: string, fallback: string): string =>
      `<span class="visually-hidden v6-visually-hidden">${escapeAttr(localized(ctx, key, fallback))}</span>`;
    body =
      label('salePriceText', 'Sale Price:') +
      lines.sale[0] +
      ' ' +
      label('originalPriceText', 'Original Price:') +
      `<span class="original-price">${lines.sale[1]}</span>\n`;
  } else if (lines.normal !== undefined) body = lines.normal;
  return `<div class="${cls}">\n${body}\n</div>`;
}

/**
 * The lines of a price block: the "from" wording with the lowest price when prices vary, else
 * the sale and regular prices when on sale, else the regular price.
 */
function priceLines(
  ctx: RenderContext,
  varied: boolean,
  onSale: boolean,
  from: () => string,
  sale: () => string,
  normal: () => string,
): PriceLines {
  if (!varied) return onSale ? { sale: [sale(), normal()] } : { normal: normal() };
  const lowest = from();
  const text = localized(ctx, 'productPriceFromText', 'from {fromPrice}');
  return { from: fill(text, { fromPrice: lowest, price: lowest }) };
}

const capitalized = (unit: string): string => unit.charAt(0) + unit.slice(1).toLowerCase();

/** The subscription wording: the localized pattern for the plan if the site has one, else English. */
function subscriptionWording(
  ctx: RenderContext,
  plan: NonNullable<ReturnType<typeof subscriptionPlan>>,
  multiple: boolean,
): string {
  const duration = subscriptionDuration(plan);
  const key =
    `productPrice__${multiple ? 'multiplePrices' : 'singlePrice'}__` +
    `${plan.value === 1 ? '1' : 'n'}${capitalized(plan.unit)}ly__` +
    (duration
      ? `limited__${duration.value === 1 ? '1' : 'n'}${capitalized(duration.unit)}s`
      : 'indefinite');
  const own = localized(ctx, key, '');
  if (own !== '') return own;
  const unit = plan.unit.toLowerCase();
  return (
    (multiple ? 'from ' : '') +
    (plan.value > 1 ? `{price} every {billingPeriodValue} ${unit}s` : `{price} every ${unit}`) +
    (duration
      ? ` for {duration} ${duration.unit.toLowerCase()}${duration.value === 1 ? '' : 's'}`
      : '')
  );
}

/** `{item|product-price}`: the from, sale or normal price of a product, subscriptions worded. */
function productPrice(item: unknown, args: readonly string[], ctx: RenderContext): string {
  const content = contentOf(item);
  const price = (p: Price): string => priceText(p, ctx, args);
  if (isSubscribable(content)) {
    const plan = subscriptionPlan(content);
    if (!plan)
      return priceBlock(
        'product-price',
        { from: localized(ctx, 'productPriceUnavailable', 'Unavailable') },
        ctx,
      );
    const multiple = hasVariedPrices(content);
    const wording = subscriptionWording(ctx, plan, multiple);
    const duration = subscriptionDuration(plan);
    const say = (p: Price): string =>
      fill(wording, {
        price: price(p),
        fromPrice: price(p),
        billingPeriodValue: String(plan.value),
        duration: String(duration?.value ?? 0),
      });
    return priceBlock(
      'product-price',
      multiple
        ? { from: say(lowestPrice(content)) }
        : isOnSale(content)
          ? { sale: [say(salePrice(content)), say(highestPrice(content))] }
          : { normal: say(highestPrice(content)) },
      ctx,
    );
  }
  if (productTypeOf(content.productType) === undefined) return priceBlock('product-price', {}, ctx);
  return priceBlock(
    'product-price',
    priceLines(
      ctx,
      hasVariedPrices(content),
      isOnSale(content),
      () => price(lowestPrice(content)),
      () => price(salePrice(content)),
      () => price(highestPrice(content)),
    ),
    ctx,
  );
}

/** `{item|subscription-price}`: the price of the lowest variant's first subscription pricing option. */
function subscriptionPrice(item: unknown, args: readonly string[], ctx: RenderContext): string {
  const content = contentOf(item);
  const options = lowestVariantPricingOptions(content);
  const first = options?.[0];
  if (!first) return priceBlock('subscription-price', {}, ctx);
  const price = (node: unknown): string => priceText(readPrice(node), ctx, args);
  return priceBlock(
    'subscription-price',
    priceLines(
      ctx,
      hasVariedPrices(content),
      isTruthy(first.onSale),
      () => price(currentPriceNode(first)),
      () => price(first.salePriceMoney),
      () => price(first.priceMoney),
    ),
    ctx,
  );
}

/** A price as the legacy whole-cents text: `"2.00"` -> `200`. */
const legacyCents = (p: Price): string => decimalText(movePoint(p.amount, 2));

export const moneyFormatters: FormatterTable = {
  'money-format': (v) => centsText(v, 'money-format'),
  moneyFormat: (v) => centsText(v, 'moneyFormat'),
  'money-string': (v) => native(centsText(v, 'money-string')),
  /** Cents in the currency of the render locale's region; '' without usable locale data. */
  'bookkeeper-money-format': (v, _args, ctx) => {
    if (usableLocale(ctx.locale) === undefined) return '';
    const cents = parseDecimal(v) ?? ZERO;
    return formatCldrMoney(movePoint(cents, -2), localCurrency(ctx.locale), ctx.locale);
  },
  /** `123456` -> `123,456.00`; `trim` drops zero decimals. Up to three decimals. */
  'percentage-format': (v, args, ctx) =>
    usableLocale(ctx.locale) === undefined
      ? ''
      : formatDecimal(parseDecimal(v) ?? ZERO, ctx.locale, {
          minfrac: args.includes('trim') ? 0 : 2,
          maxfrac: 3,
        }),
  /**
   * The legacy format in the argument's locale (default en-US): `{m|i18n-money-format de-DE}`.
   * An unusable locale fails the call (the money format's own error names it).
   */
  'i18n-money-format': (v, args) => {
    const value = child(v, 'decimalValue');
    // Nothing to format prints nothing (`f-missing-1`); an unreadable amount counts as zero.
    if (value === undefined || value === null) return '';
    const code = toText(child(v, 'currencyCode')).trim() || 'USD';
    return formatLegacyMoney(parseDecimal(value) ?? ZERO, code, args[0]?.trim() || 'en-US');
  },
  /**
   * The CLDR format in the render's locale: `{m|money style:short}`. Missing without a money
   * node; '' without usable locale data. `free:label` shows a zero amount as the label's text
   * (a literal or a variable); without a label that is an error and zero shows as money.
   */
  money: (v, args, ctx) => {
    const node = isObject(v) ? moneyNode(v) : undefined;
    if (!node) return undefined;
    if (usableLocale(ctx.locale) === undefined) return '';
    const amount = decimalOf(node.amount, 'money');
    const free = args.find((a) => /^free\b/.test(a));
    if (free && decimalText(amount) === '0') {
      const label = toText(ctx.argument(free.slice(5))).trim();
      if (label) return label;
      ctx.error('A free-price label is required');
    }
    return formatCldrMoney(amount, toText(node.currency).trim(), ctx.locale, moneyOptions(args));
  },
  'normal-price': (v) => legacyCents(highestPrice(contentOf(v))),
  'sale-price': (v) => legacyCents(salePrice(contentOf(v))),
  'from-price': (v) => legacyCents(lowestPrice(contentOf(v))),
  'product-price': productPrice,
  'subscription-price': subscriptionPrice,
};
