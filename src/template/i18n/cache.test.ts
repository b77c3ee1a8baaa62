import { describe, expect, it } from 'vitest';
import { numberFormat } from '../../commerce/money';
import { MAX_ENTRIES, dateFormat, pluralRules } from './cache';

describe('Intl cache', () => {
  it('hands out one instance per locale and options', () => {
    expect(numberFormat('en', { maximumFractionDigits: 2 })).toBe(
      numberFormat('en', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('en', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('fr', {})).not.toBe(numberFormat('de', {}));
  });

  it('drops the least recently used instance once full', () => {
    const kept = dateFormat('en', { timeZone: 'UTC', year: 'numeric' });
    const dropped = dateFormat('en', { timeZone: 'UTC', month: 'long' });
    for (let i = 0; i < MAX_ENTRIES - 2; i++) {
      pluralRules('en', { minimumIntegerDigits: 1 + (i % 21), maximumFractionDigits: i % 5 });
      dateFormat('en', { timeZone: 'UTC', year: 'numeric' }); // keeps it recent
    }
    for (let i = 0; i < 5; i++)
      pluralRules('en', { minimumFractionDigits: 0, maximumFractionDigits: 6 + i });
    expect(dateFormat('en', { timeZone: 'UTC', year: 'numeric' })).toBe(kept);
    expect(dateFormat('en', { timeZone: 'UTC', month: 'long' })).not.toBe(dropped);
  });

  it('throws RangeError for a locale Intl rejects', () => {
    expect(() => numberFormat('none', {})).toThrow(RangeError);
  });
});
