/**
 * The checkout's server-rendered pages: plain HTML with one accessible form each (labelled
 * fields, an error summary with `role="alert"`), every value escaped by hono's `html` tag.
 */
import { html, raw } from 'hono/html';
import type { ShoppingCart } from '../../src/api/schemas';
import type { OrderConfirmation } from '../../src/api/order-confirmation';
import { variantText } from '../../src/commerce/variant-text';
import { messages } from '../../src/i18n/messages';
import { formatCents } from '../repositories/orders';
import { pageShell, type Html } from './page-shell';

/** Page types of the commerce document: 201 checkout, 202 order confirmed. */
export const PAGE_TYPE = { checkout: 201, orderConfirmed: 202 } as const;

export interface PageContext {
  locale: string;
  currency: string;
  websiteId: string;
  /** The anti-forgery value every form posts back. */
  crumb: string;
}

export interface FormState {
  /** The error summary (the refusal's text), if the last post failed. */
  error?: string;
  /** Per-field messages by input name. */
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

function layout(title: string, pageType: number, body: Html, ctx: PageContext): Html {
  return pageShell({
    title,
    pageType,
    locale: ctx.locale,
    body: html`<h1>${title}</h1>
      ${body}`,
    // The bundle: the header's cart count, and the order-confirmation hook on page 202.
    bundle: ctx,
  });
}

function errorSummary(state: FormState): Html {
  return state.error
    ? html`<p class="demo-form-error" role="alert" id="checkout-error">${state.error}</p>`
    : html``;
}

function field(
  name: string,
  label: string,
  type: string,
  state: FormState,
  autocomplete: string,
  required = true,
): Html {
  const error = state.fieldErrors?.[name];
  const errorId = `${name}-error`;
  return html`<p class="demo-field">
    <label for="${name}">${label}</label>
    <input
      id="${name}"
      name="${name}"
      type="${type}"
      autocomplete="${autocomplete}"
      value="${state.values?.[name] ?? ''}"
      ${required ? raw('required') : ''}
      ${error ? raw(`aria-invalid="true" aria-describedby="${errorId}"`) : ''}
    />
    ${error ? html`<span class="demo-field-error" id="${errorId}">${error}</span>` : ''}
  </p>`;
}

function contactFields(state: FormState): Html {
  return html`${field('email', 'Email', 'email', state, 'email')}
  ${field('name', 'Name', 'text', state, 'name')}`;
}

function linesTable(
  caption: string,
  lines: readonly { name: string; detail: string; quantity: number; totalCents: number }[],
  ctx: PageContext,
): Html {
  return html`<table class="demo-order-lines">
    <caption>
      ${caption}
    </caption>
    <thead>
      <tr>
        <th scope="col">Item</th>
        <th scope="col">${messages.quantity}</th>
        <th scope="col">${messages.cartPrice}</th>
      </tr>
    </thead>
    <tbody>
      ${lines.map(
        (line) =>
          html`<tr>
            <th scope="row">
              ${line.name}${line.detail ? html` <small>${line.detail}</small>` : ''}
            </th>
            <td>${line.quantity}</td>
            <td>${formatCents(line.totalCents, ctx.locale, ctx.currency)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/** `/checkout`: the cart, its totals, shipping choice, a coupon code and the shopper's details. */
export function checkoutPage(cart: ShoppingCart, ctx: PageContext, state: FormState = {}): Html {
  const money = (cents: number) => formatCents(cents, ctx.locale, ctx.currency);
  const empty = cart.entries.length === 0;
  const body = empty
    ? html`${errorSummary(state)}
        <p>${messages.cartEmpty}</p>`
    : html`${errorSummary(state)}
        ${linesTable(
          'Your order',
          cart.entries.map((entry) => ({
            name: entry.title,
            detail: variantText(entry.chosenVariant.attributes),
            quantity: entry.quantity,
            totalCents: entry.subTotal,
          })),
          ctx,
        )}
        <dl class="demo-totals">
          <dt>${messages.cartSubtotal}</dt>
          <dd>${money(cart.subtotalCents)}</dd>
          ${
            cart.discountCents
              ? html`<dt>${messages.cartDiscount}</dt>
                  <dd>-${money(cart.discountCents)}</dd>`
              : ''
          }
          <dt>${messages.cartTax}</dt>
          <dd>${money(cart.taxCents)}</dd>
          <dt>${messages.cartShipping}</dt>
          <dd>${money(cart.shippingCostCents)}</dd>
          <dt>${messages.cartTotal}</dt>
          <dd id="checkout-total">${money(cart.grandTotalCents)}</dd>
        </dl>
        <form method="post" action="/checkout" novalidate>
          <input type="hidden" name="crumb" value="${ctx.crumb}" />
          ${contactFields(state)}
          ${
            cart.shippingOptions.length > 0
              ? html`<fieldset>
                  <legend>${messages.cartShipping}</legend>
                  ${cart.shippingOptions.map(
                    (option) =>
                      html`<p>
                        <label
                          ><input
                            type="radio"
                            name="shippingOptionId"
                            value="${option.id}"
                            ${option.id === cart.selectedShippingOption?.id ? raw('checked') : ''}
                          />
                          ${option.name} (${money(option.priceCents)})</label
                        >
                      </p>`,
                  )}
                </fieldset>`
              : ''
          }
          <div class="demo-coupon">
            ${field('couponCode', 'Coupon code', 'text', state, 'off', false)}
            <button type="submit" class="demo-secondary" formaction="/checkout/coupon">
              Apply coupon
            </button>
          </div>
          <p class="demo-note">Payment is simulated: no card is charged.</p>
          <button type="submit">Place order</button>
        </form>`;
  return layout('Checkout', PAGE_TYPE.checkout, body, ctx);
}

/** `/checkout/subscription?cartToken=`: the one subscribed item and the shopper's details. */
export function subscriptionPage(
  line:
    | {
        token: string;
        title: string;
        attributes: Record<string, string>;
        quantity: number;
        unitPriceCents: number;
      }
    | undefined,
  ctx: PageContext,
  state: FormState = {},
): Html {
  const body = line
    ? html`${errorSummary(state)}
        ${linesTable(
          'Your subscription',
          [
            {
              name: line.title,
              detail: variantText(line.attributes),
              quantity: line.quantity,
              totalCents: line.unitPriceCents * line.quantity,
            },
          ],
          ctx,
        )}
        <form method="post" action="/checkout/subscription" novalidate>
          <input type="hidden" name="crumb" value="${ctx.crumb}" />
          <input type="hidden" name="cartToken" value="${line.token}" />
          ${contactFields(state)}
          <p class="demo-note">Payment is simulated: no card is charged.</p>
          <button type="submit">Subscribe</button>
        </form>`
    : html`${errorSummary(state)}`;
  return layout('Subscription checkout', PAGE_TYPE.checkout, body, ctx);
}

/** `/checkout/gift-card?itemId=&sku=`: pick a denomination and buy it. */
export function giftCardPage(
  product: { id: string; name: string; variants: { sku: string; cents: number }[] } | undefined,
  selectedSku: string | undefined,
  ctx: PageContext,
  state: FormState = {},
): Html {
  const body = product
    ? html`${errorSummary(state)}
        <form method="post" action="/checkout/gift-card" novalidate>
          <input type="hidden" name="crumb" value="${ctx.crumb}" />
          <input type="hidden" name="itemId" value="${product.id}" />
          <p class="demo-field">
            <label for="sku">Amount</label>
            <select id="sku" name="sku">
              ${product.variants.map(
                (variant) =>
                  html`<option
                    value="${variant.sku}"
                    ${variant.sku === selectedSku ? raw('selected') : ''}
                  >
                    ${formatCents(variant.cents, ctx.locale, ctx.currency)}
                  </option>`,
              )}
            </select>
          </p>
          ${contactFields(state)}
          <p class="demo-note">Payment is simulated: no card is charged.</p>
          <button type="submit">Buy gift card</button>
        </form>`
    : html`${errorSummary(state)}`;
  return layout(product ? product.name : 'Gift card', PAGE_TYPE.checkout, body, ctx);
}

/**
 * `/checkout/order-confirmed/<id>` (page type 202): the order, and the data the
 * order-confirmation widget reads (`[data-storefront-order-confirmation]`) to emit
 * `commerce_checkout_order_confirmed` and the 'Purchase' pixel event.
 */
export function confirmationPage(
  order: OrderConfirmation,
  ctx: PageContext,
  variantOf: (sku: string) => Record<string, string> | undefined = () => undefined,
): Html {
  const money = (cents: number) => formatCents(cents, ctx.locale, ctx.currency);
  const totals = orderTotals(order);
  // JSON inside <script> must not contain "</script>" or "<!--": escape every "<".
  const data = JSON.stringify(order).replace(/</g, '\\u003c');
  const body = html`<p>Thank you! Your order is confirmed.</p>
    <p class="demo-order-number">Order number: <strong>${orderNumber(order.id)}</strong></p>
    ${linesTable(
      'Your order',
      order.items.map((item) => ({
        name: item.productName,
        detail: variantText(variantOf(item.sku) ?? {}),
        quantity: item.quantity,
        totalCents: Number(item.unitPrice.value) * item.quantity,
      })),
      ctx,
    )}
    <dl class="demo-totals">
      <dt>${messages.cartSubtotal}</dt>
      <dd>${money(totals.subtotalCents)}</dd>
      ${
        totals.discountCents > 0
          ? html`<dt>${messages.cartDiscount}</dt>
              <dd>-${money(totals.discountCents)}</dd>`
          : ''
      }
      <dt>${messages.cartTax}</dt>
      <dd>${money(totals.taxCents)}</dd>
      <dt>${messages.cartShipping}</dt>
      <dd>${money(totals.shippingCents)}</dd>
      <dt>${messages.cartTotal}</dt>
      <dd>${money(totals.grandTotalCents)}</dd>
    </dl>
    <div data-storefront-order-confirmation hidden>
      <script type="application/json">
        ${raw(data)}
      </script>
    </div>
    <p><a href="/">Continue shopping</a></p>`;
  return layout('Order confirmed', PAGE_TYPE.orderConfirmed, body, ctx);
}

/** The order number a shopper reads and quotes: the first eight characters of the order's id, `#` before. */
export function orderNumber(orderId: string): string {
  return `#${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/**
 * The confirmation's totals, line by line as the cart showed them: the subtotal is the sum of
 * the lines, the discount (coupons) what the total leaves out of subtotal, tax and shipping,
 * so subtotal - discount + tax + shipping = total always holds.
 */
export function orderTotals(order: OrderConfirmation): {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  grandTotalCents: number;
} {
  const subtotalCents = order.items.reduce(
    (sum, item) => sum + Number(item.unitPrice.value) * item.quantity,
    0,
  );
  const taxCents = Number(order.taxTotal.value);
  const shippingCents = Number(order.shippingTotal.value);
  const grandTotalCents = Number(order.grandTotal.value);
  const discountCents = Math.max(0, subtotalCents + taxCents + shippingCents - grandTotalCents);
  return { subtotalCents, discountCents, taxCents, shippingCents, grandTotalCents };
}
