/** The popover's placement: below the indicator, right edges aligned, kept inside the window. */
import { describe, expect, it } from 'vitest';
import { placeBelowEnd } from './use-anchored';

describe('the added-item popover placement', () => {
  it('sits 8 px below the indicator with its right edge on the indicator right edge', () => {
    expect(placeBelowEnd({ right: 900, bottom: 40 }, 300, 1280)).toEqual({ x: 600, y: 48 });
  });

  it('stays 8 px inside the left edge when the indicator is near it', () => {
    expect(placeBelowEnd({ right: 100, bottom: 40 }, 300, 1280).x).toBe(8);
  });

  it('stays 8 px inside the right edge when the indicator reaches past it', () => {
    expect(placeBelowEnd({ right: 1300, bottom: 40 }, 300, 1280).x).toBe(1280 - 8 - 300);
  });
});
