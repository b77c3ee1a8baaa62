/**
 * The promo popup overlay's rules (its page type is `./popup-page-type`): its settings with
 * their defaults, what the browser remembers under the documents' local storage keys
 * (date-closed, version, submitted), and whether the popup shows. Pure: the popup widget and the form block (which submits the
 * popup's newsletter with the PROMO_POPUP_SUBMISSION captcha action) share it.
 */

/** The popup overlay element: a `<dialog>` the platform renders with its settings as JSON. */
export const POPUP_SELECTOR = 'dialog.sqs-popup-overlay[data-popup-json]';
/** The local storage keys the document names. */
export const POPUP_STORAGE_KEYS = {
  dateClosed: 'date-closed',
  version: 'version',
  submitted: 'submitted',
} as const;

const DAY_MS = 86_400_000;

/** A popup's settings. The defaults are ours: the documents name none. */
export interface PopupSettings {
  /** A new version shows the popup again to visitors who closed or submitted an older one. */
  readonly version: string;
  /** Seconds after load before it shows. @default 0 (0-600) */
  readonly showAfterSeconds: number;
  /** Days a closed popup stays away. @default 7 (0-365) */
  readonly hideForDays: number;
}

export const POPUP_DEFAULTS: PopupSettings = { version: '1', showAfterSeconds: 0, hideForDays: 7 };

const clamp = (value: unknown, min: number, max: number, fallback: number): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

/** Reads raw settings (the overlay's JSON): defaulted and clamped, never thrown. */
export function readPopupSettings(raw: unknown): PopupSettings {
  const o = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const version = o.version;
  return {
    version:
      typeof version === 'string' || typeof version === 'number'
        ? String(version)
        : POPUP_DEFAULTS.version,
    showAfterSeconds: clamp(o.showAfterSeconds, 0, 600, POPUP_DEFAULTS.showAfterSeconds),
    hideForDays: clamp(o.hideForDays, 0, 365, POPUP_DEFAULTS.hideForDays),
  };
}

/** What the browser remembers of the popup. */
export interface PopupMemory {
  /** When the visitor last closed it (ms since the epoch), or null. */
  readonly dateClosed: number | null;
  /** The version the memory is about, or null. */
  readonly version: string | null;
  readonly submitted: boolean;
}

/** Reads the memory from a storage-like getter (unknown or broken values read as nothing). */
export function readPopupMemory(get: (key: string) => string | null): PopupMemory {
  const closed = Number(get(POPUP_STORAGE_KEYS.dateClosed) ?? NaN);
  return {
    dateClosed: Number.isFinite(closed) ? closed : null,
    version: get(POPUP_STORAGE_KEYS.version),
    submitted: get(POPUP_STORAGE_KEYS.submitted) === 'true',
  };
}

/**
 * Whether the popup shows: always for a version the visitor has not seen; never once they
 * submitted its form; not within `hideForDays` of closing it.
 */
export function shouldShowPopup(
  settings: PopupSettings,
  memory: PopupMemory,
  now: number,
): boolean {
  if (memory.version !== settings.version) return true;
  if (memory.submitted) return false;
  return memory.dateClosed === null || now - memory.dateClosed >= settings.hideForDays * DAY_MS;
}
