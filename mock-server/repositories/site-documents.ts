/**
 * The owner's site documents in SQLite (`site_documents`, by key, each with a version for
 * optimistic concurrency): the main navigation and the header and footer. `siteNavigation` and
 * `siteHeaderFooter` are what the shop's layout renders.
 */
import type { HeaderFooter, NavigationItem } from '../../src/api/owner-site';
import { consoleTexts } from '../../src/i18n/console-texts';
import { format } from '../../src/i18n/messages';
import type { Catalogue } from '../catalogue/fixtures';
import type { Db } from '../db';
import { ErrorResponse } from '../errors';

export interface Stored<T> {
  value: T;
  /** 0 until an owner saves it. */
  version: number;
}

const KEYS = {
  navigation: 'navigation',
  headerFooter: 'header-footer',
  languages: 'languages',
} as const;

/** The navigation before any owner saved one: the shop and the cart. */
export const DEFAULT_NAVIGATION: NavigationItem[] = [
  { title: 'Shop', collectionId: 'shop', children: [] },
  { title: 'Cart', collectionId: 'cart', children: [] },
];

export const defaultHeaderFooter = (): Omit<HeaderFooter, 'version'> => ({
  header: { siteTitle: 'Demo Goods', tagline: '' },
  footer: { text: 'A demo storefront served by the Storefront mock server.' },
});

/** A page the navigation can link and the page picker lists. */
export interface SitePage {
  collectionId: string;
  title: string;
  path: string;
  /** Only site members see it (the documents' lock marker). */
  memberOnly: boolean;
  memberAreaId: string | null;
}

/** The site's pages: the shop, the cart, the store pages owners made and the member pages. */
export function sitePages(db: Db, catalogue: Catalogue): SitePage[] {
  const stores = db
    .prepare<[], { id: string; url_id: string; title: string }>(
      'SELECT id, url_id, title FROM store_collections ORDER BY created, id',
    )
    .all();
  return [
    { collectionId: 'shop', title: 'Shop', path: '/', memberOnly: false, memberAreaId: null },
    { collectionId: 'cart', title: 'Cart', path: '/cart', memberOnly: false, memberAreaId: null },
    ...stores.map((store) => ({
      collectionId: store.id,
      title: store.title,
      path: `/${store.url_id}`,
      memberOnly: false,
      memberAreaId: null,
    })),
    ...catalogue.memberAreas.flatMap((area) =>
      area.pages.map((page) => ({
        collectionId: `member:${page.path}`,
        title: page.title,
        path: page.path,
        memberOnly: true,
        memberAreaId: area.id,
      })),
    ),
  ];
}

export type SiteDocumentRepository = ReturnType<typeof createSiteDocumentRepository>;

export function createSiteDocumentRepository(db: Db, now: () => number) {
  const select = db.prepare<[string], { value: string; version: number }>(
    'SELECT value, version FROM site_documents WHERE key = ?',
  );
  const upsert = db.prepare<[string, string, number, number]>(
    `INSERT INTO site_documents (key, value, version, updated) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, version = excluded.version,
       updated = excluded.updated`,
  );
  const read = <T>(key: string, fallback: T): Stored<T> => {
    const row = select.get(key);
    return row
      ? { value: JSON.parse(row.value) as T, version: row.version }
      : { value: fallback, version: 0 };
  };
  /** @throws ErrorResponse 409 when `version` is given and no longer the stored one */
  const write = <T>(key: string, value: T, version: number | undefined, thing: string): number =>
    db.transaction(() => {
      const current = select.get(key)?.version ?? 0;
      if (version !== undefined && version !== current) {
        throw new ErrorResponse(409, { message: format(consoleTexts.staleVersion, { thing }) });
      }
      upsert.run(key, JSON.stringify(value), current + 1, now());
      return current + 1;
    })();
  return {
    /** Any other keyed document (the editor's picker settings, `editor-settings.ts`). */
    document: read,
    saveDocument: write,
    navigation: () => read(KEYS.navigation, DEFAULT_NAVIGATION),
    saveNavigation: (items: NavigationItem[], version?: number) =>
      write(KEYS.navigation, items, version, 'navigation'),
    headerFooter: () => read(KEYS.headerFooter, defaultHeaderFooter()),
    saveHeaderFooter: (value: Omit<HeaderFooter, 'version'>, version?: number) =>
      write(KEYS.headerFooter, value, version, 'header and footer'),
    /** The site's languages, the default first; `fallback` is the website's own language. */
    languages: (fallback: string) => read<string[]>(KEYS.languages, [fallback]),
    saveLanguages: (languages: string[], version?: number) =>
      write(KEYS.languages, languages, version, 'language list'),
  };
}

/** A link of the shop's header: its label (text, escaped by whoever renders it) and target. */
export interface NavigationLink {
  label: string;
  href: string;
  /** Only site members can open it. */
  memberOnly: boolean;
  children: NavigationLink[];
}

/**
 * The shop's main navigation as the owner saved it (the default before), resolved to links:
 * for `mock-server/views/navigation.ts` to render. Items whose page is gone are left out.
 */
export function siteNavigation(db: Db, catalogue: Catalogue): NavigationLink[] {
  const pages = new Map(sitePages(db, catalogue).map((page) => [page.collectionId, page]));
  const { value } = createSiteDocumentRepository(db, Date.now).navigation();
  const link = (item: Omit<NavigationItem, 'children'>): NavigationLink | undefined => {
    if (item.externalLink) {
      return { label: item.title, href: item.externalLink, memberOnly: false, children: [] };
    }
    const page = item.collectionId ? pages.get(item.collectionId) : undefined;
    if (!page) return undefined;
    return { label: item.title, href: page.path, memberOnly: page.memberOnly, children: [] };
  };
  return value.flatMap((item) => {
    const top = link(item);
    if (!top) return [];
    top.children = item.children.flatMap((child) => link(child) ?? []);
    return [top];
  });
}

/** The shop's header and footer as the owner saved them (the demo's before). */
export function siteHeaderFooter(db: Db): Omit<HeaderFooter, 'version'> {
  return createSiteDocumentRepository(db, Date.now).headerFooter().value;
}
