/** The demo's server-rendered page shell: head, skip link, header navigation, main, bundle tag. */
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export interface ShellOptions {
  title: string;
  /** The commerce document's page type, on `<body data-page-type>`. */
  pageType: number;
  locale: string;
  body: Html;
  /** When set, the page loads the Storefront bundle for this site. */
  bundle?: { websiteId: string; currency: string };
}

/** A whole page in the demo shop's looks, every value escaped by hono's `html`. */
export function pageShell({ title, pageType, locale, body, bundle }: ShellOptions): Html {
  return html`<!doctype html>
    <html lang="${locale.split('-')[0] ?? 'en'}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Demo Goods</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="/demo.css" />
      </head>
      <body data-page-type="${pageType}">
        <a class="demo-skip-link" href="#main">Skip to content</a>
        <header class="demo-header">
          <a class="demo-brand" href="/">Demo Goods</a>
          <nav aria-label="Main">
            <ul>
              <li><a href="/">Shop</a></li>
              <li><a href="/cart">Cart</a></li>
            </ul>
          </nav>
        </header>
        <main id="main" class="demo-main">${body}</main>
        ${
          bundle
            ? html`<script
                src="/storefront/latest/storefront.js"
                data-website-id="${bundle.websiteId}"
                data-currency="${bundle.currency}"
                data-locale="${locale}"
                defer
              ></script>`
            : ''
        }
      </body>
    </html>`;
}
