/** The analytics calls' contract, shared by the analytics layer and the mock server: paths, field lists, cookies, limits and texts of the documents (no zod, no DOM). */

/** The collection calls (templates/site-users document section 7, commerce document section 7). */
export const ANALYTICS_PATH = {
  recordHit: '/api/census/RecordHit',
  buttonClick: '/api/census/button-click',
  buttonRender: '/api/census/button-render',
  formRender: '/api/census/form-render',
  overlay: '/api/census/overlay',
  quickView: '/api/census/RecordQuickView/',
  recordEvent: '/api/events/RecordEvent',
  trackerEvents: '/api/v1/clanker/events',
  /** Validate mode: the schema name follows in the path. */
  trackerValidate: '/api/v1/clanker/validate-event-content/',
  javascriptErrors: '/api/events/RecordJavascriptErrors',
  performance: '/api/1/performance/records',
  recordingId: '/api/commerce/fullstory/getId',
} as const;

/** The census event payload (section 3); the viewport and screen sizes as four numbers. */
export const CENSUS_FIELDS = [
  'websiteId',
  'templateId',
  'website_locale',
  'userAgent',
  'clientDate',
  'viewportInnerHeight',
  'viewportInnerWidth',
  'screenHeight',
  'screenWidth',
  'url',
  'title',
  'itemId',
  'recordType',
  'collectionId',
  'visitorCookie',
  'localStorageSupported',
  'queryString',
  'referrer',
] as const;

/** The newer tracker's event content (section 3), in the document's order. */
export const TRACKER_FIELDS = [
  'analytics_id',
  'browser_language',
  'browser_window_height',
  'browser_window_width',
  'client_name',
  'client_version',
  'marketing_id',
  'page_host',
  'page_path',
  'page_query_params',
  'page_referrer_url',
  'session_id',
  'enduser_user_agent',
  'event_occurrence_timestamp',
  'browser_locale',
  'custom_schema_name',
  'source_environment',
  'context_website_id',
  'destination_url',
  'member_account_id',
  'object_identifier',
  'resolved_locale',
  'website_locale',
  'member_account_locale',
] as const;

/** The older tracker's data (section 3). */
export const OLDER_TRACKER_FIELDS = [
  'websiteId',
  'memberAccountId',
  'website_locale',
  'member_locale',
  'templateId',
  'variantId',
  'pageHash',
  'pagePath',
] as const;

/** Commerce analytics event fields (section 3), plus the session and visitor cookie ids. */
export const COMMERCE_FIELDS = [
  'website_id',
  'page_id',
  'cart_id',
  'item_id',
  'item_type',
  'item_title',
  'item_price',
  'currency_code',
  'item_quantity',
  'num_items_in_cart',
  'cart_value',
  'product_types_list',
  'purchase_type_list',
  'pdp_layout',
  'content_collection_id',
  'content_item_id',
  'viewer_access_status',
  'session_id',
  'visitor_id',
] as const;

/** The commerce events sent through the newer tracker, by the domain event they come from. */
export const COMMERCE_EVENT = {
  productView: 'commerce_product_view',
  addToCart: 'commerce_add_to_cart',
  cartView: 'commerce_cart_view',
  checkout: 'commerce_checkout_view',
  orderConfirmed: 'commerce_checkout_order_confirmed',
} as const;
export type CommerceEventName = (typeof COMMERCE_EVENT)[keyof typeof COMMERCE_EVENT];

/** The census page view (`RecordHit`'s event) and the older tracker's events. */
export const CENSUS_VIEW_EVENT = 'view';
export const OLDER_EVENT = { formSubmitted: 'form_submitted', newsletter: 'newsletter_subscribed' };

/** The browser pixel events (both documents, section 7). */
export const PIXEL_EVENTS = [
  'Add to cart',
  'Search',
  'Lead',
  'ViewContent',
  'Purchase',
  'CompleteRegistration',
] as const;
export type PixelEventName = (typeof PIXEL_EVENTS)[number];

/** The census cookies, all cleared under a restrictive cookie policy (section 9). */
export const ANALYTICS_COOKIE = {
  /** The analytics id (the newer tracker's `analytics_id`), 390 days. */
  analyticsId: 'ss_cid',
  /** Start of the previous visit (ms), 2 years. */
  previousVisit: 'ss_cpvisit',
  /** Start of the current visit (ms), 30 minutes after the last page. */
  currentVisit: 'ss_cvisit',
  /** The visitor record `id|first|previous|current|count`, 2 years. */
  visitorRecord: 'ss_cvr',
  /** Time of the visit's last page (ms), 30 minutes: a visit ends when it expires. */
  visitTime: 'ss_cvt',
} as const;

const DAY = 86_400;
/** Cookie lifetimes in seconds. */
export const ANALYTICS_COOKIE_MAX_AGE = {
  analyticsId: 390 * DAY,
  visitorRecord: 2 * 365 * DAY,
  previousVisit: 2 * 365 * DAY,
  visit: 30 * 60,
} as const;

/** Browser-storage key of the session flags (first landing, first session). */
export const SESSION_FLAGS_KEY = 'ss_session_flags';

/** Analytics timeout (section 9): a collection call still open after this is given up. */
export const ANALYTICS_TIMEOUT_MS = 2500;

/** The error reporter's limits. */
export const ERROR_REPORT_LIMITS = {
  perPage: 20,
  queue: 10,
  stackChars: 5000,
  debounceMs: 1000,
} as const;
export const JAVASCRIPT_ERROR_EVENT = 'javascript_error';

/** The performance collector: metrics wait capped at 60000 ms; sent this long after load. */
export const PERFORMANCE_MAX_WAIT_MS = 60_000;
export const PERFORMANCE_SEND_DELAY_MS = 10_000;

/** The user-timing mark the performance collector sets once it listens for the page hiding. */
export const PERFORMANCE_LISTENING_MARK = 'storefront:performance-listening';
export const PERFORMANCE_APP_NAME = 'storefront';

/**
 * Page types (commerce document, section 2) analytics never tracks: the not-found, lock-screen
 * and access-denied pages. The pages that show them print these.
 */
export const UNTRACKED_PAGE_TYPE = { notFound: 100, lockScreen: 103, accessDenied: 106 } as const;

/** The recording id the mock world answers; it skips recording. */
export const MOCK_RECORDING_ID = 'mock-recording-id';

/** The documents' texts (section 8). */
export const ANALYTICS_TEXT = {
  trackingStatus: (status: number) => `Error tracking event: HTTP Status ${status}`,
  analyticsIdNotStored: 'Unable to store analyticsId',
} as const;

/** Environments of the newer tracker and their hosts ('' is the page's own origin). */
export const TRACKER_HOSTS = {
  dev: '',
  qa: 'https://events.qa.storefront.test',
  staging: 'https://events.staging.storefront.test',
  prod: 'https://events.storefront.test',
} as const;
export type TrackerEnvironment = keyof typeof TRACKER_HOSTS;

/**
 * The environment of a page's host (internal environments by host suffix): local hosts are
 * dev, `*.qa.*` qa, `*.staging.*` staging, anything else prod.
 */
export function trackerEnvironment(host: string): TrackerEnvironment {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (name.includes('.qa.')) return 'qa';
  if (name.includes('.staging.')) return 'staging';
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(name);
  return local || /\.(localhost|test|dev)$/.test(name) ? 'dev' : 'prod';
}
