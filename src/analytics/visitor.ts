/** The visitor's census cookies (ss_cid, ss_cvr, ss_cvisit, ss_cpvisit, ss_cvt) kept per page view, and the session flags (first landing, first session) in browser storage. */
import {
  ANALYTICS_COOKIE,
  ANALYTICS_COOKIE_MAX_AGE,
  ANALYTICS_TEXT,
  SESSION_FLAGS_KEY,
} from '../api/analytics-contract';
import { readCookie } from '../api/cookies';
import { setCookie, type StorageHelper } from './storage';

/** The visitor-record cookie: an id and four numeric parts (first, previous and current visit start, visit count). */
export interface VisitorRecord {
  id: string;
  firstVisit: number;
  previousVisit: number;
  currentVisit: number;
  visitCount: number;
}

export const formatVisitorRecord = (r: VisitorRecord): string =>
  [r.id, r.firstVisit, r.previousVisit, r.currentVisit, r.visitCount].join('|');

/** Reads `id|first|previous|current|count`; anything else is no record. */
export function parseVisitorRecord(value: string | undefined): VisitorRecord | undefined {
  const parts = value?.split('|');
  if (parts?.length !== 5 || !/^[\w-]{1,64}$/.test(parts[0]!)) return undefined;
  const numbers = parts.slice(1).map(Number);
  if (!numbers.every((n) => Number.isSafeInteger(n) && n >= 0)) return undefined;
  const [firstVisit, previousVisit, currentVisit, visitCount] = numbers as [
    number,
    number,
    number,
    number,
  ];
  return { id: parts[0]!, firstVisit, previousVisit, currentVisit, visitCount };
}

export interface SessionFlags {
  /** This page is the first of the visit. */
  firstLanding: boolean;
  /** This visit is the visitor's first. */
  firstSession: boolean;
}

export interface Visitor {
  record: VisitorRecord;
  /** The analytics id (`ss_cid`), '' when it could not be stored. */
  analyticsId: string;
  /** One id per visit: the visitor id and the visit's number. */
  sessionId: string;
  flags: SessionFlags;
}

export const randomId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Counts a page view in the census cookies: a visit lasts while pages follow each other within
 * 30 minutes (`ss_cvt`); a new visit moves the current start to `ss_cpvisit` and counts one
 * more in `ss_cvr`. Stores the session flags through `storage` (storage unavailable: a warning
 * and false flags) and keeps the analytics id (`ss_cid`, 390 days).
 */
export function countPageView(storage: StorageHelper, now = Date.now()): Visitor {
  const old = parseVisitorRecord(readCookie(ANALYTICS_COOKIE.visitorRecord));
  const lastPage = Number(readCookie(ANALYTICS_COOKIE.visitTime));
  const sameVisit =
    old !== undefined &&
    Number.isFinite(lastPage) &&
    lastPage > 0 &&
    now - lastPage < ANALYTICS_COOKIE_MAX_AGE.visit * 1000;
  const record: VisitorRecord = !old
    ? { id: randomId(), firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 }
    : sameVisit
      ? old
      : {
          ...old,
          previousVisit: old.currentVisit,
          currentVisit: now,
          visitCount: old.visitCount + 1,
        };
  setCookie(
    ANALYTICS_COOKIE.visitorRecord,
    formatVisitorRecord(record),
    ANALYTICS_COOKIE_MAX_AGE.visitorRecord,
  );
  setCookie(ANALYTICS_COOKIE.visitTime, String(now), ANALYTICS_COOKIE_MAX_AGE.visit);
  setCookie(
    ANALYTICS_COOKIE.currentVisit,
    String(record.currentVisit),
    ANALYTICS_COOKIE_MAX_AGE.visit,
  );
  setCookie(
    ANALYTICS_COOKIE.previousVisit,
    String(record.previousVisit),
    ANALYTICS_COOKIE_MAX_AGE.previousVisit,
  );

  let analyticsId = readCookie(ANALYTICS_COOKIE.analyticsId) ?? '';
  if (!analyticsId) {
    analyticsId = randomId();
    setCookie(ANALYTICS_COOKIE.analyticsId, analyticsId, ANALYTICS_COOKIE_MAX_AGE.analyticsId);
    if (readCookie(ANALYTICS_COOKIE.analyticsId) !== analyticsId) {
      console.warn(ANALYTICS_TEXT.analyticsIdNotStored);
      analyticsId = '';
    }
  }

  return {
    record,
    analyticsId,
    sessionId: `${record.id}.${record.visitCount}`,
    flags: sessionFlags(storage, !sameVisit, record.visitCount === 1),
  };
}

/** Stores and returns the session flags; storage unavailable logs a warning and gives false flags. */
function sessionFlags(storage: StorageHelper, newVisit: boolean, first: boolean): SessionFlags {
  const none: SessionFlags = { firstLanding: false, firstSession: false };
  if (!storage.available) {
    console.warn('[storefront] browser storage is unavailable; session flags read as false.');
    return none;
  }
  const stored = storage.get<SessionFlags>(SESSION_FLAGS_KEY);
  const flags: SessionFlags = newVisit
    ? { firstLanding: true, firstSession: first }
    : { firstLanding: false, firstSession: stored?.firstSession ?? false };
  return storage.set(SESSION_FLAGS_KEY, flags, ANALYTICS_COOKIE_MAX_AGE.visit * 1000)
    ? flags
    : none;
}
