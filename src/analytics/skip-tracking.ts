/**
 * When visitor analytics skips a page (section 4 of the templates/site-users document, section
 * 6 of the commerce document): a signed-in account, unless its only website role is viewer and
 * the path is not a configuration path; the not-found, lock-screen and access-denied pages; and
 * page views on /search.
 */
import { UNTRACKED_PAGE_TYPE } from '../api/analytics-contract';
import { VIEWER_ROLE } from '../api/viewer-role';

const UNTRACKED: readonly number[] = Object.values(UNTRACKED_PAGE_TYPE);

export interface TrackingContext {
  /** A site user or an account with website roles is signed in. */
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
  if (pageType !== undefined && UNTRACKED.includes(pageType)) return true;
  return pageView && path === '/search';
}
