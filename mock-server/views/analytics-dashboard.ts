/** The owner's analytics panel (`/config/analytics`): the owner's page context (an admin account, so the page itself is never tracked) and the dashboard hook. */
import { consoleHookAttribute } from '../../src/editor/console-hook';
import { html, raw } from 'hono/html';
import { OWNER_ROLES } from '../../src/api/roles';
import type { Website } from '../catalogue/fixtures';

/** The owner's analytics page's path. */
export const ANALYTICS_DASHBOARD_PATH = '/config/analytics';

/** The panel's body inside the console page (`routes/console.ts` serves it to owners). */
export function analyticsDashboardBody(website: Website) {
  const context = JSON.stringify({
    pageType: 1,
    websiteId: website.id,
    websiteRoles: [OWNER_ROLES.admin],
  });
  return html`<script type="application/json" data-storefront-page-context>
      ${raw(context.replace(/</g, '\\u003c'))}
    </script>
    <section
      ${raw(consoleHookAttribute('analytics-dashboard'))}
      data-storefront-analytics-dashboard
      aria-label="Shop analytics"
    >
      <p>Loading the shop's figures…</p>
    </section>`;
}
