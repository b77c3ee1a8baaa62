/** Commerce markup formatters: the fragments the platform's templates render and the widgets hydrate. */
import { addToCartButtonMarkup, type MarkupAttribute } from '../commerce/add-to-cart-button';
import { isMultipleQuantityAllowedForServices } from '../commerce/inventory';
import { contentOf } from '../commerce/item-data';
import { plainOf as obj } from '../commerce/product-data';
import { productStatus } from '../commerce/product-status';
import {
  QUANTITY_INPUT_LABEL,
  quantityInputMarkup,
  VARIANT_SELECT_TEXTS,
  variantSelectMarkup,
  type VariantOptionMarkup,
} from '../commerce/product-form-markup';
import { variantDescriptor } from '../commerce/variants';
import { LIKERT_ANSWERS } from '../forms/likert';
import { escapeAttr, escapeAttrKeepAmp, escapeHtml, jsonAttr } from './escape';
import { formatMessage } from './i18n/message';
import type { FormatterTable, RenderContext } from './plugins';
import { child, localized, toText, isTruthy as truthy } from './values';

/*
 * Commerce markup: the fragments the platform's templates render and the widgets hydrate
 * (docs/markup.md lists what the widgets rely on). The rules (status, stock, variants) live in
 * src/commerce so a formatter and a widget can never disagree. Every value printed is escaped.
 *
 * Some fragments start with blank lines: the platform renders them from templates whose
 * variable-binding lines leave newlines behind. They are kept so that output, including the
 * composite product-checkout, matches the platform's byte for byte.
 */

const LEAD_ADD_TO_CART = '\n'.repeat(13);
const LEAD_VARIANTS = '\n  '.repeat(4) + '\n\n  ';
const LEAD_QUANTITY = '\n\n\n';
const LEAD_RESTOCK = '\n'.repeat(6);

type Obj = Readonly<Record<string, unknown>>;
type Args = readonly string[];
/** A scalar as an escaped attribute value. */
const attr = (value: unknown): string => escapeAttr(toText(value));

/**
 * Formats a merchant or page text as the platform's `message` formatter does, with one named
 * argument (`Only {qtyInStock} left!`, plurals included). A malformed text is recorded as an
 * error and printed with only its plain `{name}` placeholder filled.
 */
function message(ctx: RenderContext, text: string, name: string, value: unknown): string {
  try {
    const env = { locale: ctx.locale, zone: ctx.timeZone, positional: [value] };
    return formatMessage(text, { ...env, named: new Map([[name, value]]) });
  } catch (e) {
    ctx.error(e instanceof Error ? e.message : String(e));
    return text.split(`{${name}}`).join(toText(value));
  }
}

/** The product's entry in `productMerchandisingContext` (scarcity, restock, sold-out text). */
function merchandising(ctx: RenderContext, item: unknown): Obj {
  return obj(child(ctx.lookup('productMerchandisingContext'), toText(obj(item).id)));
}

/** An attribute of a markup producer as the platform prints it. */
const printed = ([name, value]: MarkupAttribute): string =>
  value === null ? name : `${name}="${escapeAttr(value)}"`;

function addToCartButton(item: unknown, _args: Args, ctx: RenderContext): string {
  const button = addToCartButtonMarkup(item, {
    addToCart: localized(ctx, 'productAddToCartText', 'Add To Cart'),
    subscribe: localized(ctx, 'productSubscribeText', 'Subscribe'),
  });
  return (
    LEAD_ADD_TO_CART +
    `<div ${button.wrapper.map(printed).join(' ')}>\n` +
    `  <div class="${button.className}"` +
    button.attributes.map((a) => ` ${printed(a)}`).join('') +
    ` ${button.trailing.map(printed).join(' ')}` +
    `>\n    <div class="sqs-add-to-cart-button-inner">${escapeAttr(button.label)}</div>\n  </div>\n</div>`
  );
}

function variantOption(option: VariantOptionMarkup): string {
  const name = escapeAttr(option.name);
  const values = option.values.map(escapeAttr);
  return (
    '\n    <div class="variant-option">\n' +
    `    <div class="variant-option-title">${escapeAttr(option.title)}: </div>\n` +
    '    <div class="variant-select-wrapper">\n' +
    `      <select aria-label="${escapeAttrKeepAmp(option.select)}" data-variant-option-name="${name}">\n` +
    `        <option value="">${escapeAttr(option.select)}</option>\n        ` +
    values.map((v) => `<option value="${v}">${v}</option>`).join('') +
    '\n      </select>\n    </div>\n' +
    `    <div class="variant-radiobtn-wrapper" data-variant-option-name="${name}">` +
    values
      .map(
        (v) =>
          `\n      <input type="radio" class="variant-radiobtn" value="${v}" name="variant-option-${name}" id="variant-option-${name}-${v}"/>` +
          `\n      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="variant-option-${name}-${v}">${v}</label>`,
      )
      .join('') +
    '\n    </div>\n    </div>'
  );
}

function variantsSelect(item: unknown, _args: Args, ctx: RenderContext): string {
  const markup = variantSelectMarkup(
    item,
    (key) => localized(ctx, key, VARIANT_SELECT_TEXTS[key]),
    (text, name, value) => message(ctx, text, name, value),
  );
  if (!markup) return '';
  return (
    LEAD_VARIANTS +
    `<div ${markup.attributes.map(printed).join(' ')}>` +
    markup.options.map(variantOption).join('') +
    '\n  </div>\n'
  );
}

function quantityInput(item: unknown, _args: Args, ctx: RenderContext): string {
  const multiple = isMultipleQuantityAllowedForServices(ctx.lookup('websiteSettings'));
  const label = localized(ctx, 'productQuantityInputLabel', QUANTITY_INPUT_LABEL);
  const markup = quantityInputMarkup(item, multiple, label);
  if (!markup) return '';
  return (
    LEAD_QUANTITY +
    `<div ${markup.attributes.map(printed).join(' ')}>\n` +
    `  <div class="quantity-label">${escapeAttr(markup.label)}:</div>\n` +
    `  <input ${markup.input.map(printed).join(' ')}></input>\n</div>`
  );
}

function restockNotification(item: unknown, _args: Args, ctx: RenderContext): string {
  const product = merchandising(ctx, item);
  const views = Array.isArray(product.restockNotificationViews)
    ? product.restockNotificationViews
    : [];
  const messages = obj(product.restockNotificationMessages);
  const text = (key: string): string => attr(messages[key]);
  const mailingList = truthy(product.mailingListSignUpEnabled)
    ? '  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"' +
      (truthy(product.mailingListOptInByDefault) ? ' checked' : '') +
      `>${text('mailingListDescription')}</label>`
    : '';
  const captcha = truthy(ctx.lookup('website.captchaSettings.siteKey'))
    ? '  <div class="captcha-container"></div>'
    : '';
  const id = attr(obj(item).id);
  const view = (v: unknown): string =>
    `\n<div class="product-restock-notification" data-product-id="${id}" data-variant-id="${attr(obj(v).variantId)}"` +
    `${truthy(obj(v).hiddenByDefault) ? ' hidden' : ''}>\n` +
    `  <span class="product-restock-cta">${text('CTAText')}</span>\n` +
    '  <form class="product-restock-form" action="#">\n' +
    `    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="${text('placeholderText')}">\n` +
    `    <input class="sqs-editable-button" type="submit" value="${text('buttonText')}">\n  </form>\n` +
    `${mailingList}\n${captcha}\n</div>\n`;
  return LEAD_RESTOCK + views.map(view).join('');
}

function scarcity(item: unknown, _args: Args, ctx: RenderContext): string {
  const product = merchandising(ctx, item);
  if (!truthy(product.scarcityEnabled) || !Array.isArray(product.scarcityTemplateViews)) return '';
  const text = toText(product.scarcityText);
  return product.scarcityTemplateViews
    .map((v: unknown) => {
      const { attributes, qtyInStock } = obj(v);
      const variant = truthy(attributes)
        ? ` data-variant-attributes="${jsonAttr(attributes)}" hidden`
        : '';
      const shown = escapeAttr(message(ctx, text, 'qtyInStock', qtyInStock));
      return `\n  <div class="product-scarcity"${variant}>\n    ${shown}\n  </div>\n`;
    })
    .join('');
}

function status(item: unknown, _args: Args, ctx: RenderContext): string {
  switch (productStatus(contentOf(item))) {
    case 'sold-out': {
      const custom = toText(merchandising(ctx, item).customSoldOutText);
      const text = custom || localized(ctx, 'productSoldOutText', 'sold out');
      return `<div class="product-mark sold-out">${escapeAttr(text)}</div>`;
    }
    case 'sale':
      return `<div class="product-mark sale">${escapeAttr(localized(ctx, 'productSaleText', 'sale'))}</div>`;
    default:
      return '';
  }
}

function quickView(item: unknown, args: Args, ctx: RenderContext): string {
  const arg = args[0] ?? '';
  // The group argument names a field of the item or of the page; otherwise it is the group.
  const named = child(item, arg) ?? (arg === '' ? undefined : ctx.lookup(arg));
  const group = named === undefined ? arg : toText(named);
  const label = localized(ctx, 'productQuickViewText', 'Quick View');
  return (
    `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${attr(obj(item).id)}"` +
    ` data-group="${escapeAttr(group)}">${escapeHtml(label)}</span>`
  );
}

/**
 * Likert answers (-2..2) as text; an answer out of range reads as the neutral one. Each word is
 * localized as `productAnswerMap` + the words without spaces.
 */
function likert(values: Obj, ctx: RenderContext): string {
  const answers = new Map(
    LIKERT_ANSWERS.map((text, i) => [
      String(i - 2),
      localized(ctx, `productAnswerMap${text.replace(' ', '')}`, text),
    ]),
  );
  const rows = Object.entries(values).map(
    ([question, answer]) =>
      `\n  <div><span style="font-weight:bold;">${escapeHtml(question)}:</span> ` +
      `${escapeHtml(answers.get(toText(answer)) ?? (answers.get('0') as string))}</div>`,
  );
  return `<div style="padding-left:5px;">${rows.join('')}\n</div>`;
}

/** The answer of one form field in a submission summary, by field type; '' when unanswered. */
function fieldAnswer(field: Obj, ctx: RenderContext): string {
  const values = obj(field.values);
  const part = (key: string, empty = ''): string =>
    truthy(values[key]) ? escapeHtml(toText(values[key])) : empty;
  switch (toText(field.type)) {
    case 'address':
      return (
        `<div style="padding-left:5px;">\n  <div>${part('Line1')}</div>` +
        (truthy(values.Line2) ? `\n  <div>${part('Line2')}</div>` : '') +
        `\n  <div>${part('City')}, ${part('State')} ${part('Zip')} ${part('Country')}</div>\n</div>`
      );
    case 'checkbox':
      return Array.isArray(field.values) && field.values.length > 0
        ? `${field.values.map((v: unknown) => escapeHtml(toText(v))).join(', ')}\n`
        : escapeHtml(toText(field.value));
    case 'date':
      return `${part('Month')}/${part('Day')}/${part('Year')}`;
    case 'likert':
      return likert(values, ctx);
    case 'name':
      return `${part('First')} ${part('Last')}`;
    case 'phone':
      return `${truthy(values.Country) ? `+${part('Country')} ` : ''}${part('Areacode')}-${part('Prefix')}-${part('Line')}`;
    case 'time':
      return `${part('Hour', '00')}:${part('Minute', '00')}:${part('Second', '00')} ${part('Ampm')}`;
    default:
      return escapeHtml(toText(field.value));
  }
}

/** One field of a form submission summary (order and notification emails): title and answer. */
function summaryFormField(value: unknown, _args: Args, ctx: RenderContext): string {
  const field = obj(value);
  const answer =
    fieldAnswer(field, ctx) ||
    escapeHtml(localized(ctx, 'productSummaryFormNoAnswerText', '').trim() || 'N/A');
  return (
    '<div style="font-size:11px; margin-top:3px">\n' +
    `  <span style="font-weight:bold;">${escapeHtml(toText(field.rawTitle))}:</span> ${answer}\n</div>`
  );
}

function cartQuantity(cart: unknown): string {
  const entries = obj(cart).entries;
  const count = Array.isArray(entries)
    ? entries.reduce((n: number, e: unknown) => n + (Number(obj(e).quantity) || 0), 0)
    : 0;
  return `<span class="sqs-cart-quantity">${count}</span>`;
}

/** Commerce markup formatters: the add-to-cart button, variant selector, quantity input, status, scarcity, restock form, quick view, cart and form-summary fragments the widgets hydrate. */
export const commerceFormatters: FormatterTable = {
  'add-to-cart-btn': addToCartButton,
  'cart-quantity': cartQuantity,
  'cart-subtotal': () => 'deprecated, do not use',
  'cart-url': () => '/cart',
  'product-checkout': (v, args, ctx) =>
    variantsSelect(v, args, ctx) + quantityInput(v, args, ctx) + addToCartButton(v, args, ctx),
  'product-quick-view': quickView,
  'product-restock-notification': restockNotification,
  'product-scarcity': scarcity,
  'product-status': status,
  'quantity-input': quantityInput,
  'summary-form-field': summaryFormField,
  'variant-descriptor': (v) => escapeHtml(variantDescriptor(v)),
  'variants-select': variantsSelect,
};
