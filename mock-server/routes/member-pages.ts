/**
 * The member areas' pages, answered by session: the lock screen (103) when signed out, the
 * access-denied page (106) when signed in without the page's area, the content (105) otherwise.
 * Never cached: the same URL answers differently per visitor.
 */
import { Hono } from 'hono';
import type { Catalogue } from '../catalogue/fixtures';
import type { SiteUserVariables } from '../middleware/site-user-session';
import {
  accessDeniedPage,
  lockScreenPage,
  protectedContentPage,
  type MemberPageContext,
} from '../views/member-pages';

export function memberPageRoutes(catalogue: Catalogue): Hono<{ Variables: SiteUserVariables }> {
  const ctx: MemberPageContext = {
    websiteId: catalogue.website.id,
    locale: catalogue.website.locale,
    currency: catalogue.website.currency,
  };
  const routes = new Hono<{ Variables: SiteUserVariables }>();
  for (const area of catalogue.memberAreas) {
    for (const page of area.pages) {
      routes.get(page.path, (c) => {
        c.header('Cache-Control', 'no-store');
        c.header('Vary', 'Cookie');
        const user = c.get('siteUser')?.siteUser;
        if (!user) return c.html(lockScreenPage(page, ctx));
        if (!user.memberAreas.includes(area.id)) {
          return c.html(accessDeniedPage(page, area, ctx));
        }
        return c.html(protectedContentPage(page, ctx));
      });
    }
  }
  return routes;
}
