/** The chosen variant shown in its product block: price, marks, scarcity message and image. */
import { decimalText, formatMoney, nativeMoneyText } from '../../commerce/money';
import { readPrice } from '../../commerce/product';
import { plainOf } from '../../commerce/product-data';
import { productStatus } from '../../commerce/product-status';
import type { ShopMessages } from '../../i18n/shop-messages';
import type { MarkupVariant } from '../../commerce/markup-variants';
import { el } from '../shared/element';

const OURS = 'data-sf-variant-view';
/** The image's attributes a variant changes, given back as the page rendered them. */
const IMAGE_ATTRIBUTES = ['src', 'srcset', 'alt'];

/**
 * Returns the function that shows the chosen variant in its product block: price (sale and
 * original), the sold-out or sale mark, its scarcity message and its main image. `undefined`
 * gives the block back as the page rendered it (also at unmount).
 */
export function createVariantView(
  block: HTMLElement,
  messages: ShopMessages,
  locale: string,
  productType: number,
) {
  const prices = [...block.querySelectorAll<HTMLElement>(`.product-price:not([${OURS}])`)];
  // Amounts are written as the page's own prices are: the platform's bare amounts in
  // `.sqs-money-native` (themes add the symbol), or formatted money where the page has those.
  const native = prices.some((element) => element.querySelector('.sqs-money-native') !== null);
  const marks = [...block.querySelectorAll<HTMLElement>(`.product-mark:not([${OURS}])`)];
  const scarcity = [...block.querySelectorAll<HTMLElement>('.product-scarcity')];
  const scarcityHidden = scarcity.map((element) => element.hidden);
  const image = block.querySelector<HTMLImageElement>(
    '.product-image img, [data-sf-product-image], img',
  );
  const originalImage = image && IMAGE_ATTRIBUTES.map((name) => image.getAttribute(name));
  let added: HTMLElement[] = [];

  function show(variant: MarkupVariant | undefined) {
    // Ours of the last variant leave (those already gone again: a no-op).
    for (const element of added) element.remove();
    prices.forEach((element) => (element.hidden = variant !== undefined));
    marks.forEach((element) => (element.hidden = variant !== undefined));
    scarcity.forEach((element, i) => {
      element.hidden = variant ? !sameAttributes(element, variant) : (scarcityHidden[i] ?? true);
    });
    restoreImage();
    if (!variant) return;

    const anchor = prices[0] ?? marks[0];
    const price = priceElement(variant, messages, locale, native);
    const status = productStatus({ productType, variants: [variant] });
    const mark = status && markElement(status, messages);
    // Without an anchor they stay out of the page, and removing them later is a no-op.
    added = [mark, price].filter((element): element is HTMLElement => !!element);
    anchor?.before(...added);
    if (image && variant.mainImage) {
      image.src = variant.mainImage.assetUrl;
      image.removeAttribute('srcset');
      if (variant.mainImage.altText !== undefined) image.alt = variant.mainImage.altText;
    }
  }

  function restoreImage() {
    if (!image || !originalImage) return;
    IMAGE_ATTRIBUTES.forEach((name, i) => {
      const value = originalImage[i] ?? null;
      if (value === null) image.removeAttribute(name);
      else if (image.getAttribute(name) !== value) image.setAttribute(name, value);
    });
  }

  return show;
}

function sameAttributes(element: HTMLElement, variant: MarkupVariant): boolean {
  try {
    // Anything but a plain object has no attributes to match.
    const entries = Object.entries(plainOf(JSON.parse(element.dataset.variantAttributes ?? '')));
    return (
      entries.length > 0 && entries.every(([name, value]) => variant.attributes[name] === value)
    );
  } catch {
    return false;
  }
}

/** An amount as the page shows it: the platform's `.sqs-money-native` span, or formatted money. */
function money(node: unknown, locale: string, native: boolean): Node {
  const { amount, currency } = readPrice(node);
  if (native) return el('span', 'sqs-money-native', nativeMoneyText(amount));
  const text = decimalText(amount);
  try {
    return document.createTextNode(formatMoney({ value: text, currency }, locale));
  } catch {
    return document.createTextNode(text);
  }
}

/** The template's price markup for one variant (f-product-price), text only. */
function priceElement(
  variant: MarkupVariant,
  messages: ShopMessages,
  locale: string,
  native: boolean,
): HTMLElement | undefined {
  if (variant.priceMoney === undefined) return undefined;
  const element = el('div', 'product-price');
  element.setAttribute(OURS, '');
  const hidden = 'visually-hidden v6-visually-hidden sf-visually-hidden';
  if (variant.onSale && variant.salePriceMoney !== undefined) {
    const original = el('span', 'original-price');
    original.append(money(variant.priceMoney, locale, native));
    element.append(
      el('span', hidden, messages.salePriceLabel),
      money(variant.salePriceMoney, locale, native),
      ' ',
      el('span', hidden, messages.originalPriceLabel),
      original,
    );
  } else {
    element.append(money(variant.priceMoney, locale, native));
  }
  return element;
}

function markElement(status: 'sold-out' | 'sale', messages: ShopMessages): HTMLElement {
  const element = el(
    'div',
    `product-mark ${status}`,
    status === 'sold-out' ? messages.markSoldOut : messages.markSale,
  );
  element.setAttribute(OURS, '');
  return element;
}
