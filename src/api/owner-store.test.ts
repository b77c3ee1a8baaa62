/** The unique-name helper of the templates document (section 5). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_SLUG, slugify, uniqueSlug } from './owner-store';

describe('uniqueSlug', () => {
  it.each([
    ['Summer Shop', [], 'summer-shop'],
    ['Summer Shop', ['summer-shop'], 'summer-shop-1'],
    ['Summer Shop', ['summer-shop', 'summer-shop-1', 'summer-shop-3'], 'summer-shop-2'],
    ['Go', [], DEFAULT_STORE_SLUG],
    ['!!', [DEFAULT_STORE_SLUG], `${DEFAULT_STORE_SLUG}-1`],
    ['Abc', [], 'abc'],
    ['Crème Brûlée', [], 'creme-brulee'],
  ] as const)('%j with %j taken is %j', (name, taken, expected) => {
    expect(uniqueSlug(name, taken)).toBe(expected);
  });

  it('slugifies to lowercase letters, digits and single dashes', () => {
    expect(slugify('  <b>Hi</b> -- there!  ')).toBe('b-hi-b-there');
  });
});
