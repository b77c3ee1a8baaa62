/**
 * Signing a browser test in to the owner console: `signInAsOwner(page, role)` signs the page's
 * browser context in as the demo owner of `role` (`mock-server/fixtures/owners.json`) through
 * `POST /api/owner/session`, as the console's own sign-in would, so the context's later pages
 * and calls carry the HttpOnly session cookie. The page must already be on the suite's server.
 */
import type { Page } from 'playwright-core';
import type { OwnerRole } from '../../src/api/owner';
import { demoOwner } from '../../mock-server/catalogue/owners';

export async function signInAsOwner(page: Page, role: OwnerRole): Promise<void> {
  const status = await page.evaluate(async (account) => {
    const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/owner/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb },
      body: JSON.stringify(account),
    });
    return response.status;
  }, demoOwner(role));
  if (status !== 200) throw new Error(`signing in as the ${role} owner answered ${status}`);
}
