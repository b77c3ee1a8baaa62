/**
 * The commerce helper expectations of the template conformance corpus (`plugins/*.json`): one
 * `:key` section per input; the outcome is in a `-expected` section or in the key's name.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCase } from '../template/corpus';
import { isMultipleQuantityAllowedForServices, totalStockRemaining } from './inventory';
import { contentOf } from './item-data';
import { hasVariants, hasVariedPrices, variantOptions } from './variants';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const corpusDir =
  process.env.STOREFRONT_CONFORMANCE_DIR ?? resolve(repoRoot, '../shared/conformance/template');
const present = existsSync(resolve(corpusDir, 'plugins/has-variants.json'));

function sections(file: string): [string, unknown][] {
  const parsed = parseCase(readFileSync(resolve(corpusDir, 'plugins', file), 'utf8'));
  return Object.entries(parsed).map(([key, body]) => [key, JSON.parse(body) as unknown]);
}

/** Inputs whose key ends in -true or -false, with that outcome. */
function booleanCases(file: string): [string, unknown, boolean][] {
  const cases = sections(file).map(([key, input]): [string, unknown, boolean] => {
    const outcome = /-(true|false)$/.exec(key)?.[1];
    if (outcome === undefined) throw new Error(`${file}: no outcome in key ${key}`);
    return [key, input, outcome === 'true'];
  });
  expect(cases.length).toBeGreaterThan(0);
  return cases;
}

describe.skipIf(!present)('commerce helpers against the corpus expectations', () => {
  it('has-variants.json', () => {
    for (const [key, item, expected] of booleanCases('has-variants.json'))
      expect(hasVariants(contentOf(item)), key).toBe(expected);
  });

  it('has-varied-prices.json', () => {
    for (const [key, item, expected] of booleanCases('has-varied-prices.json'))
      expect(hasVariedPrices(contentOf(item)), key).toBe(expected);
  });

  it('is-multi-quantity-allowed-for-services.json', () => {
    for (const [key, settings, expected] of booleanCases(
      'is-multi-quantity-allowed-for-services.json',
    ))
      expect(isMultipleQuantityAllowedForServices(settings), key).toBe(expected);
  });

  it('get-item-variant-options.json', () => {
    const all = new Map(sections('get-item-variant-options.json'));
    const inputs = [...all.keys()].filter((key) => !key.endsWith('-expected'));
    expect(inputs.length).toBeGreaterThan(0);
    for (const key of inputs) {
      expect(all.has(`${key}-expected`), key).toBe(true);
      expect(variantOptions(contentOf(all.get(key))), key).toEqual(all.get(`${key}-expected`));
    }
  });

  it('get-total-stock-remaining.json (outcomes named by the keys)', () => {
    const named: Record<string, number> = {
      'getTotalStock-unlimited-physical': Infinity,
      'getTotalStock-digital': Infinity,
      'getTotalStock-six-service': 6,
      'getTotalStock-0-physical': 0,
      'getTotalStock-0-physical-2': 0,
      'getTotalStock-unknown': 0,
    };
    const cases = sections('get-total-stock-remaining.json');
    expect(cases.map(([key]) => key).sort()).toEqual(Object.keys(named).sort());
    for (const [key, item] of cases)
      expect(totalStockRemaining(contentOf(item)), key).toBe(named[key]);
  });
});
