/** The store-creation helper's calls on the mock server: roles, sequence, messages, limits. */
import { describe, expect, it } from 'vitest';
import { ownerVisitor, testApp, Visitor } from '../test-support';

const BASE = '/api/content-service/product/1.1/websites/demo-website/products';

const collection = (urlId = 'summer-shop') => ({
  navigationTitle: 'Summer',
  title: 'Summer Shop',
  urlId,
  description: '',
  enabled: true,
});
const category = {
  displayName: 'All',
  parentCategoryId: null,
  type: 'ROOT',
  pageRendering: 'LIST_VIEW',
  displayIndex: 0,
};

describe('store creation', () => {
  it.each([
    ['visitor', 401],
    ['viewer', 403],
    ['editor', 403],
    ['storeManager', 200],
  ] as const)('%s creating a store page: %i', async (who, status) => {
    const app = testApp();
    const caller = who === 'visitor' ? await Visitor.arrive(app) : await ownerVisitor(app, who);
    expect((await caller.post(BASE, collection())).status).toBe(status);
    const admin = await ownerVisitor(app, 'admin');
    const list = (await (await admin.get('/api/owner/store/collections')).json()) as {
      collections: unknown[];
    };
    expect(list.collections).toHaveLength(status === 200 ? 1 : 0);
  });

  it('creates the store page, then its root category; the page becomes a product collection', async () => {
    const app = testApp();
    const owner = await ownerVisitor(app, 'storeManager');
    const { id } = (await (await owner.post(BASE, collection())).json()) as { id: string };
    const made = await owner.post(`${BASE}/${id}/categories`, category);
    expect(made.status).toBe(200);
    expect(await made.json()).toEqual({ id: expect.stringMatching(/^cat-/) });
    const products = (await (await owner.get('/api/owner/catalogue/products')).json()) as {
      collections: string[];
    };
    expect(products.collections).toContain(id);
  });

  it('refuses a taken or malformed page URL and a bad category with the documents messages', async () => {
    const app = testApp();
    const owner = await ownerVisitor(app, 'storeManager');
    const { id } = (await (await owner.post(BASE, collection())).json()) as { id: string };
    const taken = await owner.post(BASE, collection());
    expect(taken.status).toBe(409);
    const bad = await owner.post(BASE, collection('Not A URL'));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.urlId).toBe(
      'Not A URL is not a valid page URL',
    );
    const wrongType = await owner.post(`${BASE}/${id}/categories`, { ...category, type: 'LEAF' });
    expect(((await wrongType.json()) as { errors: Record<string, string> }).errors.type).toBe(
      'LEAF is not one of the expected options',
    );
    const long = await owner.post(`${BASE}/${id}/categories`, {
      ...category,
      displayName: 'x'.repeat(26),
    });
    expect(long.status).toBe(400);
    expect((await owner.post(`${BASE}/col-nope/categories`, category)).status).toBe(404);
    expect(
      (await owner.post(BASE.replace('demo-website', 'other-site'), collection('x-shop'))).status,
    ).toBe(404);
  });
});
