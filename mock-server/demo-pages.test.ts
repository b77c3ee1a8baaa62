/**
 * The demo site as the mock server serves it: the shop's pages (`/`, `/products/<urlSlug>`)
 * rendered from `demo/templates/`, the hand-written cart page beside them. These checks keep the
 * pages in step with the catalogue and the mock server; what the pages tell analytics (an owner's
 * roles, the not-found page type); the testers' orders view.
 */
import { describe, expect, it } from 'vitest';
import { UNTRACKED_PAGE_TYPE } from '../src/api/analytics-contract';
import { OWNER_ROLES } from '../src/api/roles';
import { ADD_PATH, Visitor, addBody, demoCatalogue, ownerVisitor, testApp } from './test-support';
import { orderNumber } from './views/checkout-pages';
import { HOST_PAGES } from './views/demo-pages';
import { SHOP_NAVIGATION } from './views/navigation';

const DEMO_DIR = new URL('../demo/', import.meta.url);
const SCRIPT_TAG =
  '<script src="/storefront/latest/storefront.js" data-website-id="demo-website" data-currency="USD" data-locale="en-US" defer></script>';

const app = testApp({ staticDirs: [DEMO_DIR.pathname] });
const PAGES = [
  '/',
  ...HOST_PAGES.map((p) => p.path),
  ...demoCatalogue.products.map((p) => `/products/${p.urlSlug}`),
];

async function readPage(path: string): Promise<string> {
  const response = await app.request(path);
  expect({ path, status: response.status }).toEqual({ path, status: 200 });
  return response.text();
}

describe('demo pages', () => {
  it.each(PAGES)(
    '%s loads the script bundle just before </body> and shows the cart count',
    async (path) => {
      const html = await readPage(path);
      expect(html).toMatch(/^<!doctype html>\n<html lang="en"[ >]/);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain('<a class="demo-skip-link" href="#main">Skip to content</a>');
      expect(html).toContain('<main id="main"');
      expect(html).toContain('<nav aria-label="Main">');
      expect(html).toContain('<span class="sqs-cart-quantity">0</span>');
      expect(html.trimEnd()).toMatch(new RegExp(`${escape(SCRIPT_TAG)}\\n</body>\\n</html>$`));
    },
  );

  it.each([...PAGES, '/demo'])(
    '%s has the one navigation, its own link marked current',
    async (path) => {
      const html = await readPage(path);
      const nav = /<nav aria-label="Main">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
      const links = [...nav.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)/g)].map(([, href, text]) => [
        href,
        text!.trim(),
      ]);
      expect(links).toEqual(SHOP_NAVIGATION.map((link) => [link.url, link.title]));
      const current = [...nav.matchAll(/<a href="([^"]+)"[^>]*aria-current="page"/g)].map(
        (m) => m[1],
      );
      expect(current).toEqual(SHOP_NAVIGATION.some((link) => link.url === path) ? [path] : []);
    },
  );

  it('answers an unknown page with an HTML page in the shop looks, an unknown API call with JSON', async () => {
    const page = await app.request('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<h1>Page not found</h1>');
    expect(html).toContain('<nav aria-label="Main">');
    const call = await app.request('/api/no-such-call');
    expect(call.status).toBe(404);
    expect(await call.json()).toMatchObject({ message: expect.any(String) });
    const json = await app.request('/no-such-page', { headers: { Accept: 'application/json' } });
    expect(json.headers.get('Content-Type')).toMatch(/^application\/json/);
  });

  it('links every page of the demo from the index, the testers views only with the test flag', async () => {
    const html = await readPage('/demo');
    for (const path of [...PAGES, '/checkout', '/config/'])
      expect(html).toContain(`href="${path}"`);
    const plain = testApp({ staticDirs: [DEMO_DIR.pathname], testCalls: false });
    expect(await (await plain.request('/demo')).text()).not.toContain('href="/mock/stock"');
    expect((await plain.request('/mock/stock')).status).toBe(404);
    const tester = testApp({ staticDirs: [DEMO_DIR.pathname], testCalls: true });
    expect(await (await tester.request('/demo')).text()).toContain('href="/mock/stock"');
    const stock = await (await tester.request('/mock/stock')).text();
    expect(stock).toContain('<td>TEE-BLK-L</td>');
  });

  it("shows each product's own generated image in the platform's width variants", async () => {
    const html = await readPage('/products/classic-tee');
    expect(html).toContain(
      'srcset="/images/products/classic-tee.svg?format=300w 300w, /images/products/classic-tee.svg?format=600w 600w, /images/products/classic-tee.svg?format=1200w 1200w"',
    );
    const images = new Set<string>();
    for (const product of demoCatalogue.products) {
      for (const width of [300, 600, 1200]) {
        const response = await app.request(
          `/images/products/${product.urlSlug}.svg?format=${width}w`,
        );
        expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
        const svg = await response.text();
        expect(svg).toContain(`width="${width}" height="${(width * 3) / 4}"`);
        if (width === 300) images.add(svg.replace(/<text[\s\S]*<\/text>/, ''));
      }
    }
    expect(images.size).toBe(demoCatalogue.products.length);
    expect((await app.request('/images/products/classic-tee.svg?format=77w')).status).toBe(404);
    expect((await app.request('/images/products/nope.svg')).status).toBe(404);
  });

  it('lists every demo product with its add-to-cart button, and marks the sold-out one', async () => {
    const html = await readPage('/');
    for (const p of demoCatalogue.products) {
      expect(html).toContain(`data-item-id="${p.id}" data-product-type="${p.productType}"`);
    }
    expect(html).toContain('<div class="product-mark sold-out">sold out</div>');
  });

  it('the variant product page has a selector per option, a quantity input and a hidden restock form', async () => {
    const html = await readPage('/products/classic-tee');
    expect(html).toContain('<select aria-label="Select Color" data-variant-option-name="Color">');
    expect(html).toContain('<select aria-label="Select Size" data-variant-option-name="Size">');
    expect(html).toContain('<div class="product-quantity-input" data-item-id="prod-classic-tee"');
    expect(html).toContain('data-variant-id="TEE-BLK-L" hidden>');
  });

  it('the cart page holds the full-page cart root', async () => {
    expect(await readPage('/cart')).toContain('<div id="sqs-cart-root"></div>');
  });

  it('every link between the demo pages resolves on the mock server', async () => {
    const hrefs = new Set<string>();
    for (const path of PAGES) {
      for (const [, href] of (await readPage(path)).matchAll(/href="(\/[^"]*)"/g)) hrefs.add(href!);
    }
    expect(hrefs).toContain('/cart');
    for (const href of hrefs) {
      if (href === '/config/') continue; // the owner console, served by its own routes

      expect({ href, status: (await app.request(href)).status }).toEqual({ href, status: 200 });
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('what the pages tell analytics', () => {
  it("prints a signed-in owner's website roles on shop and host pages, never a visitor's", async () => {
    const owner = await ownerVisitor(app, 'admin');
    const viewer = await ownerVisitor(app, 'viewer');
    for (const path of ['/', '/products/classic-tee', '/cart', '/no-such-page']) {
      expect(await (await owner.get(path)).text()).toContain(
        `data-website-roles="[${OWNER_ROLES.admin}]"`,
      );
      expect(await (await viewer.get(path)).text()).toContain(
        `data-website-roles="[${OWNER_ROLES.viewer}]"`,
      );
      expect(await (await app.request(path)).text()).not.toContain('data-website-roles');
    }
  });

  it('marks both not-found pages with the untracked page type', async () => {
    for (const path of ['/no-such-page', '/products/no-such-product']) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(
        `<body data-page-type="${UNTRACKED_PAGE_TYPE.notFound}"`,
      );
    }
  });
});

describe('the testers’ orders view', () => {
  it('lists the orders placed, newest first, only with the test flag', async () => {
    const tester = testApp({ staticDirs: [DEMO_DIR.pathname], testCalls: true });
    expect(await (await tester.request('/mock/orders')).text()).toContain('No orders placed yet.');
    const visitor = await Visitor.arrive(tester);
    await visitor.post(ADD_PATH, addBody('prod-classic-tee', 'TEE-BLK-S', 2));
    const placed = await tester.request('/checkout', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: new URLSearchParams({
        crumb: visitor.cookies.get('crumb') ?? '',
        email: 'ada@example.com',
        name: '<b>Ada</b>',
      }).toString(),
    });
    expect(placed.status).toBe(303);
    const orderId = placed.headers.get('Location')!.split('/').at(-1)!;
    const html = await (await tester.request('/mock/orders')).text();
    expect(html).toContain(`<td>${orderNumber(orderId)}</td>`);
    expect(html).toContain('<td>ada@example.com</td>');
    expect(html).toContain('<td>&lt;b&gt;Ada&lt;/b&gt;</td>');
    expect(html).toContain('<td>2 × Classic Tee</td>');
    const plain = testApp({ staticDirs: [DEMO_DIR.pathname], testCalls: false });
    expect((await plain.request('/mock/orders')).status).toBe(404);
  });
});
