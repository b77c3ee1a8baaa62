/** The documents' analytics payloads, built by pure functions from a snapshot of the page (census, newer tracker, older tracker, commerce events). */
import {
  type CENSUS_FIELDS,
  type COMMERCE_FIELDS,
  type OLDER_TRACKER_FIELDS,
  type TRACKER_FIELDS,
  type TrackerEnvironment,
} from '../api/analytics-contract';
import type { ShoppingCart } from '../api/schemas';
import { minorToDecimal } from '../commerce/decimal';
import { productTypeTrackingName } from '../commerce/product-type';
import type { ReportedExperiment } from './experiments';
import type { PageContext } from './page-context';

type Value = string | number | boolean | string[] | null;
export type CensusPayload = Record<(typeof CENSUS_FIELDS)[number], Value>;
export type TrackerContent = Record<(typeof TRACKER_FIELDS)[number], Value>;
export type OlderPayload = Record<(typeof OLDER_TRACKER_FIELDS)[number], Value>;
export type CommercePayload = Record<(typeof COMMERCE_FIELDS)[number], Value>;

/** What the payloads read of the browser, taken once per event (see `snapshot` in index.ts). */
export interface PageSnapshot {
  /** The page's full URL. */
  url: string;
  title: string;
  referrer: string;
  userAgent: string;
  /** `navigator.language`. */
  language: string;
  /** `Intl`'s resolved locale of the browser. */
  browserLocale: string;
  viewport: { width: number; height: number };
  screen: { width: number; height: number };
  localStorageSupported: boolean;
  /** Epoch ms. */
  now: number;
  /** The page's `<html lang>`. */
  websiteLocale: string;
}

/** What every payload says of the site and the visitor. */
export interface Site {
  websiteId: string;
  /** The bundle's configured locale. */
  locale: string;
  currency: string;
  version: string;
  environment: TrackerEnvironment;
}

export interface VisitorIds {
  /** The visitor record's id (`ss_cvr`). */
  visitorId: string;
  sessionId: string;
  /** `ss_cid`; '' when it could not be stored. */
  analyticsId: string;
}

const urlOf = (snapshot: PageSnapshot) => new URL(snapshot.url);

/** The census event payload of `RecordHit` (section 3). */
export function censusPayload(
  snapshot: PageSnapshot,
  context: PageContext,
  site: Site,
  visitor: VisitorIds,
): CensusPayload {
  const url = urlOf(snapshot);
  return {
    websiteId: site.websiteId || context.websiteId,
    templateId: context.templateId,
    website_locale: snapshot.websiteLocale,
    userAgent: snapshot.userAgent,
    clientDate: new Date(snapshot.now).toISOString(),
    viewportInnerHeight: snapshot.viewport.height,
    viewportInnerWidth: snapshot.viewport.width,
    screenHeight: snapshot.screen.height,
    screenWidth: snapshot.screen.width,
    url: url.pathname,
    title: snapshot.title,
    itemId: context.itemId,
    recordType: context.recordType ?? null,
    collectionId: context.collectionId,
    visitorCookie: visitor.visitorId,
    localStorageSupported: snapshot.localStorageSupported,
    queryString: url.search.replace(/^\?/, ''),
    referrer: snapshot.referrer,
  };
}

/** The newer tracker's event content (section 3) for the event `schemaName`. */
export function trackerContent(
  snapshot: PageSnapshot,
  context: PageContext,
  site: Site,
  visitor: VisitorIds,
  schemaName: string,
  target: { destinationUrl?: string; objectIdentifier?: string } = {},
): TrackerContent {
  const url = urlOf(snapshot);
  return {
    analytics_id: visitor.analyticsId,
    browser_language: snapshot.language,
    browser_window_height: snapshot.viewport.height,
    browser_window_width: snapshot.viewport.width,
    client_name: 'storefront',
    client_version: site.version,
    marketing_id: url.searchParams.get('utm_campaign') ?? '',
    page_host: url.host,
    page_path: url.pathname,
    page_query_params: url.search.replace(/^\?/, ''),
    page_referrer_url: snapshot.referrer,
    session_id: visitor.sessionId,
    enduser_user_agent: snapshot.userAgent,
    event_occurrence_timestamp: snapshot.now,
    browser_locale: snapshot.browserLocale,
    custom_schema_name: schemaName,
    source_environment: site.environment,
    context_website_id: site.websiteId || context.websiteId,
    destination_url: target.destinationUrl ?? '',
    member_account_id: null,
    object_identifier: target.objectIdentifier ?? context.itemId,
    resolved_locale: site.locale,
    website_locale: snapshot.websiteLocale,
    member_account_locale: null,
  };
}

/** The older tracker's data (section 3); the variant is the first ACTIVE experiment's. */
export function olderPayload(
  snapshot: PageSnapshot,
  context: PageContext,
  site: Site,
  experiments: readonly ReportedExperiment[],
): OlderPayload {
  const url = urlOf(snapshot);
  return {
    websiteId: site.websiteId || context.websiteId,
    memberAccountId: null,
    website_locale: snapshot.websiteLocale,
    member_locale: null,
    templateId: context.templateId,
    variantId: experiments[0]?.variant ?? '',
    pageHash: url.hash.replace(/^#/, ''),
    pagePath: url.pathname,
  };
}

/** What the commerce events read of a cart. */
export interface CartSummary {
  id: string;
  count: number;
  /** Decimal text in major units. */
  value: string;
  productTypes: string[];
  purchaseTypes: string[];
}

export function summarizeCart(cart: ShoppingCart, currency: string): CartSummary {
  return {
    id: cart.id ?? '',
    count: cart.totalQuantity,
    value: minorToDecimal(cart.subtotalCents, currency),
    productTypes: [
      ...new Set(
        cart.entries.map((e) =>
          e.productType === undefined ? 'UNKNOWN' : productTypeTrackingName(e.productType),
        ),
      ),
    ],
    purchaseTypes: [...new Set(cart.entries.map(() => 'ONE_TIME'))],
  };
}

/** The item of a commerce event. */
export interface CommerceItem {
  id: string;
  productType: number | undefined;
  title: string;
  /** Decimal text in major units. */
  price: string;
  quantity: number;
}

/** A commerce analytics event's fields (section 3), with the session and visitor cookie ids. */
export function commercePayload(
  context: PageContext,
  site: Site,
  visitor: VisitorIds,
  pageId: string,
  cart: CartSummary | undefined,
  item: CommerceItem | undefined,
): CommercePayload {
  return {
    website_id: site.websiteId || context.websiteId,
    page_id: pageId,
    cart_id: cart?.id ?? '',
    item_id: item?.id ?? null,
    item_type: item?.productType === undefined ? null : productTypeTrackingName(item.productType),
    item_title: item?.title ?? null,
    item_price: item?.price ?? null,
    currency_code: site.currency,
    item_quantity: item?.quantity ?? null,
    num_items_in_cart: cart?.count ?? 0,
    cart_value: cart?.value ?? '0',
    product_types_list: cart?.productTypes ?? [],
    purchase_type_list: cart?.purchaseTypes ?? [],
    pdp_layout: context.pdpLayout || null,
    content_collection_id: context.collectionId || null,
    content_item_id: context.itemId || null,
    viewer_access_status: context.viewerAccessStatus || null,
    session_id: visitor.sessionId,
    visitor_id: visitor.visitorId,
  };
}
