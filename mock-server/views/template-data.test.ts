/** Tests of the mock server's template data: items, merchandising, shop pages. */
import { describe, expect, it } from 'vitest';
import { createStandardEngine } from '../../src/template/standard';
import type { Catalogue } from '../catalogue/fixtures';
import type { StockLookup } from './template-data';
import {
  DEMO_INSTALLMENTS,
  merchandisingContext,
  shopPageData,
  stockFromCatalogue,
  templateItem,
} from './template-data';
import { demoCatalogue } from '../test-support';

const seeded = stockFromCatalogue(demoCatalogue);
const product = (id: string): Catalogue['products'][number] => {
  const found = demoCatalogue.products.find((p) => p.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};
/** Seeded stock with some variants overridden. */
const withStock =
  (overrides: Record<string, { unlimited?: boolean; qtyInStock: number }>): StockLookup =>
  (itemId, sku) => {
    const o = overrides[sku];
    return o ? { unlimited: o.unlimited ?? false, qtyInStock: o.qtyInStock } : seeded(itemId, sku);
  };

const engine = createStandardEngine();
const render = (template: string, data: unknown): string => {
  const { output, errors } = engine.render(template, data);
  expect(errors).toEqual([]);
  return output;
};

describe('templateItem', () => {
  it('shapes a product as a store item with decimal money beside the cents', () => {
    const tee = templateItem(product('prod-classic-tee'), seeded);
    expect(tee).toMatchObject({
      id: 'prod-classic-tee',
      collectionId: 'coll-shop',
      recordType: 11,
      title: 'Classic Tee',
      fullUrl: '/products/classic-tee',
      structuredContent: { productType: 1, variantOptionOrdering: ['Color', 'Size'] },
    });
    const white = tee.structuredContent.variants.find((v) => v.sku === 'TEE-WHT-S');
    expect(white).toEqual({
      sku: 'TEE-WHT-S',
      attributes: { Color: 'White', Size: 'S' },
      optionValues: [
        { optionName: 'Color', value: 'White' },
        { optionName: 'Size', value: 'S' },
      ],
      price: 2500,
      priceMoney: { currency: 'USD', value: '25.00' },
      salePrice: 2000,
      salePriceMoney: { currency: 'USD', value: '20.00' },
      onSale: true,
      unlimited: false,
      qtyInStock: 5,
    });
  });

  it('takes stock from the lookup, not from the fixture', () => {
    const tote = templateItem(
      product('prod-canvas-tote'),
      withStock({ 'TOTE-NAT': { qtyInStock: 0 } }),
    );
    expect(tote.structuredContent.variants[0]).toMatchObject({ qtyInStock: 0, unlimited: false });
    expect(render('{@|product-status}', tote)).toBe(
      '<div class="product-mark sold-out">sold out</div>',
    );
    expect(render('{@|product-status}', templateItem(product('prod-canvas-tote'), seeded))).toBe(
      '',
    );
  });

  it('gives a digital product its own price and custom label; gift cards and digital goods are unlimited', () => {
    const guide = templateItem(product('prod-field-guide'), seeded);
    expect(guide.structuredContent.priceMoney).toEqual({ currency: 'USD', value: '9.00' });
    expect(render('{@|product-price}', guide)).toContain(
      '<span class="sqs-money-native">9.00</span>',
    );
    expect(render('{@|add-to-cart-btn}', guide)).toContain('data-original-label="Buy E-book"');
    const gift = templateItem(product('prod-gift-card'), seeded);
    expect(gift.structuredContent.variants.every((v) => v.unlimited)).toBe(true);
  });

  it('carries the subscription plan, so the price and button read as a subscription', () => {
    const coffee = templateItem(product('prod-coffee-subscription'), seeded);
    expect(render('{@|product-price}', coffee)).toContain('every month');
    expect(render('{@|add-to-cart-btn}', coffee)).toContain('data-is-subscription="true"');
  });

  it('defaults the option ordering to the first variant’s attributes', () => {
    const base = product('prod-gift-card');
    const item = templateItem({ ...base, variantOptionOrdering: undefined }, seeded);
    expect(item.structuredContent.variantOptionOrdering).toEqual(['Value']);
  });
});

describe('merchandisingContext', () => {
  it('gives each sold-out variant a restock form, hidden until chosen on a product with variants', () => {
    expect(
      merchandisingContext(product('prod-classic-tee'), seeded).restockNotificationViews,
    ).toEqual([{ variantId: 'TEE-BLK-L', hiddenByDefault: true }]);
    const soldMore = withStock({ 'TEE-BLK-M': { qtyInStock: 0 } });
    expect(
      merchandisingContext(product('prod-classic-tee'), soldMore).restockNotificationViews,
    ).toEqual([
      { variantId: 'TEE-BLK-M', hiddenByDefault: true },
      { variantId: 'TEE-BLK-L', hiddenByDefault: true },
    ]);
    expect(merchandisingContext(product('prod-enamel-mug'), seeded)).toMatchObject({
      restockNotificationViews: [{ variantId: 'MUG-ENAMEL', hiddenByDefault: false }],
      mailingListSignUpEnabled: true,
      mailingListOptInByDefault: true,
    });
  });

  it('drops the restock form once the variant is back in stock, and never offers one unconfigured', () => {
    const restocked = withStock({ 'MUG-ENAMEL': { qtyInStock: 4 } });
    expect(
      merchandisingContext(product('prod-enamel-mug'), restocked).restockNotificationViews,
    ).toEqual([]);
    const empty = withStock({ 'TOTE-NAT': { qtyInStock: 0 } });
    expect(
      merchandisingContext(product('prod-canvas-tote'), empty).restockNotificationViews,
    ).toEqual([]);
  });

  it('lists in-stock limited variants as scarcity views when scarcity is on', () => {
    const tote = {
      ...product('prod-canvas-tote'),
      merchandising: {
        scarcityEnabled: true,
        scarcityText: 'Only {qtyInStock} left!',
        mailingListSignUpEnabled: false,
        mailingListOptInByDefault: false,
      },
    };
    const context = merchandisingContext(tote, seeded);
    expect(context.scarcityTemplateViews).toEqual([{ qtyInStock: 12 }]);
    const data = {
      item: templateItem(tote, seeded),
      productMerchandisingContext: { [tote.id]: context },
    };
    expect(render('{item|product-scarcity}', data)).toContain('Only 12 left!');
  });
});

describe('shopPageData', () => {
  it('lists every catalogue product and picks the page’s product', () => {
    const listing = shopPageData(demoCatalogue, seeded);
    expect(listing.items.map((i) => i.id)).toEqual(demoCatalogue.products.map((p) => p.id));
    expect(listing.item).toBeUndefined();
    expect(listing.pageTitle).toBe('Shop');
    const page = shopPageData(demoCatalogue, seeded, { product: product('prod-enamel-mug') });
    expect(page.item?.id).toBe('prod-enamel-mug');
    expect(page.pageTitle).toBe('Enamel Mug');
  });

  it('hands templates the website settings, merchandising, installments and the cart', () => {
    const data = shopPageData(demoCatalogue, seeded, {
      cart: { entries: [{ quantity: 2 }, { quantity: 3 }] },
    });
    expect(data.installments).toEqual(DEMO_INSTALLMENTS);
    expect(data.websiteSettings.storeSettings.multipleQuantityAllowedForServices).toBe(true);
    expect(Object.keys(data.productMerchandisingContext)).toHaveLength(
      demoCatalogue.products.length,
    );
    expect(render('{cart|cart-quantity}', data)).toBe('<span class="sqs-cart-quantity">5</span>');
    expect(
      render('{.section item}{@|product-restock-notification}{.end}', {
        ...data,
        item: data.items.find((i) => i.id === 'prod-enamel-mug'),
      }),
    ).toContain('data-variant-id="MUG-ENAMEL"');
  });
});
