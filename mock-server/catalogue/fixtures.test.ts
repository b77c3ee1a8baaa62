/** Tests of the fixture file: the demo catalogue, its defaults, and errors naming the bad part. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStandardEngine } from '../../src/template/standard';
import { FixtureError, loadFixtures, parseFixtures } from './fixtures';
import { isUnlimited } from './products';
import { shopPageData, stockFromCatalogue } from '../views/template-data';

const dir = mkdtempSync(join(tmpdir(), 'storefront-fixtures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeFixture(name: string, content: string): string {
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
}

const usd = (value: string) => ({ value, currency: 'USD' });
const product = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  collectionId: 'c',
  name: id,
  urlSlug: id,
  productType: 1,
  variants: [{ sku: `${id}-1`, priceMoney: usd('100'), qtyInStock: 1 }],
  ...overrides,
});

describe('fixture file', () => {
  it('loads the built-in demo catalogue with every product type', () => {
    const catalogue = loadFixtures();
    expect(catalogue.website.id).toBe('demo-website');
    expect(new Set(catalogue.products.map((p) => p.productType))).toEqual(new Set([1, 2, 3, 4]));
    expect(catalogue.products.some((p) => p.isSubscribable)).toBe(true);
    const tee = catalogue.products.find((p) => p.urlSlug === 'classic-tee')!;
    expect(tee.variants.some((v) => isUnlimited(tee, v))).toBe(true);
    expect(tee.variants.some((v) => !isUnlimited(tee, v) && v.qtyInStock === 0)).toBe(true);
    expect(tee.variants.some((v) => v.onSale)).toBe(true);
  });

  it('fills documented defaults', () => {
    const catalogue = parseFixtures({ website: { id: 'w' }, products: [product('a')] }, 'x.json');
    expect(catalogue.website).toEqual({
      id: 'w',
      currency: 'USD',
      locale: 'en-US',
      timeZone: 'America/New_York',
      multipleQuantityAllowedForServices: true,
      captchaSettings: { siteKey: null },
    });
    expect(catalogue.forms).toEqual([]);
    expect(catalogue.products[0]?.variants[0]).toMatchObject({
      attributes: {},
      onSale: false,
      unlimited: false,
    });
  });

  it("shows a shop page's dates on New York's clock when the catalogue names no time zone", () => {
    const catalogue = parseFixtures({ website: { id: 'w' }, products: [product('a')] }, 'x.json');
    const data = {
      ...shopPageData(catalogue, stockFromCatalogue(catalogue)),
      // 2021-07-01 16:00 UTC
      addedOn: Date.UTC(2021, 6, 1, 16, 0),
    };
    const { output, errors } = createStandardEngine().render('{addedOn|date %H:%M %Z}', data);
    expect(errors).toEqual([]);
    expect(output).toBe('12:00 EDT');
  });

  it('names the bad path of a price that is not in minor units', () => {
    const bad = {
      website: { id: 'w' },
      products: [
        product('a'),
        product('b'),
        product('c', { variants: [{ sku: 'c-1', priceMoney: usd('12.50') }] }),
      ],
    };
    const file = writeFixture('bad-price.json', JSON.stringify(bad));
    expect(() => loadFixtures(file)).toThrow(FixtureError);
    expect(() => loadFixtures(file)).toThrow(
      'products[2].variants[0].priceMoney.value: must be a whole number of minor units',
    );
  });

  it('names the file when it is not JSON', () => {
    const file = writeFixture('broken.json', '{ "website": ');
    expect(() => loadFixtures(file)).toThrow(/broken\.json is not valid JSON/);
  });

  it('names the file when it cannot be read', () => {
    expect(() => loadFixtures(join(dir, 'missing.json'))).toThrow(/Cannot read fixture file/);
  });

  it.each([
    [
      'an unknown product type',
      product('a', { productType: 7 }),
      'products[0].productType: must be 1 (physical)',
    ],
    [
      'a sale without a sale price',
      product('a', { variants: [{ sku: 's', priceMoney: usd('1'), onSale: true }] }),
      'products[0].variants[0].salePriceMoney: required when onSale is true',
    ],
    [
      'a subscribable digital product',
      product('a', {
        productType: 2,
        isSubscribable: true,
        subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' } },
      }),
      'products[0].isSubscribable: only physical (1) and service (3)',
    ],
    [
      'a price in another currency',
      product('a', { variants: [{ sku: 's', priceMoney: { value: '1', currency: 'EUR' } }] }),
      'products[0].variants[0].priceMoney.currency: must be the website currency USD',
    ],
  ])('refuses %s', (_name, bad, message) => {
    expect(() => parseFixtures({ website: { id: 'w' }, products: [bad] }, 'f.json')).toThrow(
      message,
    );
  });

  it('refuses duplicate product ids and skus', () => {
    const dupSku = product('b', {
      variants: [
        { sku: 'x', priceMoney: usd('1') },
        { sku: 'x', priceMoney: usd('1') },
      ],
    });
    const run = () =>
      parseFixtures({ website: { id: 'w' }, products: [product('a'), product('a'), dupSku] }, 'f');
    expect(run).toThrow('products[1].id: duplicate product id');
    expect(run).toThrow('products[2].variants[1].sku: duplicate sku');
  });
});
