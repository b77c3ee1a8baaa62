/**
 * The demo pages are hand-written until the template engine renders them. These checks keep
 * their product markup equal to what the platform's formatters emit for the demo catalogue,
 * using the reference engine (`@squarespace/template-engine`) as the oracle.
 */
import { readFileSync } from 'node:fs';
import { Compiler } from '@squarespace/template-engine';
import { describe, expect, it } from 'vitest';
import type { Product } from './fixtures';
import { toMerchandisingContext, toPlatformItem } from './platform-item';
import { demoCatalogue, testApp } from './test-support';

const DEMO_DIR = new URL('../demo/', import.meta.url);
const readPage = (path: string) => readFileSync(new URL(path, DEMO_DIR), 'utf8');
const SCRIPT_TAG =
  '<script src="/storefront/latest/storefront.js" data-website-id="demo-website" data-currency="USD" data-locale="en-US" defer></script>';

const PRODUCT_PAGES = ['classic-tee', 'canvas-tote', 'enamel-mug'];
const PAGES = ['index.html', 'cart.html', ...PRODUCT_PAGES.map((slug) => `products/${slug}.html`)];

/** Renders `{item|<formatter>}` with a fresh engine (the reference engine keeps state between runs). */
function render(formatter: string, product: Product): string {
  const compiler = new Compiler();
  const { code } = compiler.parse(`{item|${formatter}}`);
  const { ctx } = compiler.execute({
    code,
    json: {
      item: toPlatformItem(product),
      productMerchandisingContext: toMerchandisingContext(demoCatalogue),
      website: { captchaSettings: demoCatalogue.website.captchaSettings },
    },
  });
  return ctx.render().trim();
}

/**
 * The reference engine leaves message-formatted texts empty without CLDR data; fill them the way
 * the platform does with its default strings ('{name}: ', 'Select {variantName}').
 */
function renderVariantsSelect(product: Product): string {
  let html = render('variants-select', product);
  for (const name of product.variantOptionOrdering ?? []) {
    html = html
      .replace(
        '<div class="variant-option-title">: </div>',
        `<div class="variant-option-title">${name}: </div>`,
      )
      .replace(
        `<select aria-label="" data-variant-option-name="${name}">\n        <option value=""></option>`,
        `<select aria-label="Select ${name}" data-variant-option-name="${name}">\n        <option value="">Select ${name}</option>`,
      );
  }
  return html;
}

const product = (slug: string) => demoCatalogue.products.find((p) => p.urlSlug === slug)!;

describe('demo pages', () => {
  it.each(PAGES)(
    '%s loads the script bundle just before </body> and shows the cart count',
    (path) => {
      const html = readPage(path);
      expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain('<main id="main"');
      expect(html).toContain('<nav aria-label="Main">');
      expect(html).toContain('<span class="sqs-cart-quantity">0</span>');
      expect(html.trimEnd()).toMatch(new RegExp(`${escape(SCRIPT_TAG)}\\n</body>\\n</html>$`));
    },
  );

  it('lists every demo product with the add-to-cart button and status mark the formatters emit', () => {
    const html = readPage('index.html');
    for (const p of demoCatalogue.products) {
      expect(html).toContain(render('add-to-cart-btn', p));
      expect(html).toContain(render('product-status', p));
    }
    expect(html).toContain('<div class="product-mark sold-out">sold out</div>');
    expect(html).toContain(render('product-restock-notification', product('enamel-mug')));
  });

  it.each(PRODUCT_PAGES)('products/%s.html carries the formatter markup of its product', (slug) => {
    const html = readPage(`products/${slug}.html`);
    const p = product(slug);
    for (const formatter of ['add-to-cart-btn', 'product-status', 'quantity-input']) {
      expect(html).toContain(render(formatter, p));
    }
    expect(html).toContain(render('product-restock-notification', p));
    expect(html).toContain(renderVariantsSelect(p));
  });

  it('the variant product page has a selector per option, a quantity input and a hidden restock form', () => {
    const html = readPage('products/classic-tee.html');
    expect(html).toContain('<select aria-label="Select Color" data-variant-option-name="Color">');
    expect(html).toContain('<select aria-label="Select Size" data-variant-option-name="Size">');
    expect(html).toContain('<div class="product-quantity-input" data-item-id="prod-classic-tee"');
    expect(html).toContain('data-variant-id="TEE-BLK-L" hidden>');
  });

  it('the cart page holds the full-page cart root', () => {
    expect(readPage('cart.html')).toContain('<div id="sqs-cart-root"></div>');
  });

  it('every link between the demo pages resolves on the mock server', async () => {
    const app = testApp({ staticDirs: [DEMO_DIR.pathname] });
    const hrefs = new Set<string>();
    for (const path of PAGES) {
      for (const [, href] of readPage(path).matchAll(/href="(\/[^"]*)"/g)) hrefs.add(href!);
    }
    expect(hrefs).toContain('/cart');
    for (const href of hrefs) {
      expect({ href, status: (await app.request(href)).status }).toEqual({ href, status: 200 });
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
