/**
 * The page picker (section 2 'Interface areas', 3): the site's pages with their states as labels
 * (Scheduled, Needs Review, Draft, Private), the sort control (Sort By, Unsorted), and for the
 * chosen page its status and publish day from a date picker (react-day-picker, its Previous Month
 * and Next Month buttons labelled from our catalogue). Rules: `src/editor/page-states.ts`.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { DayPicker } from 'react-day-picker';
import type { EditorPickersApi } from '../../api/editor-pickers';
import { isHttpError } from '../../api/errors';
import { editorMessages as t } from '../../editor/messages';
import {
  dayOf,
  PAGE_SORTS,
  PAGE_STATE_LABELS,
  PAGE_STATUSES,
  pageState,
  sortPages,
  type PageEntry,
  type PageSort,
  type PageStatus,
} from '../../editor/page-states';
import { consoleTexts } from '../../i18n/console-texts';

const SORT_LABELS: Record<PageSort, string> = {
  unsorted: t.unsorted,
  title: t.sortTitle,
  publishOn: t.sortPublishOn,
};
const STATUS_LABELS: Record<PageStatus, string> = {
  published: t.pagePublished,
  draft: PAGE_STATE_LABELS.draft,
  needsReview: PAGE_STATE_LABELS.needsReview,
  private: PAGE_STATE_LABELS.private,
};
/**
 * The date picker's labels: Previous Month and Next Month from our catalogue; each day named
 * with its visible number in it ('Tuesday, December 15, 2026'), which the library's own
 * ('December 15th') lacks for speech input.
 */
const DAY_PICKER_LABELS = {
  labelPrevious: () => t.previousMonth,
  labelNext: () => t.nextMonth,
  labelDayButton: (date: Date, modifiers: { selected?: boolean }) =>
    `${date.toLocaleDateString(document.documentElement.lang || undefined, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    })}${modifiers.selected ? `, ${t.selected}` : ''}`,
};

/** A `YYYY-MM-DD` day as a local date (noon, clear of daylight-saving edges). */
const dateOf = (day: string): Date => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};

export function PagePicker({
  api,
  today = dayOf(new Date()),
}: {
  api: EditorPickersApi;
  today?: string;
}) {
  const id = useId().replace(/:/g, '');
  const [pages, setPages] = useState<PageEntry[]>();
  const [sort, setSort] = useState<PageSort>('unsorted');
  const [chosen, setChosen] = useState<PageEntry>();
  const [status, setStatus] = useState<PageStatus>('published');
  const [publishOn, setPublishOn] = useState<string | null>(null);
  const [message, setMessage] = useState<string>();

  useEffect(() => {
    api.pages().then(
      (answer) => setPages(answer.pages),
      () => setMessage(t.unableToLoadResults),
    );
  }, [api]);

  const choose = (page: PageEntry) => {
    setChosen(page);
    setStatus(page.status);
    setPublishOn(page.publishOn);
    setMessage(undefined);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setMessage(undefined);
    try {
      const saved = await api.savePage(chosen.collectionId, { status, publishOn });
      setPages((list) => list?.map((p) => (p.collectionId === saved.collectionId ? saved : p)));
      setChosen(saved);
      setMessage(consoleTexts.saved);
    } catch (error) {
      setMessage(
        isHttpError(error) && error.body?.message ? error.body.message : t.somethingWentWrong,
      );
    }
  };

  return (
    <div className="sf-panel">
      <div className="sf-panel__field">
        <label htmlFor={`${id}-sort`}>{t.sortBy}</label>
        <select
          id={`${id}-sort`}
          value={sort}
          onChange={(event) => setSort(event.target.value as PageSort)}
        >
          {PAGE_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      {pages ? (
        <ul className="sf-pickers__pages" aria-label={t.pages}>
          {sortPages(pages, sort).map((page) => {
            const state = pageState(page, today);
            return (
              <li key={page.collectionId}>
                <button
                  type="button"
                  className="sf-pickers__page"
                  aria-pressed={chosen?.collectionId === page.collectionId}
                  onClick={() => choose(page)}
                >
                  <span>{page.title}</span>
                  {state ? (
                    <span className="sf-pickers__state">{PAGE_STATE_LABELS[state]}</span>
                  ) : null}
                  {page.publishOn ? (
                    <span className="sf-pickers__day">{page.publishOn}</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {chosen ? (
        <form className="sf-panel" onSubmit={(event) => void save(event)} aria-label={chosen.title}>
          <h3>{chosen.title}</h3>
          <div className="sf-panel__field">
            <label htmlFor={`${id}-status`}>{t.pageStatus}</label>
            <select
              id={`${id}-status`}
              value={status}
              onChange={(event) => setStatus(event.target.value as PageStatus)}
            >
              {PAGE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend>
              {t.publishOn}: {publishOn ?? t.noPublishDate}
            </legend>
            <DayPicker
              mode="single"
              selected={publishOn ? dateOf(publishOn) : undefined}
              {...(publishOn ? { defaultMonth: dateOf(publishOn) } : {})}
              onSelect={(date) => setPublishOn(date ? dayOf(date) : null)}
              labels={DAY_PICKER_LABELS}
            />
            <button type="button" className="sf-button" onClick={() => setPublishOn(null)}>
              {t.clearDate}
            </button>
          </fieldset>
          <div>
            <button type="submit" className="sf-button">
              {consoleTexts.save}
            </button>
          </div>
        </form>
      ) : null}
      <p role="status">{message}</p>
    </div>
  );
}
