/**
 * The demo's server-rendered page shell: the one head, skip link, header navigation, main, footer
 * and bundle tag of every page, in the owner's layout of the request (`middleware/site-layout.ts`).
 */
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { defaultHeaderFooter } from '../repositories/site-documents';
import { currentSiteLayout } from '../middleware/site-layout';
import { navigationFor, type NavigationLink, type ShownLink } from './navigation';
import { LANGUAGE_NAMES, type SiteLayout } from './site-layout';

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
  /** The navigation links. @default the layout's, else SHOP_NAVIGATION */
  navigation?: readonly NavigationLink[];
  /** The owner's layout. @default the request's (`currentSiteLayout`), else the demo's */
  layout?: SiteLayout;
  /** Extra attributes of `<html>`, e.g. `data-captcha-script` for pages with a captcha. */
  htmlAttributes?: Readonly<Record<string, string>>;
}

/** The demo's site title, after each page's title (until an owner saves another). */
export const SITE_TITLE = defaultHeaderFooter().header.siteTitle;

const item = (link: ShownLink): Html =>
  // prettier-ignore
  html`
          <li><a href="${link.url}"${link.isCart ? raw(' class="demo-cart-link"') : ''}${link.current ? raw(' aria-current="page"') : ''}>${link.title}${link.isCart ? raw(' <span class="sqs-cart-quantity">0</span>') : ''}</a>${link.children.length > 0 ? html`<ul>${link.children.map(item)}</ul>` : ''}</li>`;

/** The header's navigation: one `<li>` per link (children in a list of their own), the cart link with the cart count. */
export function navigationList(path: string | undefined, links?: readonly NavigationLink[]): Html {
  return html`${navigationFor(path, links).map(item)}`;
}

/** The shop's language links once the site has two or more languages (`?lang=`). */
export function languageLinks(layout: SiteLayout): Html {
  if (layout.languages.length < 2) return html``;
  // prettier-ignore
  return html`<nav class="demo-languages" aria-label="Language"><ul>${layout.languages.map((code) => html`<li><a href="?lang=${code}" lang="${code}"${code === layout.language ? raw(' aria-current="true"') : ''}>${LANGUAGE_NAMES[code] ?? code}</a></li>`)}</ul></nav>`;
}

/** A whole page in the demo shop's looks, every value escaped by hono's `html`. */
export function pageShell(options: ShellOptions): Html {
  const { title, pageType, body, bundle, path, websiteRoles, htmlAttributes = {} } = options;
  const layout = options.layout ?? currentSiteLayout();
  const locale = layout?.locale ?? options.locale;
  const siteTitle = layout?.siteTitle ?? SITE_TITLE;
  const footer = layout?.footer ?? defaultHeaderFooter().footer.text;
  const navigation = options.navigation ?? layout?.navigation;
  const messages = layout && Object.keys(layout.messages).length > 0 ? layout.messages : undefined;
  const attributes = Object.entries(htmlAttributes).map(
    ([name, value]) => html` ${raw(name.replace(/[^a-z-]/g, ''))}="${value}"`,
  );
  // prettier-ignore
  const script = bundle
    ? html`<script src="/storefront/latest/storefront.js" data-website-id="${bundle.websiteId}" data-currency="${bundle.currency}" data-locale="${locale}"${messages ? html` data-messages="${JSON.stringify(messages)}"` : ''} defer></script>`
    : '';
  return html`<!doctype html>
<html lang="${layout?.language ?? locale.split('-')[0] ?? 'en'}"${attributes}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} · ${siteTitle}</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/demo.css" />
  </head>
  <body${pageType === undefined ? '' : html` data-page-type="${pageType}"`}${websiteRoles ? html` data-website-roles="${JSON.stringify(websiteRoles)}"` : ''}>
    <a class="demo-skip-link" href="#main">Skip to content</a>
    <header class="demo-header">
      <a class="demo-brand" href="/">${siteTitle}</a>${
        layout?.tagline ? html` <p class="demo-tagline">${layout.tagline}</p>` : ''
      }
      <nav aria-label="Main">
        <ul>${navigationList(path, navigation)}
        </ul>
      </nav>
    </header>
    <main id="main" class="demo-main">${body}</main>
    <footer class="demo-footer"><p>${footer}</p>${layout ? languageLinks(layout) : ''}</footer>
${script}
</body>
</html>
`;
}
