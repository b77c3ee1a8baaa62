/** Tests of the cart pill text. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../i18n/messages';
import { pillText } from './pill-text';

describe('the cart pill text', () => {
  it("reads '100+' above 100 items and says 'more than 100 items'", () => {
    expect(pillText(100, messages)).toEqual({ count: '100', label: 'Cart, 100 items' });
    expect(pillText(101, messages)).toEqual({ count: '100+', label: 'Cart, more than 100 items' });
  });

  it('speaks one item in the singular', () => {
    expect(pillText(1, messages).label).toBe('Cart, 1 item');
  });
});
