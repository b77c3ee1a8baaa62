/** Tests of the Intl cache: one instance per locale and options, eviction by kind. */
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

  it('drops the least recently used instance of a kind once that kind is full', () => {
    const kept = dateFormat('en', { timeZone: 'UTC', year: 'numeric' });
    const dropped = dateFormat('en', { timeZone: 'UTC', month: 'long' });
    const zones = Intl.supportedValuesOf('timeZone');
    for (let i = 0; i < MAX_ENTRIES; i++) {
      dateFormat('en', { timeZone: zones[i % zones.length], day: 'numeric' });
      dateFormat('en', { timeZone: 'UTC', year: 'numeric' }); // keeps it recent
    }
    expect(dateFormat('en', { timeZone: 'UTC', year: 'numeric' })).toBe(kept);
    expect(dateFormat('en', { timeZone: 'UTC', month: 'long' })).not.toBe(dropped);
  });

  it('keeps each kind apart: many plural rules do not evict a date format', () => {
    const date = dateFormat('en', { timeZone: 'UTC', weekday: 'long' });
    for (let i = 0; i < MAX_ENTRIES * 2; i++) {
      pluralRules('en', { minimumIntegerDigits: 1 + (i % 21), maximumFractionDigits: i % 5 });
    }
    expect(dateFormat('en', { timeZone: 'UTC', weekday: 'long' })).toBe(date);
  });

  it('throws RangeError for a locale Intl rejects', () => {
    expect(() => numberFormat('none', {})).toThrow(RangeError);
  });
});
