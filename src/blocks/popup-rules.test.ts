/** The promo popup's settings, memory and show rule. */
import { describe, expect, it } from 'vitest';
import {
  POPUP_STORAGE_KEYS,
  readPopupMemory,
  readPopupSettings,
  shouldShowPopup,
} from './popup-rules';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 24);
const settings = readPopupSettings({ version: '3', hideForDays: 2 });

describe('readPopupSettings', () => {
  it('defaults and clamps, never throws', () => {
    expect(readPopupSettings(null)).toEqual({ version: '1', showAfterSeconds: 0, hideForDays: 7 });
    expect(readPopupSettings({ version: 4, showAfterSeconds: -3, hideForDays: 9000 })).toEqual({
      version: '4',
      showAfterSeconds: 0,
      hideForDays: 365,
    });
  });
});

describe('readPopupMemory', () => {
  it('reads the documents’ keys date-closed, version and submitted', () => {
    const store: Record<string, string> = {
      'date-closed': String(now),
      version: '3',
      submitted: 'true',
    };
    expect(Object.values(POPUP_STORAGE_KEYS).sort()).toEqual([
      'date-closed',
      'submitted',
      'version',
    ]);
    expect(readPopupMemory((key) => store[key] ?? null)).toEqual({
      dateClosed: now,
      version: '3',
      submitted: true,
    });
  });
  it('reads broken values as nothing', () => {
    expect(readPopupMemory((key) => (key === 'date-closed' ? 'yesterday' : null))).toEqual({
      dateClosed: null,
      version: null,
      submitted: false,
    });
  });
});

describe('shouldShowPopup', () => {
  it('shows to a visitor with no memory of it', () => {
    expect(
      shouldShowPopup(
        settings,
        readPopupMemory(() => null),
        now,
      ),
    ).toBe(true);
  });
  it('stays away for hideForDays after a close, then shows again', () => {
    const memory = { dateClosed: now - DAY, version: '3', submitted: false };
    expect(shouldShowPopup(settings, memory, now)).toBe(false);
    expect(shouldShowPopup(settings, memory, now + DAY)).toBe(true);
  });
  it('never shows again once submitted, unless the version changes', () => {
    const memory = { dateClosed: null, version: '3', submitted: true };
    expect(shouldShowPopup(settings, memory, now + 400 * DAY)).toBe(false);
    expect(shouldShowPopup({ ...settings, version: '4' }, memory, now)).toBe(true);
  });
});
