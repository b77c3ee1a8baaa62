/**
 * When visitor analytics skips a page (section 4 of the templates/site-users document, section
 * 6 of the commerce document): a signed-in account, unless its only website role is viewer and
 * the path is not a configuration path; the not-found, lock-screen and access-denied pages; and
 * page views on /search.
 */

/** Page types of the commerce document's section 2 that are never tracked. */
export const UNTRACKED_PAGE_TYPES: readonly number[] = [100, 103, 106];

/** Role enumeration value of the viewer (commerce document, section 3). */
export const VIEWER_ROLE = 10;

export interface TrackingContext {
  signedIn: boolean;
  /** The account's website roles (role enumeration values). */
  websiteRoles: readonly number[];
  path: string;
  pageType: number | undefined;
  /** A page view (as opposed to another event). */
  pageView: boolean;
}

export function skipTracking({
  signedIn,
  websiteRoles,
  path,
  pageType,
  pageView,
}: TrackingContext): boolean {
  const onlyViewer = websiteRoles.length === 1 && websiteRoles[0] === VIEWER_ROLE;
  if (signedIn && !(onlyViewer && !path.includes('/config/'))) return true;
  if (pageType !== undefined && UNTRACKED_PAGE_TYPES.includes(pageType)) return true;
  return pageView && path === '/search';
}
