/** The unit names derived from the unit ids read as the platform prints them. */
import { describe, expect, it } from 'vitest';
import { NAMES } from './unit-data';

describe('unit names', () => {
  it('derive short and long names, plurals included, from the unit and its symbol', () => {
    expect(NAMES['square-foot']).toEqual(['ft²', ' ft²', ' square foot/ square feet']);
    expect(NAMES['square-inch']).toEqual(['in²', ' in²', ' square inch/ square inches']);
    expect(NAMES['square-kilometer']).toEqual([
      ' km²',
      ' km²',
      ' square kilometer/ square kilometers',
    ]);
    expect(NAMES['arc-minute']).toEqual(['′', ' arcmin/ arcmins', ' arcminute/ arcminutes']);
    expect(NAMES.century).toEqual(['c', ' c', ' century/ centuries']);
    expect(NAMES['light-year']).toEqual(['ly', ' ly', ' light year/ light years']);
    expect(NAMES.gigahertz).toEqual(['GHz', ' GHz', ' gigahertz/ gigahertz']);
    expect(NAMES.byte).toEqual(['byte', ' byte', ' byte/ bytes']);
    expect(Object.keys(NAMES)).toHaveLength(22);
  });
});
