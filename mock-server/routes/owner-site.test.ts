/** The console's navigation and header/footer calls: roles, messages, versions, the shop's links. */
import { describe, expect, it } from 'vitest';
import { consoleTexts } from '../../src/i18n/console-texts';
import { LINK_FORMAT_MESSAGE, MAIN_NAVIGATION } from '../../src/api/owner-site';
import { openDatabase } from '../db';
import { SHOP_NAVIGATION } from '../views/navigation';
import { defaultSiteLayout, siteLayout, siteNavigation } from '../views/site-layout';
import { demoCatalogue, ownerVisitor, testApp, Visitor } from '../test-support';

const UPDATE = '/api/widget/UpdateNavigation';
const update = (items: unknown[], over: Record<string, unknown> = {}) => ({
  fieldName: MAIN_NAVIGATION,
  templateId: 'demo-template',
  navigation: { items },
  ...over,
});
const hostile = '<img src=x onerror=alert(1)>';

describe('navigation', () => {
  it.each([
    ['visitor', 401],
    ['viewer', 403],
    ['editor', 200],
    ['admin', 200],
  ] as const)('%s updating the navigation: %i', async (who, status) => {
    const db = openDatabase(':memory:');
    const app = testApp({ db });
    const caller = who === 'visitor' ? await Visitor.arrive(app) : await ownerVisitor(app, who);
    const items = [{ title: 'Everything', collectionId: 'shop', children: [] }];
    expect((await caller.post(UPDATE, update(items))).status).toBe(status);
    const titles = siteNavigation(db, demoCatalogue).map((link) => link.title);
    expect(titles).toEqual(
      status === 200 ? ['Everything'] : SHOP_NAVIGATION.map((page) => page.title),
    );
  });

  it('reads the layout, whose first entry has identifier and links', async () => {
    const viewer = await ownerVisitor(testApp(), 'viewer');
    const layout = (await (await viewer.get('/api/commondata/GetSiteLayout')).json()) as {
      identifier: string;
      links: { title: string }[];
    }[];
    expect(layout[0]?.identifier).toBe(MAIN_NAVIGATION);
    expect(layout[0]?.links.map((link) => link.title)).toEqual(
      SHOP_NAVIGATION.map((page) => page.title),
    );
  });

  it("answers 'Unable to find site main navigation' for another field name", async () => {
    const editor = await ownerVisitor(testApp(), 'editor');
    const response = await editor.post(UPDATE, update([], { fieldName: 'footerNav' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: consoleTexts.noMainNavigation });
  });

  it('refuses unknown pages, bad links and stale versions with their messages', async () => {
    const editor = await ownerVisitor(testApp(), 'editor');
    const gone = await editor.post(
      UPDATE,
      update([{ title: 'Gone', collectionId: 'col-gone', children: [] }]),
    );
    expect(((await gone.json()) as { errors: Record<string, string> }).errors).toEqual({
      'navigation.items[0].collectionId': 'col-gone is not one of the expected options',
    });
    const link = await editor.post(
      UPDATE,
      update([{ title: 'Out', externalLink: 'javascript:alert(1)', children: [] }]),
    );
    expect(((await link.json()) as { errors: Record<string, string> }).errors).toEqual({
      'navigation.items[0].externalLink': LINK_FORMAT_MESSAGE,
    });
    expect(LINK_FORMAT_MESSAGE).toBe(
      'Links must be formatted as http://example.com or https://example.com',
    );
    const first = await editor.post(UPDATE, {
      ...update([]),
      navigation: { items: [], version: 0 + 1 },
    });
    expect(first.status).toBe(409);
  });

  it('keeps hostile labels as data and marks member-only pages in the picker', async () => {
    const db = openDatabase(':memory:');
    const app = testApp({ db });
    const editor = await ownerVisitor(app, 'editor');
    const member = demoCatalogue.memberAreas[0]?.pages[0];
    if (!member) throw new Error('the demo catalogue has no member page');
    const items = [
      {
        title: hostile,
        collectionId: 'shop',
        children: [{ title: 'Members', collectionId: `member:${member.path}` }],
      },
    ];
    expect((await editor.post(UPDATE, update(items))).status).toBe(200);
    const [link] = siteNavigation(db, demoCatalogue);
    expect(link?.title).toBe(hostile);
    expect(link?.children?.[0]).toMatchObject({ url: member.path, memberOnly: true });
    const picker = (await (await editor.get('/api/owner/site/pages')).json()) as {
      pages: { path: string; memberOnly: boolean }[];
      lockLabel: string;
    };
    expect(picker.lockLabel).toBe('This page available only site members');
    expect(picker.pages.find((page) => page.path === member.path)?.memberOnly).toBe(true);
  });
});

describe('header and footer', () => {
  it('lets an editor save them, a viewer only read, and refuses the second of two saves', async () => {
    const db = openDatabase(':memory:');
    const app = testApp({ db });
    const viewer = await ownerVisitor(app, 'viewer');
    const editor = await ownerVisitor(app, 'editor');
    const current = (await (await viewer.get('/api/site-header-footer')).json()) as {
      version: number;
    };
    const body = {
      header: { siteTitle: hostile, tagline: 'Goods' },
      footer: { text: 'Made by hand' },
      version: current.version,
    };
    expect((await viewer.request('PUT', '/api/site-header-footer', { body })).status).toBe(403);
    expect((await editor.request('PUT', '/api/site-header-footer', { body })).status).toBe(200);
    expect((await editor.request('PUT', '/api/site-header-footer', { body })).status).toBe(409);
    expect(siteLayout(db, demoCatalogue, []).siteTitle).toBe(hostile);
    const empty = await editor.request('PUT', '/api/site-header-footer', {
      body: { ...body, header: { siteTitle: ' ', tagline: '' }, version: undefined },
    });
    expect(((await empty.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
      'header.siteTitle',
    );
  });
});

describe('multilingual settings', () => {
  it('adds a language (editor only), reports it, refuses unknown codes, and disconnects', async () => {
    const app = testApp();
    const viewer = await ownerVisitor(app, 'viewer');
    const editor = await ownerVisitor(app, 'editor');
    expect(await (await viewer.get('/api/multilingual/settings')).json()).toEqual({
      defaultLanguage: 'en',
      languages: ['en'],
      connected: false,
      version: 0,
    });
    const body = { languages: ['fr'] };
    expect((await viewer.request('PUT', '/api/multilingual/languages', { body })).status).toBe(403);
    const added = await editor.request('PUT', '/api/multilingual/languages', { body });
    expect(await added.json()).toMatchObject({ languages: ['en', 'fr'], connected: true });
    expect(await (await viewer.get('/api/multilingual/status')).json()).toEqual({
      connected: true,
    });
    const unknown = await editor.request('PUT', '/api/multilingual/languages', {
      body: { languages: ['xx'] },
    });
    expect(((await unknown.json()) as { errors: Record<string, string> }).errors).toEqual({
      'languages[0]': 'xx is not one of the expected options',
    });
    expect((await viewer.request('DELETE', '/api/multilingual/connection')).status).toBe(403);
    await editor.request('DELETE', '/api/multilingual/connection');
    expect(await (await viewer.get('/api/multilingual/languages')).json()).toEqual({
      languages: ['en'],
    });
  });
});

describe("the shop's layout", () => {
  it('renders the saved navigation, header and footer into shop pages as text', async () => {
    const db = openDatabase(':memory:');
    const app = testApp({ db });
    const editor = await ownerVisitor(app, 'editor');
    const items = [
      { title: hostile, collectionId: 'shop', children: [{ title: 'Bag', collectionId: 'cart' }] },
    ];
    expect((await editor.post(UPDATE, update(items))).status).toBe(200);
    const body = {
      header: { siteTitle: 'Tiny <b>Shop</b>', tagline: 'Small things' },
      footer: { text: 'Made & sold by hand' },
    };
    expect((await editor.request('PUT', '/api/site-header-footer', { body })).status).toBe(200);
    for (const path of ['/', '/cart', '/demo']) {
      const page = await (await app.request(path)).text();
      expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(page).not.toContain(hostile);
      expect(page).toContain('Tiny &lt;b&gt;Shop&lt;/b&gt;');
      expect(page).toContain('Small things');
      expect(page).toContain('Made &amp; sold by hand');
      const header = /<nav aria-label="Main">[\s\S]*?<\/nav>/.exec(page)?.[0] ?? '';
      expect(header).toMatch(/<a href="\/cart"[^>]*>Bag/);
      expect(header).not.toContain('>Newsletter<');
    }
  });

  it("follows the site's languages: the visitor's language, its texts and its money", async () => {
    const app = testApp();
    const editor = await ownerVisitor(app, 'editor');
    const english = await (await app.request('/', { headers: { 'Accept-Language': 'fr' } })).text();
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('Add To Cart');
    const body = { languages: ['fr'] };
    expect((await editor.request('PUT', '/api/multilingual/languages', { body })).status).toBe(200);
    const french = await (await app.request('/', { headers: { 'Accept-Language': 'fr' } })).text();
    expect(french).toContain('<html lang="fr"');
    expect(french).toContain('Ajouter au panier');
    expect(french).toContain('data-locale="fr-FR"');
    expect(french).toMatch(/\d+,\d\d\s\$/);
    expect(english).toContain('<span class="sqs-money-native">18.00</span>');
    const chosen = await app.request('/cart?lang=en', { headers: { 'Accept-Language': 'fr' } });
    expect(await chosen.text()).toContain('<html lang="en"');
    expect(chosen.headers.get('Set-Cookie')).toContain('SiteLanguage=en');
  });

  it('has the demo defaults outside a request', () => {
    expect(defaultSiteLayout(demoCatalogue).navigation).toEqual(SHOP_NAVIGATION);
  });
});

describe('store pages in the navigation', () => {
  it('serves a store page the console made at its URL, and links it from the header once added', async () => {
    const app = testApp();
    const manager = await ownerVisitor(app, 'storeManager');
    const created = await manager.post(
      `/api/content-service/product/1.1/websites/${demoCatalogue.website.id}/products`,
      {
        navigationTitle: 'Summer <Shop>',
        title: 'Summer <Shop>',
        urlId: 'summer-shop',
        description: '',
        enabled: true,
      },
    );
    const { id } = (await created.json()) as { id: string };
    const page = await app.request('/summer-shop');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Summer &lt;Shop&gt;</h1>');
    expect((await app.request('/no-such-store')).status).toBe(404);
    const items = [
      ...SHOP_NAVIGATION.map((p) => ({ title: p.title, collectionId: p.collectionId })),
      { title: 'Summer <Shop>', collectionId: id },
    ].map((item) => ({ ...item, children: [] }));
    expect((await manager.post(UPDATE, update(items))).status).toBe(200);
    const shop = await (await app.request('/')).text();
    expect(shop).toContain('<a href="/summer-shop">Summer &lt;Shop&gt;</a>');
    const taken = await manager.post(
      `/api/content-service/product/1.1/websites/${demoCatalogue.website.id}/products`,
      { navigationTitle: 'Forms', title: 'Forms', urlId: 'forms', description: '', enabled: true },
    );
    expect(taken.status).toBe(409);
  });
});
