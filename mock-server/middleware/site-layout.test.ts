/** The visitor's languages from `Accept-Language`, best first. */
import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './site-layout';

describe('acceptedLanguages', () => {
  it('orders by quality, keeps ties in header order, drops q=0 and junk', () => {
    expect(acceptedLanguages('de;q=0.5, fr-CH, fr;q=0.9, en;q=0, *')).toEqual(['fr', 'fr', 'de']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
