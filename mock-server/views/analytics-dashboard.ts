/** The owner's analytics page (`/config/analytics`): the page shell with the owner's page context (an admin account, so the page itself is never tracked) and the dashboard hook. */
import { html, raw } from 'hono/html';
import { OWNER_ROLE } from '../../src/api/analytics-contract';
import type { Website } from '../catalogue/fixtures';
import { pageShell, type Html } from './page-shell';

/** The owner's analytics page's path. */
export const ANALYTICS_DASHBOARD_PATH = '/config/analytics';

export function analyticsDashboardPage(website: Website): Html {
  const context = JSON.stringify({
    pageType: 1,
    websiteId: website.id,
    websiteRoles: [OWNER_ROLE],
  });
  return pageShell({
    title: 'Analytics',
    pageType: 1,
    locale: website.locale,
    bundle: { websiteId: website.id, currency: website.currency },
    body: html`<h1>Analytics</h1>
      <script type="application/json" data-storefront-page-context>
        ${raw(context.replace(/</g, '\\u003c'))}
      </script>
      <section data-storefront-analytics-dashboard aria-label="Shop analytics">
        <p>Loading the shop's figures…</p>
      </section>`,
  });
}
