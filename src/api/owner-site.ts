/**
 * The console's site calls (templates document, section 7): the site layout and the main
 * navigation (`GetSiteLayout`, `UpdateNavigation`; items with collectionId, externalLink,
 * memberAreaId and children), the site header and footer, and the request schemas the mock server
 * validates with too.
 */
import { consoleTexts } from '../i18n/console-texts';
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
