/** Page states as labels (Scheduled, Needs Review, Draft, Private), publish days and sorting. */
import { describe, expect, it } from 'vitest';
import { isDay, PAGE_STATE_LABELS, pageState, sortPages, type PageEntry } from './page-states';

const page = (over: Partial<PageEntry>): PageEntry => ({
  collectionId: 'x',
  title: 'X',
  status: 'published',
  publishOn: null,
  ...over,
});

describe('page states', () => {
  it('labels pages with the documents states', () => {
    expect(Object.values(PAGE_STATE_LABELS)).toEqual([
      'Scheduled',
      'Needs Review',
      'Draft',
      'Private',
    ]);
  });

  it('reads a published page dated after today as Scheduled, and live otherwise', () => {
    const today = '2026-11-27';
    expect(pageState(page({ publishOn: '2026-11-28' }), today)).toBe('scheduled');
    expect(pageState(page({ publishOn: '2026-11-27' }), today)).toBeUndefined();
    expect(pageState(page({}), today)).toBeUndefined();
    expect(pageState(page({ status: 'draft', publishOn: '2030-01-01' }), today)).toBe('draft');
    expect(pageState(page({ status: 'needsReview' }), today)).toBe('needsReview');
    expect(pageState(page({ status: 'private' }), today)).toBe('private');
  });

  it('takes only real calendar days', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2027-13-01')).toBe(false);
    expect(isDay('27-01-01')).toBe(false);
  });

  it('sorts by title or publish date (undated last), and Unsorted keeps the order', () => {
    const pages = [
      page({ title: 'Cart', publishOn: null }),
      page({ title: 'About', publishOn: '2027-01-02' }),
      page({ title: 'Blog', publishOn: '2026-12-01' }),
    ];
    const titles = (sort: Parameters<typeof sortPages>[1]) =>
      sortPages(pages, sort).map((p) => p.title);
    expect(titles('unsorted')).toEqual(['Cart', 'About', 'Blog']);
    expect(titles('title')).toEqual(['About', 'Blog', 'Cart']);
    expect(titles('publishOn')).toEqual(['Blog', 'About', 'Cart']);
  });
});
