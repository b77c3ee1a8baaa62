/** The storage helper (JSON with expiry, localStorage then cookies), the census cookies' shapes and lifetimes, the session flags, and the consent switch of the boot. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_COOKIE, SESSION_FLAGS_KEY } from '../api/analytics-contract';
import { readCookie } from '../api/cookies';
import { readConfig } from '../config';
import { createEmitter } from '../loader/emitter';
import { startAnalytics, type AnalyticsModule } from './boot';
import { createStorage } from './storage';
import { countPageView, parseVisitorRecord } from './visitor';

const NAMES = Object.values(ANALYTICS_COOKIE);
const clearAll = () => {
  for (const name of [...NAMES, SESSION_FLAGS_KEY, 'other'])
    document.cookie = `${name}=;path=/;max-age=0`;
  localStorage.clear();
};

beforeEach(clearAll);
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the storage helper', () => {
  it('keeps a JSON value until its expiry', () => {
    let now = 1000;
    const storage = createStorage(() => now);
    expect(storage.set('k', { a: [1, '<b>'] }, 500)).toBe(true);
    expect(storage.get('k')).toEqual({ a: [1, '<b>'] });
    now = 1500;
    expect(storage.get('k')).toBeUndefined();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('falls back to a cookie when localStorage is unavailable', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const storage = createStorage();
    expect(storage.available).toBe(true);
    expect(storage.set('fallback', { on: true }, 60_000)).toBe(true);
    expect(readCookie('fallback')).toContain('"on":true');
    expect(storage.get('fallback')).toEqual({ on: true });
    storage.remove('fallback');
    expect(storage.get('fallback')).toBeUndefined();
  });
});

describe('the census cookies', () => {
  it('start a visitor record of an id and four numbers, with the documents’ lifetimes', () => {
    const writes: string[] = [];
    const set = vi.spyOn(document, 'cookie', 'set');
    set.mockImplementation(function (this: Document, value: string) {
      writes.push(value);
      set.mockRestore();
      document.cookie = value;
      vi.spyOn(document, 'cookie', 'set').mockImplementation(function (v: string) {
        writes.push(v);
      });
    });
    countPageView(createStorage(), 5000);
    const maxAge = (name: string) =>
      Number(writes.find((w) => w.startsWith(`${name}=`))?.match(/max-age=(\d+)/)?.[1]);
    expect(maxAge(ANALYTICS_COOKIE.analyticsId)).toBe(390 * 86_400);
    expect(maxAge(ANALYTICS_COOKIE.visitorRecord)).toBe(2 * 365 * 86_400);
    expect(maxAge(ANALYTICS_COOKIE.visitTime)).toBe(30 * 60);
    expect(maxAge(ANALYTICS_COOKIE.currentVisit)).toBe(30 * 60);
    expect(maxAge(ANALYTICS_COOKIE.previousVisit)).toBe(2 * 365 * 86_400);
  });

  it('count one visit while pages follow within 30 minutes, and a new one after', () => {
    const first = countPageView(createStorage(), 1_000_000);
    expect(readCookie(ANALYTICS_COOKIE.visitorRecord)).toMatch(
      /^[\w-]+\|1000000\|1000000\|1000000\|1$/,
    );
    expect(first.flags).toEqual({ firstLanding: true, firstSession: true });
    const second = countPageView(createStorage(), 1_000_000 + 29 * 60_000);
    expect(second.record.visitCount).toBe(1);
    expect(second.flags).toEqual({ firstLanding: false, firstSession: true });
    const later = 1_000_000 + 29 * 60_000 + 31 * 60_000;
    const third = countPageView(createStorage(), later);
    expect(parseVisitorRecord(readCookie(ANALYTICS_COOKIE.visitorRecord))).toEqual({
      id: first.record.id,
      firstVisit: 1_000_000,
      previousVisit: 1_000_000,
      currentVisit: later,
      visitCount: 2,
    });
    expect(third.flags).toEqual({ firstLanding: true, firstSession: false });
    expect(third.sessionId).toBe(`${first.record.id}.2`);
    expect(readCookie(ANALYTICS_COOKIE.analyticsId)).toBe(first.analyticsId);
  });

  it("says 'Unable to store analyticsId' when the cookie does not stick, and storage trouble gives false flags", () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    const visitor = countPageView(createStorage(), 1);
    expect(warn).toHaveBeenCalledWith('Unable to store analyticsId');
    expect(visitor.analyticsId).toBe('');
    expect(visitor.flags).toEqual({ firstLanding: false, firstSession: false });
  });
});

describe('the consent switch', () => {
  const config = (analytics: boolean) => readConfig(null, { analytics });

  it('refused in config: the census cookies are cleared and the chunk never loads', async () => {
    vi.useFakeTimers();
    for (const name of NAMES) document.cookie = `${name}=1;path=/`;
    document.cookie = 'other=kept;path=/';
    localStorage.setItem(SESSION_FLAGS_KEY, '{}');
    const load = vi.fn();
    startAnalytics(config(false), '1', createEmitter(), load, '', Promise.resolve());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).not.toHaveBeenCalled();
    for (const name of NAMES) expect(readCookie(name)).toBeUndefined();
    expect(readCookie('other')).toBe('kept');
    expect(localStorage.getItem(SESSION_FLAGS_KEY)).toBeNull();
  });

  it('given: the chunk loads after idle with the events before it; withdrawn: it stops and the cookies go', async () => {
    vi.useFakeTimers();
    const stop = vi.fn();
    const start = vi.fn<AnalyticsModule['start']>(() => ({ stop }));
    const load = vi.fn(() => Promise.resolve({ start }));
    const emitter = createEmitter();
    const consent = startAnalytics(
      config(true),
      '1',
      emitter,
      load,
      'http://localhost/sf/',
      Promise.resolve(),
    );
    emitter.emit('quick-view', { itemId: 'a' });
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6000);
    expect(start).toHaveBeenCalledOnce();
    expect(start.mock.calls[0]![0].buffered).toEqual([['quick-view', { itemId: 'a' }]]);
    document.cookie = `${ANALYTICS_COOKIE.visitorRecord}=x|1|1|1|1;path=/`;
    consent(false);
    expect(stop).toHaveBeenCalledOnce();
    expect(readCookie(ANALYTICS_COOKIE.visitorRecord)).toBeUndefined();
    emitter.emit('quick-view', { itemId: 'b' });
    consent(true);
    await vi.advanceTimersByTimeAsync(10);
    expect(start).toHaveBeenCalledTimes(2);
    expect(start.mock.calls[1]![0].buffered).toEqual([]);
  });

  it('given again and again before idle: the chunk starts once, with every event', async () => {
    vi.useFakeTimers();
    const start = vi.fn<AnalyticsModule['start']>(() => ({ stop: () => undefined }));
    const emitter = createEmitter();
    const load = () => Promise.resolve({ start });
    const consent = startAnalytics(config(true), '1', emitter, load, '', Promise.resolve());
    emitter.emit('quick-view', { itemId: 'a' });
    consent(true);
    consent(true);
    emitter.emit('quick-view', { itemId: 'b' });
    await vi.advanceTimersByTimeAsync(6000);
    consent(true);
    await vi.advanceTimersByTimeAsync(10);
    expect(start).toHaveBeenCalledOnce();
    expect(start.mock.calls[0]![0].buffered.map(([, detail]) => detail)).toEqual([
      { itemId: 'a' },
      { itemId: 'b' },
    ]);
  });
});
