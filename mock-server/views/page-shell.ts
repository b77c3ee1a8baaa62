/** The demo's server-rendered page shell: the one head, skip link, header navigation, main, footer and bundle tag of every page. */
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { navigationFor, type NavigationLink } from './navigation';

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export interface ShellOptions {
  title: string;
  /** The commerce document's page type, on `<body data-page-type>`. */
  pageType?: number;
  locale: string;
  body: Html;
  /** When set, the page loads the Storefront bundle for this site. */
  bundle?: { websiteId: string; currency: string };
  /** A signed-in owner's website roles, printed as `data-website-roles` (analytics skips them). */
  websiteRoles?: readonly number[];
  /** The page's path: its navigation link is marked `aria-current="page"`. */
  path?: string;
  /** The navigation links. @default SHOP_NAVIGATION */
  navigation?: readonly NavigationLink[];
  /** Extra attributes of `<html>`, e.g. `data-captcha-script` for pages with a captcha. */
  htmlAttributes?: Readonly<Record<string, string>>;
}

/** The demo's site title, after each page's title. */
export const SITE_TITLE = 'Demo Goods';

/** The footer line of every page. */
const FOOTER =
  'A demo storefront served by the Storefront mock server. Prices, stock and carts come from mock-server/fixtures/demo.json.';

/** The header's navigation: one `<li>` per link, the cart link with the cart count. */
export function navigationList(path: string | undefined, links?: readonly NavigationLink[]): Html {
  // prettier-ignore
  return html`${navigationFor(path, links).map((link) => html`
          <li><a href="${link.url}"${link.isCart ? raw(' class="demo-cart-link"') : ''}${link.current ? raw(' aria-current="page"') : ''}>${link.title}${link.isCart ? raw(' <span class="sqs-cart-quantity">0</span>') : ''}</a></li>`)}`;
}

/** A whole page in the demo shop's looks, every value escaped by hono's `html`. */
export function pageShell(options: ShellOptions): Html {
  const { title, pageType, locale, body, bundle, path, navigation, websiteRoles } = options;
  const { htmlAttributes = {} } = options;
  const attributes = Object.entries(htmlAttributes).map(
    ([name, value]) => html` ${raw(name.replace(/[^a-z-]/g, ''))}="${value}"`,
  );
  // prettier-ignore
  const script = bundle
    ? html`<script src="/storefront/latest/storefront.js" data-website-id="${bundle.websiteId}" data-currency="${bundle.currency}" data-locale="${locale}" defer></script>`
    : '';
  return html`<!doctype html>
<html lang="${locale.split('-')[0] ?? 'en'}"${attributes}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} · ${SITE_TITLE}</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/demo.css" />
  </head>
  <body${pageType === undefined ? '' : html` data-page-type="${pageType}"`}${websiteRoles ? html` data-website-roles="${JSON.stringify(websiteRoles)}"` : ''}>
    <a class="demo-skip-link" href="#main">Skip to content</a>
    <header class="demo-header">
      <a class="demo-brand" href="/">${SITE_TITLE}</a>
      <nav aria-label="Main">
        <ul>${navigationList(path, navigation)}
        </ul>
      </nav>
    </header>
    <main id="main" class="demo-main">${body}</main>
    <footer class="demo-footer"><p>${FOOTER}</p></footer>
${script}
</body>
</html>
`;
}
