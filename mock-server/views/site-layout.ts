/**
 * The shop's layout as the owner saved it in the console: the main navigation resolved to links,
 * the header and footer, and the visitor's language and locale among the site's languages, with
 * the demo's translations of the shop's texts. Every page of the shop (the shell and the
 * templates) renders from one `SiteLayout`; labels stay text, escaped by whoever renders them.
 */
import type { NavigationItem } from '../../src/api/owner-site';
import type { MessageOverrides } from '../../src/i18n/messages';
import type { Catalogue } from '../catalogue/fixtures';
import type { Db } from '../db';
import {
  createSiteDocumentRepository,
  defaultHeaderFooter,
  sitePages,
} from '../repositories/site-documents';
import { SHOP_NAVIGATION, type NavigationLink } from './navigation';

export interface SiteLayout {
  navigation: NavigationLink[];
  siteTitle: string;
  tagline: string;
  footer: string;
  /** The page's language (`<html lang>`), one of the site's. */
  language: string;
  /** The locale texts, numbers and money are formatted in. */
  locale: string;
  /** The site's languages, the default first (the shop's language links once there are two). */
  languages: string[];
  /** The shop's texts in `language` (none for English). */
  messages: MessageOverrides;
}

/** The locale of each language the console offers, when it is not the website's own. */
const LOCALE_OF: Readonly<Record<string, string>> = {
  en: 'en-US',
  fr: 'fr-FR',
  de: 'de-DE',
  es: 'es-ES',
  it: 'it-IT',
  nl: 'nl-NL',
  pt: 'pt-PT',
  ja: 'ja-JP',
};

/** Each language's name in itself, for the shop's language links. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  pt: 'Português',
  ja: '日本語',
};

/**
 * The demo's translations of the shop's texts (the catalogue's keys, `src/i18n/messages.ts`):
 * a site owner's would come from the translation tool. A language missing here shows English.
 */
const SHOP_TRANSLATIONS: MessageOverrides = {
  fr: { addToCart: 'Ajouter au panier', added: 'Ajouté !', adding: 'Ajout…', soldOut: 'épuisé' },
  de: { addToCart: 'In den Warenkorb', added: 'Hinzugefügt!', soldOut: 'ausverkauft' },
  es: { addToCart: 'Añadir al carrito', added: '¡Añadido!', soldOut: 'agotado' },
};

/** The website's own language (`en` of `en-US`). */
export const siteLanguageOf = (catalogue: Catalogue): string =>
  catalogue.website.locale.split('-')[0] ?? 'en';

/** The saved navigation resolved to links; items whose page is gone are left out. */
export function siteNavigation(db: Db, catalogue: Catalogue): NavigationLink[] {
  const pages = new Map(sitePages(db, catalogue).map((page) => [page.collectionId, page]));
  const { value } = createSiteDocumentRepository(db, Date.now).navigation();
  const link = (item: Omit<NavigationItem, 'children'>): NavigationLink | undefined => {
    if (item.externalLink) return { title: item.title, url: item.externalLink };
    const page = item.collectionId ? pages.get(item.collectionId) : undefined;
    if (!page) return undefined;
    return {
      title: item.title,
      url: page.path,
      ...(page.collectionId === 'cart' ? { isCart: true } : {}),
      ...(page.memberOnly ? { memberOnly: true } : {}),
    };
  };
  return value.flatMap((item) => {
    const top = link(item);
    if (!top) return [];
    const children = item.children.flatMap((child) => link(child) ?? []);
    return [children.length > 0 ? { ...top, children } : top];
  });
}

/**
 * The layout of a page for a visitor who prefers `wanted` (their choice, else their browser's
 * languages, best first): the first of those the site has, else the site's default.
 */
export function siteLayout(db: Db, catalogue: Catalogue, wanted: readonly string[]): SiteLayout {
  const documents = createSiteDocumentRepository(db, Date.now);
  const own = siteLanguageOf(catalogue);
  const languages = documents.languages(own).value;
  const fallback = languages[0] ?? own;
  const language = wanted.find((code) => languages.includes(code)) ?? fallback;
  const { header, footer } = documents.headerFooter().value;
  const translated = SHOP_TRANSLATIONS[language];
  return {
    navigation: siteNavigation(db, catalogue),
    siteTitle: header.siteTitle,
    tagline: header.tagline,
    footer: footer.text,
    language,
    locale:
      language === own
        ? catalogue.website.locale
        : (LOCALE_OF[language] ?? catalogue.website.locale),
    languages,
    messages: translated ? { [language]: translated } : {},
  };
}

/** The layout of a page rendered outside a request (tests, tools): the saved-nothing defaults. */
export function defaultSiteLayout(catalogue: Catalogue): SiteLayout {
  const { header, footer } = defaultHeaderFooter();
  const language = siteLanguageOf(catalogue);
  return {
    navigation: [...SHOP_NAVIGATION],
    siteTitle: header.siteTitle,
    tagline: header.tagline,
    footer: footer.text,
    language,
    locale: catalogue.website.locale,
    languages: [language],
    messages: {},
  };
}
