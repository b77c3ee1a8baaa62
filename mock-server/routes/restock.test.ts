/** Tests of restock signups on the mock server: signing up and the merchant's lists. */
import { describe, expect, it } from 'vitest';
import type { RestockSignupRequest } from '../../src/api/restock-signup';
import { parseFixtures } from '../catalogue/fixtures';
import { GROUP_PAGE_SIZE, SIGNUP_PAGE_SIZE } from '../repositories/restock';
import { demoCatalogue, ownerVisitor, testApp } from '../test-support';

const PATH = '/api/site-users/account/notifications/restock';

const signup = (email: string, over: Partial<RestockSignupRequest> = {}): RestockSignupRequest => ({
  productId: 'prod-enamel-mug',
  variantId: 'MUG-ENAMEL',
  siteVisitorEmail: email,
  isJoinMailingList: false,
  recaptchaEnterpriseV3Token: '',
  ...over,
});

const json = async <T>(response: Response) => (await response.json()) as T;

// The lists and sends are the merchant's: every case reads them as a store manager (the role
// rules themselves are in owner-role.test.ts).
describe('restock signups on the mock server', () => {
  it.each([
    ['', 'Email cannot be blank'],
    ['   ', 'Email cannot be blank'],
    ['a@', 'Email is invalid'],
    ['<script>@x', 'Email is invalid'],
    [`${'a'.repeat(250)}@example.com`, 'Email is invalid'],
    // Text that is not text: SQLite would store the NUL as sent and change the lone surrogate.
    ['ada\u0000@example.com', 'Email is invalid'],
    ['ada@example.com\u0000', 'Email is invalid'],
    ['ada\ud800@example.com', 'Email is invalid'],
    ['ada@exa\udc00mple.com', 'Email is invalid'],
  ])('refuses the email %j with %j and stores nothing', async (email, message) => {
    const visitor = await ownerVisitor(testApp(), 'storeManager');
    const response = await visitor.post(PATH, signup(email));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    const groups = await json<{ signUpGroups: unknown[] }>(await visitor.get(`${PATH}/groups`));
    expect(groups.signUpGroups).toEqual([]);
  });

  it('refuses unknown products, wrong types and a missing crumb', async () => {
    const visitor = await ownerVisitor(testApp(), 'storeManager');
    expect((await visitor.post(PATH, signup('a@b.co', { variantId: 'NOPE' }))).status).toBe(404);
    expect(
      (await visitor.post(PATH, { ...signup('a@b.co'), isJoinMailingList: 'yes' })).status,
    ).toBe(400);
    expect(
      (await visitor.request('POST', PATH, { body: signup('a@b.co'), crumb: false })).status,
    ).toBe(403);
  });

  it('stores a signup once per email and variant, lists it, and sends the notice to the outbox', async () => {
    const visitor = await ownerVisitor(testApp(), 'storeManager');
    expect((await visitor.post(PATH, signup(' fan@example.com '))).status).toBe(200);
    await visitor.post(
      PATH,
      signup('fan@example.com', { isJoinMailingList: true, language: 'fr' }),
    );
    const { signUpGroups } = await json<{ signUpGroups: Record<string, unknown>[] }>(
      await visitor.get(`${PATH}/groups`),
    );
    expect(signUpGroups).toEqual([
      expect.objectContaining({
        productId: 'prod-enamel-mug',
        variantId: 'MUG-ENAMEL',
        productName: 'Enamel Mug',
        pendingCount: 1,
        totalCount: 1,
        inStock: false,
      }),
    ]);
    const list = await json<{ signUps: Record<string, unknown>[] }>(
      await visitor.get(`${PATH}?productId=prod-enamel-mug&variantId=MUG-ENAMEL`),
    );
    expect(list.signUps).toEqual([
      expect.objectContaining({
        email: 'fan@example.com',
        isJoinMailingList: true,
        language: 'fr',
        notifiedAt: null,
      }),
    ]);
    const sent = await visitor.post(`${PATH}/send`, {
      productId: 'prod-enamel-mug',
      variantId: 'MUG-ENAMEL',
    });
    expect(await sent.json()).toEqual({ sent: 1 });
    const again = await visitor.post(`${PATH}/send`, {
      productId: 'prod-enamel-mug',
      variantId: 'MUG-ENAMEL',
    });
    expect(await again.json()).toEqual({ sent: 0 });
    const { emails } = await json<{ emails: Record<string, unknown>[] }>(
      await visitor.get('/api/mock/outbox'),
    );
    expect(emails).toEqual([
      expect.objectContaining({ to: 'fan@example.com', subject: 'Enamel Mug is back in stock' }),
    ]);
  });

  it('pages groups and signups with cursors', async () => {
    const visitor = await ownerVisitor(testApp(), 'storeManager');
    const variants = demoCatalogue.products.flatMap((p) =>
      p.variants.map((v) => ({ productId: p.id, variantId: v.sku })),
    );
    expect(variants.length).toBeGreaterThan(GROUP_PAGE_SIZE);
    for (const variant of variants) await visitor.post(PATH, signup('x@example.com', variant));
    for (let i = 0; i < SIGNUP_PAGE_SIZE + 2; i += 1) {
      await visitor.post(PATH, signup(`fan${i}@example.com`));
    }
    const first = await json<{
      signUpGroups: unknown[];
      hasNextPage: boolean;
      nextPageCursor: string;
    }>(await visitor.get(`${PATH}/groups`));
    expect(first.signUpGroups).toHaveLength(GROUP_PAGE_SIZE);
    expect(first.hasNextPage).toBe(true);
    let seen = first.signUpGroups.length;
    let cursor: string | null = first.nextPageCursor;
    while (cursor) {
      const next: { signUpGroups: unknown[]; nextPageCursor: string | null } = await json(
        await visitor.get(`${PATH}/groups?cursor=${cursor}`),
      );
      seen += next.signUpGroups.length;
      cursor = next.nextPageCursor;
    }
    expect(seen).toBe(variants.length);
    const signUps = await json<{
      signUps: unknown[];
      hasNextPage: boolean;
      nextPageCursor: string;
    }>(await visitor.get(`${PATH}?productId=prod-enamel-mug&variantId=MUG-ENAMEL`));
    expect(signUps.signUps).toHaveLength(SIGNUP_PAGE_SIZE);
    const rest = await json<{ signUps: unknown[]; hasNextPage: boolean }>(
      await visitor.get(
        `${PATH}?productId=prod-enamel-mug&variantId=MUG-ENAMEL&cursor=${signUps.nextPageCursor}`,
      ),
    );
    expect(rest).toMatchObject({ hasNextPage: false });
    expect(rest.signUps).toHaveLength(3);
    const all = await visitor.post(`${PATH}/send/all`, { sendRequests: variants });
    expect(await all.json()).toEqual({ sent: variants.length + SIGNUP_PAGE_SIZE + 2 });
  });

  it('restocks a variant for the merchant: the stock call then reports it in stock', async () => {
    const visitor = await ownerVisitor(testApp(), 'storeManager');
    const before = await json<{ results: { qtyInStock: number }[] }>(
      await visitor.get('/api/commerce/inventory/stock?itemId=prod-enamel-mug'),
    );
    expect(before.results[0]?.qtyInStock).toBe(0);
    const response = await visitor.post('/api/mock/stock', {
      itemId: 'prod-enamel-mug',
      sku: 'MUG-ENAMEL',
      qtyInStock: 7,
    });
    expect(response.status).toBe(200);
    const after = await json<{ results: { qtyInStock: number }[] }>(
      await visitor.get('/api/commerce/inventory/stock?itemId=prod-enamel-mug'),
    );
    expect(after.results[0]?.qtyInStock).toBe(7);
    expect(
      (await visitor.post('/api/mock/stock', { itemId: 'x', sku: 'y', qtyInStock: 1 })).status,
    ).toBe(404);
  });

  it('requires a valid waitlist captcha token when the site has a key', async () => {
    const catalogue = parseFixtures(
      {
        ...demoCatalogue,
        website: { ...demoCatalogue.website, captchaSettings: { siteKey: 'k' } },
      },
      'test',
    );
    const visitor = await ownerVisitor(testApp({ catalogue }), 'storeManager');
    const refused = await visitor.post(PATH, signup('a@b.co', { recaptchaEnterpriseV3Token: 'x' }));
    expect(await refused.json()).toEqual({
      message: 'reCAPTCHA failed. Refresh this page and try again.',
    });
    const { token } = await json<{ token: string }>(
      await visitor.get('/api/captcha/token?siteKey=k&action=PRODUCT_WAITLIST_SUBMISSION'),
    );
    const ok = await visitor.post(PATH, signup('a@b.co', { recaptchaEnterpriseV3Token: token }));
    expect(ok.status).toBe(200);
  });
});
