/** The API's minor units as the template data's major-unit text. */
import { describe, expect, it } from 'vitest';
import { inMajorUnits, majorUnits } from './major-units';

describe('majorUnits', () => {
  it('prints minor units as the currency’s decimal text', () => {
    expect(majorUnits('2500', 'USD')).toBe('25.00');
    expect(majorUnits('1999', 'USD')).toBe('19.99');
    expect(majorUnits('5', 'EUR')).toBe('0.05');
    expect(majorUnits('1500', 'JPY')).toBe('1500');
  });
});

describe('inMajorUnits', () => {
  it('keeps the currency and writes the value in major units', () => {
    expect(inMajorUnits({ value: '2500', currency: 'EUR' })).toEqual({
      value: '25.00',
      currency: 'EUR',
    });
  });
});
