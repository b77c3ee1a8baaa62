/** Tests of the commerce predicates on the product in scope. */
import { describe, expect, it } from 'vitest';
import { createStandardEngine } from './standard';

const engine = createStandardEngine();
const test = (predicate: string, structuredContent: unknown): string =>
  engine.render(`{.section p}{.${predicate}}yes{.or}no{.end}{.end}`, { p: { structuredContent } })
    .output;

describe('commerce predicates test the product in scope', () => {
  it('has-variants? for non-digital products with more than one variant', () => {
    expect(test('has-variants?', { productType: 1, variants: [{}, {}] })).toBe('yes');
    expect(test('has-variants?', { productType: 2, variants: [{}, {}] })).toBe('no');
    expect(test('has-variants?', { productType: 1, variants: [{}] })).toBe('no');
  });

  it('on-sale? and sold-out? follow the product status rules', () => {
    const physical = { productType: 1, variants: [{ onSale: true, qtyInStock: 0 }] };
    expect(test('on-sale?', physical)).toBe('yes');
    expect(test('sold-out?', physical)).toBe('yes');
    expect(test('sold-out?', { productType: 2 })).toBe('no');
    expect(test('on-sale?', { productType: 2, onSale: false })).toBe('no');
  });

  it('varied-prices? compares the variants', () => {
    expect(test('varied-prices?', { productType: 1, variants: [{ price: 1 }, { price: 2 }] })).toBe(
      'yes',
    );
    expect(test('varied-prices?', { productType: 1, variants: [{ price: 1 }, { price: 1 }] })).toBe(
      'no',
    );
  });
});
