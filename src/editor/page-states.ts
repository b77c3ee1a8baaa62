/**
 * Pages as the page picker lists them: their states as labels (the documents' Scheduled, Needs
 * Review, Draft, Private), the publish date the date picker sets, and the sort control (Sort By,
 * Unsorted). Pure: the pickers panel and the mock server use it.
 */

/** A page's status as an owner sets it; `published` pages dated later read as Scheduled. */
export const PAGE_STATUSES = ['published', 'draft', 'needsReview', 'private'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** The documents' page states. */
export const PAGE_STATE_LABELS = {
  scheduled: 'Scheduled',
  needsReview: 'Needs Review',
  draft: 'Draft',
  private: 'Private',
} as const;
export type PageState = keyof typeof PAGE_STATE_LABELS;

/** A publish date: a calendar day, `YYYY-MM-DD`. */
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export interface PageEntry {
  collectionId: string;
  title: string;
  status: PageStatus;
  /** The day it goes live; null: as soon as it is published. */
  publishOn: string | null;
}

/** True for a real calendar day in `YYYY-MM-DD` (no 31 February). */
export function isDay(day: string): boolean {
  if (!DAY_PATTERN.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return date.toISOString().slice(0, 10) === day;
}

/** The day of `date` in the owner's calendar (local time), `YYYY-MM-DD`. */
export const dayOf = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The page's state, or none for a page that is live: published dated later is Scheduled. */
export function pageState(page: Pick<PageEntry, 'status' | 'publishOn'>, today: string) {
  if (page.status !== 'published') return page.status;
  return page.publishOn !== null && page.publishOn > today ? 'scheduled' : undefined;
}

/** The sort control's choices: Unsorted keeps the site's order. */
export const PAGE_SORTS = ['unsorted', 'title', 'publishOn'] as const;
export type PageSort = (typeof PAGE_SORTS)[number];

/** The pages in the order of `sort`; a page without a date sorts after the dated ones. */
export function sortPages<T extends Pick<PageEntry, 'title' | 'publishOn'>>(
  pages: readonly T[],
  sort: PageSort,
): T[] {
  const list = [...pages];
  if (sort === 'title') return list.sort((a, b) => a.title.localeCompare(b.title));
  if (sort === 'publishOn') {
    return list.sort((a, b) =>
      a.publishOn === b.publishOn
        ? 0
        : a.publishOn === null
          ? 1
          : b.publishOn === null
            ? -1
            : a.publishOn < b.publishOn
              ? -1
              : 1,
    );
  }
  return list;
}
