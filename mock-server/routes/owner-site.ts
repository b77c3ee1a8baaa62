/**
 * The console's site calls: `GET /api/commondata/GetSiteLayout` (the first entry has identifier
 * and links), `POST /api/widget/UpdateNavigation`, the page picker's pages
 * (`GET /api/owner/site/pages`, member-only pages marked), `GET`/`PUT /api/site-header-footer`
 * and the multilingual settings (`/api/multilingual/...`). Any console role reads; an editor
 * writes.
 */
import { Hono } from 'hono';
import {
  HeaderFooterSchema,
  MAIN_NAVIGATION,
  UpdateNavigationRequestSchema,
  type NavigationItem,
} from '../../src/api/owner-site';
import { LanguagesRequestSchema, type MultilingualSettings } from '../../src/api/owner-languages';
import { consoleTexts } from '../../src/i18n/console-texts';
import { format } from '../../src/i18n/messages';
import type { Catalogue } from '../catalogue/fixtures';
import type { Db } from '../db';
import { ErrorResponse, MESSAGES } from '../errors';
import { requireOwnerRole } from '../middleware/owner-role';
import { validateJson } from '../middleware/validate';
import { sitePages, type SiteDocumentRepository } from '../repositories/site-documents';

/** Field errors of items that link nothing or something the site does not have. */
function itemErrors(items: NavigationItem[], pages: Set<string>, areas: Set<string>) {
  const errors: Record<string, string> = {};
  const check = (item: Omit<NavigationItem, 'children'>, path: string) => {
    if (item.collectionId && !pages.has(item.collectionId)) {
      errors[`${path}.collectionId`] = format(consoleTexts.notAnOption, { val: item.collectionId });
    }
    if (item.memberAreaId && !areas.has(item.memberAreaId)) {
      errors[`${path}.memberAreaId`] = format(consoleTexts.notAnOption, { val: item.memberAreaId });
    }
    if (!item.collectionId && !item.externalLink) {
      errors[`${path}.collectionId`] = 'Required';
    }
  };
  items.forEach((item, i) => {
    check(item, `navigation.items[${i}]`);
    item.children.forEach((child, j) => check(child, `navigation.items[${i}].children[${j}]`));
  });
  return errors;
}

export function ownerSiteRoutes(db: Db, documents: SiteDocumentRepository, catalogue: Catalogue) {
  const siteLanguage = catalogue.website.locale.split('-')[0] ?? 'en';
  const settings = (): MultilingualSettings & { version: number } => {
    const { value, version } = documents.languages(siteLanguage);
    return {
      defaultLanguage: value[0] ?? siteLanguage,
      languages: value,
      connected: value.length > 1,
      version,
    };
  };
  return new Hono()
    .get('/multilingual/settings', requireOwnerRole(db, 'viewer'), (c) => c.json(settings()))
    .get('/multilingual/status', requireOwnerRole(db, 'viewer'), (c) =>
      c.json({ connected: settings().connected }),
    )
    .get('/multilingual/languages', requireOwnerRole(db, 'viewer'), (c) =>
      c.json({ languages: settings().languages }),
    )
    .put(
      '/multilingual/languages',
      requireOwnerRole(db, 'editor'),
      validateJson(LanguagesRequestSchema),
      (c) => {
        const { languages, version } = c.req.valid('json');
        // The default language stays first; the others follow in the order given, once each.
        const list = [...new Set([settings().defaultLanguage, ...languages])];
        documents.saveLanguages(list, version);
        return c.json(settings());
      },
    )
    .delete('/multilingual/connection', requireOwnerRole(db, 'editor'), (c) => {
      documents.saveLanguages([settings().defaultLanguage]);
      return c.json(settings());
    })
    .get('/commondata/GetSiteLayout', requireOwnerRole(db, 'viewer'), (c) => {
      const { value, version } = documents.navigation();
      return c.json([{ identifier: MAIN_NAVIGATION, links: value, version }]);
    })
    .post(
      '/widget/UpdateNavigation',
      requireOwnerRole(db, 'editor'),
      validateJson(UpdateNavigationRequestSchema),
      (c) => {
        const { fieldName, navigation } = c.req.valid('json');
        if (fieldName !== MAIN_NAVIGATION) {
          throw new ErrorResponse(404, { message: consoleTexts.noMainNavigation });
        }
        const pages = new Set(sitePages(db, catalogue).map((page) => page.collectionId));
        const areas = new Set(catalogue.memberAreas.map((area) => area.id));
        const errors = itemErrors(navigation.items, pages, areas);
        if (Object.keys(errors).length > 0) {
          throw new ErrorResponse(400, { message: MESSAGES.invalidRequest, errors });
        }
        const version = documents.saveNavigation(navigation.items, navigation.version);
        return c.json({ items: navigation.items, version });
      },
    )
    .get('/owner/site/pages', requireOwnerRole(db, 'viewer'), (c) =>
      c.json({ pages: sitePages(db, catalogue), lockLabel: consoleTexts.pageLocked }),
    )
    .get('/site-header-footer', requireOwnerRole(db, 'viewer'), (c) => {
      const { value, version } = documents.headerFooter();
      return c.json({ ...value, version });
    })
    .put(
      '/site-header-footer',
      requireOwnerRole(db, 'editor'),
      validateJson(HeaderFooterSchema),
      (c) => {
        const { version, ...value } = c.req.valid('json');
        return c.json({ ...value, version: documents.saveHeaderFooter(value, version) });
      },
    );
}
