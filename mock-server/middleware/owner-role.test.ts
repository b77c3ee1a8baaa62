/** The console's guard and owner sessions: who may read and write, as callers see it. */
import { describe, expect, it } from 'vitest';
import {
  OWNER_ROLE_NAMES,
  roleAllows,
  UPGRADE_PATHS,
  upgradePath,
  type OwnerRole,
} from '../../src/api/owner';
import { consoleTexts } from '../../src/i18n/console-texts';
import { messages } from '../../src/i18n/messages';
import { demoOwner } from '../catalogue/owners';
import { ownerVisitor, testApp, Visitor } from '../test-support';

const RESTOCK = '/api/site-users/account/notifications/restock';
const SUBMISSIONS = '/api/mock/forms/form-contact/submissions';
const SEND = { productId: 'prod-enamel-mug', variantId: 'MUG-ENAMEL' };

type Who = 'visitor' | 'site user' | OwnerRole;

async function as(who: Who, app = testApp()): Promise<Visitor> {
  if (who === 'visitor') return Visitor.arrive(app);
  if (who === 'site user') {
    const visitor = await Visitor.arrive(app);
    const response = await visitor.post('/api/site-users/account/session', {
      email: 'shopper@example.com',
      password: 'demo-shopper-1',
      rememberMe: false,
    });
    expect(response.status).toBe(200);
    return visitor;
  }
  return ownerVisitor(app, who);
}

async function signUp(visitor: Visitor) {
  const response = await visitor.post(RESTOCK, {
    ...SEND,
    siteVisitorEmail: 'fan@example.com',
    isJoinMailingList: false,
    recaptchaEnterpriseV3Token: '',
  });
  expect(response.status).toBe(200);
}

describe('owner sign-in', () => {
  it('sets an HttpOnly SameSite=Strict session cookie and answers the role', async () => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.post('/api/owner/session', demoOwner('storeManager'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      email: 'store-manager@owner.example.com',
      role: 'storeManager',
      canEdit: true,
      canManageStore: true,
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('OwnerSession='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect((await visitor.get('/api/owner/me')).status).toBe(200);
  });

  it('answers an unknown email and a wrong password alike (no account enumeration)', async () => {
    const visitor = await Visitor.arrive(testApp());
    const unknown = await visitor.post('/api/owner/session', {
      email: 'nobody@owner.example.com',
      password: 'demo-owner-admin',
    });
    const wrong = await visitor.post('/api/owner/session', {
      email: 'admin@owner.example.com',
      password: 'not-the-password',
    });
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(await unknown.json()).toEqual(await wrong.json());
    expect(unknown.headers.getSetCookie().some((c) => c.startsWith('OwnerSession='))).toBe(false);
    expect((await visitor.get('/api/owner/me')).status).toBe(401);
  });

  it('needs the crumb to sign in and to sign out, and signing out ends the session', async () => {
    const visitor = await ownerVisitor(testApp(), 'admin');
    const noCrumb = await visitor.request('DELETE', '/api/owner/session', { crumb: false });
    expect(noCrumb.status).toBe(403);
    expect((await visitor.get('/api/owner/me')).status).toBe(200);
    const token = visitor.cookies.get('OwnerSession');
    expect((await visitor.request('DELETE', '/api/owner/session')).status).toBe(200);
    expect((await visitor.get('/api/owner/me')).status).toBe(401);
    // The old token opens nothing, even if a copy was kept.
    visitor.cookies.set('OwnerSession', token ?? '');
    expect((await visitor.get(`${RESTOCK}/groups`)).status).toBe(401);
    const fresh = await Visitor.arrive(testApp());
    const forged = await fresh.request('POST', '/api/owner/session', {
      body: demoOwner('admin'),
      crumb: false,
    });
    expect(forged.status).toBe(403);
  });

  // Fifteen scrypt checks: about a second on an idle machine, far more on a loaded one.
  it('seeds one account per role of the role enumeration', { timeout: 30_000 }, async () => {
    const app = testApp();
    const statuses = await Promise.all(
      OWNER_ROLE_NAMES.map(async (role) => {
        const visitor = await Visitor.arrive(app);
        return [role, (await visitor.post('/api/owner/session', demoOwner(role))).status];
      }),
    );
    expect(statuses).toEqual(OWNER_ROLE_NAMES.map((role) => [role, 200]));
  });
});

describe('the merchant calls of issue 20 need the owner role', () => {
  const matrix: [Who, read: number, send: number][] = [
    ['visitor', 401, 401],
    ['site user', 401, 401],
    ['none', 403, 403],
    ['viewer', 200, 403],
    ['editor', 200, 403],
    ['storeManager', 200, 200],
    ['admin', 200, 200],
  ];

  it.each(matrix)('%s: reads %i, sends %i', async (who, read, send) => {
    const app = testApp();
    await signUp(await Visitor.arrive(app));
    const caller = await as(who, app);
    expect((await caller.get(`${RESTOCK}/groups`)).status).toBe(read);
    expect(
      (await caller.get(`${RESTOCK}?productId=prod-enamel-mug&variantId=MUG-ENAMEL`)).status,
    ).toBe(read);
    expect((await caller.get(SUBMISSIONS)).status).toBe(read);
    const sent = await caller.post(`${RESTOCK}/send`, SEND);
    expect(sent.status).toBe(send);
    const sentAll = await caller.post(`${RESTOCK}/send/all`, { sendRequests: [SEND] });
    expect(sentAll.status).toBe(send);
    if (send !== 200) {
      expect(await sent.json()).toEqual({
        message: send === 401 ? messages.signInRequired : consoleTexts.forbidden,
      });
      // Nothing changed: the signup still waits for its notice.
      const admin = await as('admin', app);
      const groups = (await (await admin.get(`${RESTOCK}/groups`)).json()) as {
        signUpGroups: { pendingCount: number }[];
      };
      expect(groups.signUpGroups[0]?.pendingCount).toBe(1);
    }
  });

  it('refuses a store manager send without the crumb', async () => {
    const app = testApp();
    await signUp(await Visitor.arrive(app));
    const owner = await as('storeManager', app);
    const response = await owner.request('POST', `${RESTOCK}/send`, { body: SEND, crumb: false });
    expect(response.status).toBe(403);
  });
});

describe('the access ladder', () => {
  it('lets each step do what the steps below it do, and none nothing', () => {
    expect(roleAllows('viewer', 'viewer')).toBe(true);
    expect(roleAllows('viewer', 'editor')).toBe(false);
    expect(roleAllows('editor', 'storeManager')).toBe(false);
    expect(roleAllows('storeManager', 'editor')).toBe(true);
    expect(roleAllows('admin', 'admin')).toBe(true);
    expect(roleAllows('storeManager', 'admin')).toBe(false);
    expect(roleAllows('none', 'viewer')).toBe(false);
  });
});

describe('console pages', () => {
  it('sends a visitor to the sign-in page, and signs in with the form and its crumb', async () => {
    const app = testApp();
    const visitor = await Visitor.arrive(app);
    const home = await visitor.get('/config/catalogue');
    expect(home.status).toBe(303);
    expect(home.headers.get('location')).toBe('/config/sign-in?next=%2Fconfig%2Fcatalogue');
    const crumb = visitor.cookies.get('crumb') ?? '';
    const post = (fields: Record<string, string>) =>
      app.request('/config/sign-in', {
        method: 'POST',
        headers: {
          Cookie: `crumb=${crumb}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(fields).toString(),
      });
    const { email, password } = demoOwner('viewer');
    const forged = await post({ email, password, crumb: 'made-up', next: '/config/catalogue' });
    expect(forged.status).toBe(403);
    const wrong = await post({ email, password: 'nope', crumb, next: '/config/' });
    expect(wrong.status).toBe(401);
    const page = await wrong.text();
    expect(page).toContain(messages.signInFailed);
    expect(page).toContain(`value="${email}"`);
    const ok = await post({ email, password, crumb, next: '//evil.example/config/' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/config/');
  });

  it('links every panel from the home, escapes the owner, and marks a viewer read-only', async () => {
    const viewer = await as('viewer');
    const home = await (await viewer.get('/config/')).text();
    for (const path of [
      '/config/catalogue',
      '/config/store',
      '/config/restock',
      '/config/submissions',
    ]) {
      expect(home).toContain(`href="${path}"`);
    }
    expect(home).not.toContain(UPGRADE_PATHS.trial);
    const admin = await as('admin');
    expect(await (await admin.get('/config/')).text()).toContain(`href="${UPGRADE_PATHS.trial}"`);
    expect(upgradePath(false)).toBe('/settings/billing/subscriptions/website');
    expect(await (await viewer.get('/config/restock')).text()).toContain(consoleTexts.readOnly);
    const manager = await as('storeManager');
    expect(await (await manager.get('/config/restock')).text()).not.toContain(
      consoleTexts.readOnly,
    );
  });

  it('shows stored form submissions as text', async () => {
    const app = testApp();
    const visitor = await Visitor.arrive(app);
    const keyResponse = await visitor.post('/api/form/FormSubmissionKey', undefined);
    const { key } = ((await keyResponse.json()) as { data: { key: string } }).data;
    await visitor.post('/api/form/SaveFormSubmission', {
      key,
      formId: 'form-newsletter',
      form: JSON.stringify({ 'newsletter-email': 'reader@example.com' }),
      pageTitle: 'Newsletter <b>x</b>',
      pageId: 'page-newsletter',
      contentSource: 'c',
      pagePath: '/newsletter/<script>',
      pagePermissionTypeValue: 1,
    });
    const page = await (await (await as('viewer', app)).get('/config/submissions')).text();
    expect(page).toContain('reader@example.com');
    expect(page).toContain('/newsletter/&lt;script&gt;');
    expect(page).not.toContain('<script>');
  });
});
