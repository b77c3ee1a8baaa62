/**
 * The owner's site documents in SQLite (`site_documents`, by key, each with a version for
 * optimistic concurrency): the main navigation, the header and footer and the site's languages,
 * and the pages the navigation can link. `views/site-layout.ts` renders them into shop pages.
 */
import type { HeaderFooter, NavigationItem } from '../../src/api/owner-site';
import { consoleTexts } from '../../src/i18n/console-texts';
import { format } from '../../src/i18n/messages';
import type { Catalogue } from '../catalogue/fixtures';
import type { Db } from '../db';
import { ErrorResponse } from '../errors';
import { SHOP_NAVIGATION } from '../views/navigation';

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

/** The navigation before any owner saved one: the demo shop's (`SHOP_NAVIGATION`). */
export const DEFAULT_NAVIGATION: NavigationItem[] = SHOP_NAVIGATION.map((page) => ({
  title: page.title,
  collectionId: page.collectionId,
  children: [],
}));

/** The header and footer before any owner saved them: the demo's title and footer line. */
export const defaultHeaderFooter = (): Omit<HeaderFooter, 'version'> => ({
  header: { siteTitle: 'Demo Goods', tagline: '' },
  footer: {
    text: 'A demo storefront served by the Storefront mock server. Prices, stock and carts come from mock-server/fixtures/demo.json.',
  },
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

/** The site's pages: the demo shop's, the store pages owners made and the member pages. */
export function sitePages(db: Db, catalogue: Catalogue): SitePage[] {
  const stores = db
    .prepare<[], { id: string; url_id: string; title: string }>(
      'SELECT id, url_id, title FROM store_collections ORDER BY created, id',
    )
    .all();
  return [
    ...SHOP_NAVIGATION.map((page) => ({
      collectionId: page.collectionId,
      title: page.title,
      path: page.url,
      memberOnly: false,
      memberAreaId: null,
    })),
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
