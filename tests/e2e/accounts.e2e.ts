/** Site-user accounts in the browser: the account widget, the cart following the account, member pages, preferences, two tabs. */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SITE_USER_XSRF_HEADER } from '../../src/api/cookies';
import { messages } from '../../src/i18n/messages';
import { axeViolations } from './axe';
import { loadedReact, type Page } from './harness';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'accounts' });

const SHOPPER = { email: 'shopper@example.com', password: 'demo-shopper-1' };
const MEMBER = { email: 'member@example.com', password: 'demo-member-1' };

/** Each sign-in runs scrypt on the server, and axe runs on most pages: more than the default. */
const SLOW = { timeout: 60_000 };

const signedIn = (page: Page) => page.getByText(messages.signedIn);
const cartCount = (page: Page) => page.locator('.sqs-cart-quantity').first();

async function signIn(page: Page, account: { email: string; password: string }, remember = false) {
  await page.getByLabel(messages.accountEmail).fill(account.email);
  await page.getByLabel(messages.accountPassword).fill(account.password);
  if (remember) await page.getByLabel(messages.accountRememberMe).check();
  await page.getByRole('button', { name: messages.signIn }).click();
}

describe('signing in with the account widget', SLOW, () => {
  it('signs in from the keyboard-labelled form; later site-user calls carry the XSRF header', async () => {
    const { page, problems, close } = await suite.open('/account', {
      waitFor: '.sf-account-form',
    });
    expect(await axeViolations(page)).toEqual([]);
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/site-users/account/session') && r.request().method() === 'POST',
    );
    await signIn(page, SHOPPER);
    const { xsrfToken } = (await (await answered).json()) as { xsrfToken: string };
    await signedIn(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const locale = page.waitForRequest((r) => r.url().endsWith('/api/site-users/account/locale'));
    await page.getByLabel(messages.accountLanguage).selectOption('fr');
    expect((await locale).headers()[SITE_USER_XSRF_HEADER.toLowerCase()]).toBe(xsrfToken);

    // After a reload the token still goes with the calls; a custom-coded language is not sent.
    await page.reload();
    await signedIn(page).waitFor();
    const afterReload = page.waitForResponse((r) => r.url().endsWith('/account/locale'));
    await page.getByLabel(messages.accountLanguage).selectOption('x-pirate');
    await page.getByLabel(messages.accountLanguage).selectOption('en');
    const sent = await afterReload;
    expect(sent.request().headers()[SITE_USER_XSRF_HEADER.toLowerCase()]).toBe(xsrfToken);
    expect(await sent.json()).toEqual({ language: 'en' }); // the pirate choice was never sent
    expect(problems.errors).toEqual([]);
    await close();
  });

  it('shows the failure in an alert for a wrong password', async () => {
    const { page, close } = await suite.open('/account', { waitFor: '.sf-account-form' });
    await signIn(page, { ...SHOPPER, password: 'not-it' });
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(messages.signInFailed);
    expect(await page.getByLabel(messages.accountPassword).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});

describe('the account page loads no React', SLOW, () => {
  it('shows the form and the signed-in state in plain DOM, focus on sign out after a sign-in', async () => {
    const { page, problems, close } = await suite.open('/account', {
      waitFor: '.sf-account-form',
    });
    // Issue 19: React's first evaluation alone is a long task at 4x CPU.
    await page.waitForLoadState('networkidle');
    expect(await loadedReact(page)).toBe(false);
    await signIn(page, SHOPPER);
    await signedIn(page).waitFor();
    const signOut = page.getByRole('button', { name: messages.signOut });
    await expect
      .poll(() => signOut.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await loadedReact(page)).toBe(false);
    expect(problems.errors).toEqual([]);
    await close();
  });
});

describe('the cart follows the account', SLOW, () => {
  it('shows the account cart in another browser, and empties it for the visitor on sign-out', async () => {
    const first = await suite.open('/account', { waitFor: '.sf-account-form' });
    await signIn(first.page, SHOPPER);
    await signedIn(first.page).waitFor();
    await first.page.locator('.sqs-add-to-cart-button').click();
    await expect.poll(() => cartCount(first.page).textContent(), { timeout: 5000 }).toBe('1');

    const second = await suite.open('/account', { waitFor: '.sf-account-form' });
    await expect.poll(() => cartCount(second.page).textContent()).toBe('0');
    await signIn(second.page, SHOPPER);
    await expect.poll(() => cartCount(second.page).textContent(), { timeout: 5000 }).toBe('1');

    // Sign-out without cloneCart: the visitor has no cart; the account keeps its own.
    await second.page.getByRole('button', { name: messages.signOut }).click();
    await second.page.locator('.sf-account-form').waitFor();
    await expect.poll(() => cartCount(second.page).textContent()).toBe('0');
    await first.page.reload();
    await expect.poll(() => cartCount(first.page).textContent()).toBe('1');
    await first.close();
    await second.close();
  });

  it('keeps a copy of the cart for the visitor when signing out with cloneCart', async () => {
    const { page, context, close } = await suite.open('/account-clone', {
      waitFor: '.sf-account-form',
    });
    await signIn(page, MEMBER);
    await signedIn(page).waitFor();
    await page.evaluate(() =>
      window.Storefront?.cart.add({ itemId: 'prod-canvas-tote', quantity: 2 }),
    );
    await expect.poll(() => cartCount(page).textContent()).toBe('2');
    const accountCart = (await context.cookies()).find((c) => c.name === 'CART')?.value;

    await page.getByRole('button', { name: messages.signOut }).click();
    await page.locator('.sf-account-form').waitFor();
    await page.reload();
    await expect.poll(() => cartCount(page).textContent()).toBe('2');
    const copy = (await context.cookies()).find((c) => c.name === 'CART')?.value;
    expect(copy).toBeTruthy();
    expect(copy).not.toBe(accountCart);
    await close();
  });
});

describe('signing out after the crumb expired', SLOW, () => {
  it('calls sign-out once more on crumbFail and ends signed out', async () => {
    const { page, context, close } = await suite.open('/account', {
      waitFor: '.sf-account-form',
    });
    await signIn(page, SHOPPER);
    await signedIn(page).waitFor();
    // The cart reload that follows a sign-in would hand out a fresh crumb: let it finish first.
    await page.waitForLoadState('networkidle');
    await context.clearCookies({ name: 'crumb' });
    const deletes: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'DELETE') deletes.push(response.status());
    });
    await page.getByRole('button', { name: messages.signOut }).click();
    await page.locator('.sf-account-form').waitFor();
    // Playwright reports a response after the page may already show its outcome: poll for it.
    await expect.poll(() => deletes).toEqual([403, 200]);
    expect((await context.cookies()).some((c) => c.name === 'SiteUserInfo')).toBe(false);
    await close();
  });
});

describe('member pages', SLOW, () => {
  const PAGE = '/members/lookbook';
  const pageType = (page: Page) => page.locator('body').getAttribute('data-page-type');

  it('locks the page for visitors, and shows the content after a member signs in', async () => {
    const { page, close } = await suite.open(PAGE, { waitFor: '.sf-account-form' });
    expect(await pageType(page)).toBe('103');
    await page.getByText(messages.memberPageLocked).waitFor();
    expect(await page.getByText('autumn pieces').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await signIn(page, MEMBER);
    await page.locator('body[data-page-type="105"]').waitFor();
    await page.getByText('autumn pieces').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it('answers the access-denied page with its join button to a signed-in non-member', async () => {
    const { page, close } = await suite.open(PAGE, { waitFor: '.sf-account-form' });
    await signIn(page, SHOPPER);
    await page.locator('body[data-page-type="106"]').waitFor();
    const join = page.getByRole('link', { name: `${messages.memberJoin} Insiders` });
    expect(await join.getAttribute('href')).toBe('/members/join');
    expect(await page.getByText('autumn pieces').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});

describe('commerce preferences', SLOW, () => {
  it('are written only when a value changed (the mock counts its writes)', async () => {
    const { page, close } = await suite.open('/account', { waitFor: '.sf-account-form' });
    await signIn(page, MEMBER);
    await signedIn(page).waitFor();
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
    const results = await page.evaluate(async () => {
      const account = window.Storefront!.account;
      const refetched: string[] = [];
      window.Storefront!.on('commerce-preferences-refetch', ({ namespace }) =>
        refetched.push(namespace),
      );
      await account.savePreferences('checkout', { giftWrap: true, note: 'ring twice' });
      await account.savePreferences('checkout', { giftWrap: true });
      await account.savePreferences('checkout', { note: 'ring twice' });
      const last = await account.savePreferences('checkout', { giftWrap: false });
      return { last, refetched };
    });
    expect(results).toEqual({
      last: { giftWrap: false, note: 'ring twice' },
      refetched: ['checkout', 'checkout'],
    });
    expect(puts).toHaveLength(2);
    const db = new Database(suite.dbFile, { readonly: true });
    const row = db
      .prepare(
        "SELECT revision, value FROM commerce_preferences WHERE site_user_id = 'su-member' AND namespace = 'checkout'",
      )
      .get() as { revision: number; value: string };
    db.close();
    expect(row.revision).toBe(2);
    expect(JSON.parse(row.value)).toEqual({ giftWrap: false, note: 'ring twice' });
    await close();
  });
});

describe('two tabs', SLOW, () => {
  it('see each other sign in and out', async () => {
    const { page, context, close } = await suite.open('/account', {
      waitFor: '.sf-account-form',
    });
    const other = await context.newPage();
    await other.goto(suite.url('/account'));
    await other.locator('.sf-account-form').waitFor();

    await signIn(page, SHOPPER);
    await signedIn(other).waitFor();
    await other.getByRole('button', { name: messages.signOut }).click();
    await page.locator('.sf-account-form').waitFor();
    await close();
  });
});
