/** Experiments reported to analytics, and the pages and visitors analytics skips. */
import { describe, expect, it } from 'vitest';
import { readExperiments, reportedExperiments } from './experiments';
import { UNTRACKED_PAGE_TYPE } from '../api/analytics-contract';
import { OWNER_ROLES } from '../api/roles';
import { skipTracking } from './skip-tracking';

describe('experiments', () => {
  it('reports only ACTIVE experiments, each as name and variant', () => {
    expect(
      reportedExperiments([
        { name: 'pill-colour', variant: 'B', status: 'ACTIVE' },
        { name: 'old-test', variant: 'A', status: 'COMPLETED' },
        { name: 'draft', variant: 'A', status: 'DRAFT' },
      ]),
    ).toEqual([{ name: 'pill-colour', variant: 'B' }]);
  });

  it("reads the page's list, skipping malformed entries", () => {
    document.body.innerHTML = `<script type="application/json" data-storefront-experiments>
      [{"name":"a","variant":"x","status":"ACTIVE"},{"name":1},null]</script>`;
    expect(readExperiments()).toEqual([{ name: 'a', variant: 'x', status: 'ACTIVE' }]);
  });
});

describe('skipping analytics', () => {
  const visitor = { signedIn: false, websiteRoles: [], path: '/shop', pageType: 1, pageView: true };

  it('tracks an anonymous visitor on an ordinary page', () => {
    expect(skipTracking(visitor)).toBe(false);
  });

  it('skips signed-in accounts, except a viewer-only account outside /config/', () => {
    expect(skipTracking({ ...visitor, signedIn: true, websiteRoles: [OWNER_ROLES.admin] })).toBe(
      true,
    );
    // A signed-in site user (no website roles) is an account too.
    expect(skipTracking({ ...visitor, signedIn: true })).toBe(true);
    expect(skipTracking({ ...visitor, signedIn: true, websiteRoles: [OWNER_ROLES.viewer] })).toBe(
      false,
    );
    expect(
      skipTracking({
        ...visitor,
        signedIn: true,
        websiteRoles: [OWNER_ROLES.viewer],
        path: '/config/x',
      }),
    ).toBe(true);
  });

  it('skips the not-found, lock-screen and access-denied pages, and page views on /search', () => {
    for (const pageType of Object.values(UNTRACKED_PAGE_TYPE))
      expect(skipTracking({ ...visitor, pageType })).toBe(true);
    expect(skipTracking({ ...visitor, pageType: 105 })).toBe(false);
    expect(skipTracking({ ...visitor, path: '/search' })).toBe(true);
    expect(skipTracking({ ...visitor, path: '/search', pageView: false })).toBe(false);
  });
});
