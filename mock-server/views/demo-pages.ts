/** The demo's own pages in the one page shell: the hand-written host pages of `demo/host-pages/`, the demo index and the not-found page. */
import { html, raw } from 'hono/html';
import { UNTRACKED_PAGE_TYPE } from '../../src/api/analytics-contract';
import type { Catalogue } from '../catalogue/fixtures';
import { pageShell, type Html } from './page-shell';

/** One hand-written host page: its body is `demo/host-pages/<file>`, the rest is the shell. */
export interface HostPage {
  path: string;
  file: string;
  title: string;
  /** The page has a captcha-protected form (`data-captcha-script` on `<html>`). */
  captcha?: boolean;
  /** What the demo index says it shows. */
  shows: string;
}

/** The hand-written host pages, served through the shell at their paths. */
export const HOST_PAGES: readonly HostPage[] = [
  {
    path: '/cart',
    file: 'cart.html',
    title: 'Cart',
    shows: 'the cart page and the installments pill',
  },
  {
    path: '/forms',
    file: 'forms.html',
    title: 'Contact',
    captcha: true,
    shows: 'a form block with a captcha',
  },
  {
    path: '/newsletter',
    file: 'newsletter.html',
    title: 'Newsletter',
    captcha: true,
    shows: 'a newsletter block',
  },
  {
    path: '/account',
    file: 'account.html',
    title: 'Account',
    shows: 'site-user sign-in, sign-out and language',
  },
];

/** The shell's settings for a demo page of `catalogue`. */
export interface DemoContext {
  locale: string;
  websiteId: string;
  currency: string;
  /** The signed-in owner's website roles, when one is. */
  websiteRoles?: readonly number[] | undefined;
}

export const demoContext = (catalogue: Catalogue): DemoContext => ({
  locale: catalogue.website.locale,
  websiteId: catalogue.website.id,
  currency: catalogue.website.currency,
});

/** A host page: its trusted body file (ours, not a visitor's) inside the shell. */
export function hostPage(page: HostPage, body: string, ctx: DemoContext): Html {
  return pageShell({
    title: page.title,
    locale: ctx.locale,
    path: page.path,
    body: raw(body),
    bundle: ctx,
    ...(ctx.websiteRoles ? { websiteRoles: ctx.websiteRoles } : {}),
    ...(page.captcha
      ? { htmlAttributes: { 'data-captcha-script': '/api/captcha/enterprise.js' } }
      : {}),
  });
}

interface IndexLink {
  href: string;
  text: string;
  shows: string;
}

const list = (links: readonly IndexLink[]): Html =>
  html`<ul class="demo-index-list">
    ${links.map((link) => html`<li><a href="${link.href}">${link.text}</a>: ${link.shows}</li>`)}
  </ul>`;

/** What a product page demonstrates, by product type and options. */
function productShows(product: Catalogue['products'][number]): string {
  if (product.productType === 4) return 'a gift card: the button opens the gift-card checkout';
  if (product.isSubscribable) return 'a subscription: the button opens the subscription checkout';
  if (product.productType === 2) return 'a digital product (always in stock)';
  if (product.productType === 3) return 'a service';
  if (product.variants.length > 1) return 'variant selector, quantity input, restock signup';
  return 'add to cart, quick view';
}

/** The demo index (`/demo`): every widget, form, checkout page and console, linked. */
export function demoIndexPage(catalogue: Catalogue, ctx: DemoContext, testCalls: boolean): Html {
  const giftCard = catalogue.products.find((p) => p.productType === 4);
  const body = html`<h1>Demo index</h1>
    <p>
      Every page of the demo shop and what it shows. Pages with commerce markup load the bundle.
    </p>
    <h2>Shop</h2>
    ${list([
      {
        href: '/',
        text: 'Product listing',
        shows: 'add-to-cart buttons, quick views, sold-out marks',
      },
      ...catalogue.products.map((p) => ({
        href: `/products/${p.urlSlug}`,
        text: p.name,
        shows: productShows(p),
      })),
    ])}
    <h2>Cart and checkout</h2>
    ${list([
      ...HOST_PAGES.filter((p) => p.path === '/cart').map((p) => ({
        href: p.path,
        text: p.title,
        shows: p.shows,
      })),
      {
        href: '/checkout',
        text: 'Checkout',
        shows: 'the order form; placing it shows the order confirmation',
      },
      ...(giftCard
        ? [
            {
              href: `/checkout/gift-card?itemId=${encodeURIComponent(giftCard.id)}&sku=${encodeURIComponent(giftCard.variants[0]?.sku ?? '')}`,
              text: 'Gift-card checkout',
              shows: 'buying a gift card',
            },
          ]
        : []),
    ])}
    <h2>Forms and accounts</h2>
    ${list([
      ...HOST_PAGES.filter((p) => p.path !== '/cart').map((p) => ({
        href: p.path,
        text: p.title,
        shows: p.shows,
      })),
      ...catalogue.memberAreas.flatMap((area) =>
        area.pages.map((page) => ({
          href: page.path,
          text: page.title,
          shows: 'a member area page',
        })),
      ),
    ])}
    <h2>Site owner</h2>
    ${list([
      { href: '/config/', text: 'Owner console', shows: "the site owner's settings" },
      {
        href: '/config/restock',
        text: 'Restock signups',
        shows: "the merchant's restock signups and sends (signed in as a store manager)",
      },
    ])}
    ${
      testCalls
        ? html`<h2>For testers</h2>
            ${list([
              { href: '/mock/outbox', text: 'Outbox', shows: 'the restock notices sent' },
              { href: '/mock/stock', text: 'Stock', shows: 'every variant’s stock now' },
              { href: '/mock/orders', text: 'Orders', shows: 'the orders placed, newest first' },
            ])}`
        : html`<p>
            Start the server with <code>--test-calls</code> for the testers’ views of the outbox,
            stock and orders.
          </p>`
    }`;
  return pageShell({ title: 'Demo index', locale: ctx.locale, path: '/demo', body, bundle: ctx });
}

/** The HTML not-found page for an unknown page (API calls keep their JSON error body). */
export function notFoundPage(ctx: DemoContext): Html {
  return pageShell({
    title: 'Page not found',
    pageType: UNTRACKED_PAGE_TYPE.notFound,
    locale: ctx.locale,
    bundle: ctx,
    ...(ctx.websiteRoles ? { websiteRoles: ctx.websiteRoles } : {}),
    body: html`<h1>Page not found</h1>
      <p>
        There is no page at this address. <a href="/">Browse the shop</a> or open the
        <a href="/demo">demo index</a>.
      </p>`,
  });
}

/** A tester's table: a caption, column heads and rows of text (escaped). */
export function testerTablePage(
  title: string,
  path: string,
  heads: readonly string[],
  rows: readonly (readonly string[])[],
  ctx: DemoContext,
  empty: string,
): Html {
  const body = html`<h1>${title}</h1>
    ${
      rows.length === 0
        ? html`<p>${empty}</p>`
        : html`<div class="demo-table-scroll">
            <table class="demo-table">
              <thead>
                <tr>
                  ${heads.map((head) => html`<th scope="col">${head}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${rows.map(
                  (row) =>
                    html`<tr>
                      ${row.map((cell) => html`<td>${cell}</td>`)}
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }`;
  return pageShell({ title, locale: ctx.locale, path, body });
}
