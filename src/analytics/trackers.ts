/** The collection calls: the census tracker, the newer event tracker (host per environment, validate mode, status rule), the older tracker and the pixel forwarding; all through the fire-and-forget transport. */
import {
  ANALYTICS_PATH,
  ANALYTICS_TEXT,
  TRACKER_HOSTS,
  type PixelEventName,
  type TrackerEnvironment,
} from '../api/analytics-contract';
import { COOKIE, readCookie } from '../api/cookies';
import { send, type SendResult } from './transport';

/** How the newer tracker reports: 'silent' (default) says nothing, 'debug' warns on failures, 'validate' also checks each event's content. */
export type TrackerMode = 'silent' | 'debug' | 'validate';

export interface Trackers {
  recordHit(event: string, data: object, visitorRecord: string): Promise<SendResult>;
  census(
    call: 'buttonClick' | 'buttonRender' | 'formRender' | 'overlay',
    data: object,
  ): Promise<SendResult>;
  quickView(itemId: string): Promise<SendResult>;
  /** Rejects 'Error tracking event: HTTP Status {status}' when a fetch answers other than 200/202. */
  track(schemaName: string, content: object): Promise<void>;
  recordEvent(event: string, data: object): Promise<SendResult>;
}

export function createTrackers(
  apiBase: string,
  environment: TrackerEnvironment,
  mode: TrackerMode = 'silent',
): Trackers {
  const url = (path: string, host = '') =>
    host ? host + path : new URL(path.slice(1), apiBase).href;
  const json = (data: object) => JSON.stringify(data);
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  const track = async (schemaName: string, content: object): Promise<void> => {
    const eventContent = json(content);
    if (mode === 'validate') {
      void send(
        url(ANALYTICS_PATH.trackerValidate + encodeURIComponent(schemaName), TRACKER_HOSTS.dev),
        eventContent,
        { beacon: false },
      );
    }
    const status = await send(
      url(ANALYTICS_PATH.trackerEvents, TRACKER_HOSTS[environment]),
      json({ eventContent, eventSchemaName: schemaName }),
    );
    if (typeof status === 'number' && status !== 200 && status !== 202) {
      const error = new Error(ANALYTICS_TEXT.trackingStatus(status));
      if (mode !== 'silent') console.warn(error.message);
      throw error;
    }
  };

  return {
    recordHit: (event, data, visitorRecord) =>
      send(url(ANALYTICS_PATH.recordHit), form({ event, data: json(data), ss_cvr: visitorRecord })),
    census: (call, data) => send(url(ANALYTICS_PATH[call]), json(data)),
    quickView: (itemId) =>
      send(url(ANALYTICS_PATH.quickView + encodeURIComponent(itemId)), json({})),
    track,
    recordEvent: (event, data) =>
      send(
        url(ANALYTICS_PATH.recordEvent),
        form({ crumb: readCookie(COOKIE.crumb) ?? '', event, data: json(data) }),
      ),
  };
}

/** A pixel event as delivered: every one with a value and a currency. */
export interface PixelEvent {
  event: PixelEventName;
  value: number;
  currency: string;
  [key: string]: unknown;
}

type Fbq = (command: 'track', name: string, data: object) => void;
type Gtag = (command: 'event', name: string, data: object) => void;

/** The six events by the names Meta's and Google's pixels use. */
const PIXEL_NAMES: Record<PixelEventName, [fbq: string, gtag: string]> = {
  'Add to cart': ['AddToCart', 'add_to_cart'],
  Search: ['Search', 'search'],
  Lead: ['Lead', 'generate_lead'],
  ViewContent: ['ViewContent', 'view_item'],
  Purchase: ['Purchase', 'purchase'],
  CompleteRegistration: ['CompleteRegistration', 'sign_up'],
};

/** Delivers a pixel event to the site owner's `fbq` and `gtag`, when the page has them; their failures are theirs. */
export function deliverPixel(
  pixel: PixelEvent,
  target: Record<string, unknown> = window as unknown as Record<string, unknown>,
): void {
  const names = PIXEL_NAMES[pixel.event];
  if (!names) return;
  const data: Record<string, unknown> = { ...pixel };
  delete data.event;
  try {
    if (typeof target.fbq === 'function') (target.fbq as Fbq)('track', names[0], data);
  } catch {
    // the pixel's own failure
  }
  try {
    if (typeof target.gtag === 'function') (target.gtag as Gtag)('event', names[1], data);
  } catch {
    // the pixel's own failure
  }
}
