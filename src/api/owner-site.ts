/**
 * The console's site calls (templates document, section 7): the site layout and the main
 * navigation (`GetSiteLayout`, `UpdateNavigation`; items with collectionId, externalLink,
 * memberAreaId and children), the site header and footer, and the request schemas the mock server
 * validates with too.
 */
import { consoleTexts } from '../i18n/console-texts';
import type { ApiClient } from './client';
import { z } from './zod';

export const SITE_LAYOUT_PATH = 'api/commondata/GetSiteLayout';
export const UPDATE_NAVIGATION_PATH = 'api/widget/UpdateNavigation';
export const HEADER_FOOTER_PATH = 'api/site-header-footer';

/** The main navigation's field name and the layout entry's identifier. */
export const MAIN_NAVIGATION = 'mainNavigation';

/** The documents' link message, filled with the two forms a web address may take. */
export const LINK_FORMAT_MESSAGE = consoleTexts.linkFormat
  .replace('{host}', 'http://example.com')
  .replace('{host}', 'https://example.com');

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

const label = z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(80));

const leafFields = {
  title: label,
  collectionId: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  externalLink: z.optional(
    z.nullable(z.string().check(z.maxLength(2000), z.refine(isWebAddress, LINK_FORMAT_MESSAGE))),
  ),
  memberAreaId: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
};

/** A child item: no children of its own (the navigation is two levels deep). */
export const NavigationChildSchema = z.strictObject(leafFields);
export const NavigationItemSchema = z.strictObject({
  ...leafFields,
  children: z._default(z.array(NavigationChildSchema).check(z.maxLength(50)), []),
});
export type NavigationItem = z.infer<typeof NavigationItemSchema>;

export const UpdateNavigationRequestSchema = z.strictObject({
  fieldName: z.string().check(z.maxLength(100)),
  templateId: z.string().check(z.minLength(1), z.maxLength(100)),
  navigation: z.strictObject({
    items: z.array(NavigationItemSchema).check(z.maxLength(50)),
    /** The version the owner started from; a stale one is refused. */
    version: z.optional(z.number().check(z.int(), z.minimum(0))),
  }),
});
export type UpdateNavigationRequest = z.infer<typeof UpdateNavigationRequestSchema>;

export const HeaderFooterSchema = z.strictObject({
  header: z.strictObject({
    siteTitle: label,
    tagline: z.string().check(z.trim(), z.maxLength(200)),
  }),
  footer: z.strictObject({ text: z.string().check(z.trim(), z.maxLength(1000)) }),
  version: z.optional(z.number().check(z.int(), z.minimum(0))),
});
export type HeaderFooter = z.infer<typeof HeaderFooterSchema>;

/** `GetSiteLayout`: one entry per navigation, the main one first, with its saved version. */
export const SiteLayoutSchema = z.array(
  z.object({
    identifier: z.string(),
    links: z.array(NavigationItemSchema),
    version: z.optional(z.number()),
  }),
);
export const SavedNavigationSchema = z.object({
  items: z.array(NavigationItemSchema),
  version: z.number(),
});

/** A page the page picker lists; member-only pages carry the lock marker. */
export const SitePagesSchema = z.object({
  pages: z.array(
    z.object({
      collectionId: z.string(),
      title: z.string(),
      path: z.string(),
      memberOnly: z.boolean(),
      memberAreaId: z.nullable(z.string()),
    }),
  ),
  /** The documents' page-lock label. */
  lockLabel: z.string(),
});
export type SitePages = z.infer<typeof SitePagesSchema>;

export const SavedHeaderFooterSchema = z.object({
  header: z.object({ siteTitle: z.string(), tagline: z.string() }),
  footer: z.object({ text: z.string() }),
  version: z.number(),
});
export type SavedHeaderFooter = z.infer<typeof SavedHeaderFooterSchema>;

export const SITE_PAGES_PATH = 'api/owner/site/pages';

/** The console's navigation and header/footer calls. */
export function ownerSiteApi(api: ApiClient) {
  return {
    layout: () => api.request('GET', SITE_LAYOUT_PATH, SiteLayoutSchema),
    pages: () => api.request('GET', SITE_PAGES_PATH, SitePagesSchema),
    saveNavigation: (items: NavigationItem[], version: number) =>
      api.request('POST', UPDATE_NAVIGATION_PATH, SavedNavigationSchema, {
        json: {
          fieldName: MAIN_NAVIGATION,
          templateId: 'demo-template',
          navigation: { items, version },
        } satisfies UpdateNavigationRequest,
      }),
    headerFooter: () => api.request('GET', HEADER_FOOTER_PATH, SavedHeaderFooterSchema),
    saveHeaderFooter: (value: HeaderFooter) =>
      api.request('PUT', HEADER_FOOTER_PATH, SavedHeaderFooterSchema, { json: value }),
  };
}
export type OwnerSiteApi = ReturnType<typeof ownerSiteApi>;
