/** The types of `window.Storefront`, the bundle's public API for site owners' code. */
import type { ReportedExperiment } from './analytics/experiments';
import type { PreferenceValues } from './api/commerce-preferences';
import type { AddEntryResponse, ShoppingCart } from './api/schemas';
import type { SetupProblem } from './diagnostics/diagnostics';
import type { SessionState } from './store/session-state';
import type { StorefrontConfig, StorefrontConfigInput } from './config';
import type { StorefrontEventMap, StorefrontEventName } from './events';

/** What `Storefront.cart.add` takes. */
export interface AddToCartInput {
  itemId: string;
  /** The variant's SKU; null or omitted for a product with a single variant. */
  sku?: string | null;
  /** @default 1 */
  quantity?: number;
  /** The extra-fields form values as JSON text. */
  additionalFields?: string | null;
}

/** `window.Storefront`: the bundle's public API for site owners' own code. */
export interface StorefrontApi {
  /** The bundle's version, e.g. '0.1.0'. */
  readonly version: string;
  /** Resolves once the hooks present at start are mounted and the cart (if any) has loaded. */
  readonly ready: Promise<void>;
  readonly config: Readonly<StorefrontConfig>;
  readonly cart: {
    /** Adds an entry; rejects with a typed `ApiError` and leaves the cart as it was on failure. */
    add(input: AddToCartInput): Promise<AddEntryResponse>;
    /** The current cart, loading it first if it is not known yet. */
    get(): Promise<ShoppingCart | null>;
    /** Reloads the cart from the server. */
    refresh(): Promise<ShoppingCart | null>;
  };
  readonly account: {
    /** The site-user session as the `SiteUserInfo` cookie says. */
    state(): Promise<Pick<SessionState, 'status' | 'siteUserId'>>;
    /** The signed-in user's commerce preferences of one namespace (without `websiteId`). */
    getPreferences(namespace: string): Promise<PreferenceValues>;
    /** Writes only when a value differs from the cached copy; rejects with the call's error. */
    savePreferences(namespace: string, values: PreferenceValues): Promise<PreferenceValues>;
    /** The page's ACTIVE experiments, as analytics payloads carry them. */
    experiments(): Promise<ReportedExperiment[]>;
  };
  /** Subscribes to an event; returns the unsubscribe function. */
  on<K extends StorefrontEventName>(
    name: K,
    handler: (detail: StorefrontEventMap[K]) => void,
  ): () => void;
  off<K extends StorefrontEventName>(
    name: K,
    handler: (detail: StorefrontEventMap[K]) => void,
  ): void;
  /**
   * The visitor's analytics consent: `false` (a restrictive cookie policy) clears the census
   * cookies and records nothing more; `true` starts analytics. Overrides config `analytics`.
   */
  consent(granted: boolean): void;
  /** Mounts hooks under `root` now (the loader also watches the page for added hooks). */
  scan(root?: ParentNode): Promise<void>;
  /**
   * Every setup mistake found on this page once it is ready (hooks missing their attributes,
   * unknown product ids, option names, script tag options, an API base that is not the API);
   * each was also logged once as a `[storefront]` console warning.
   */
  diagnose(): Promise<SetupProblem[]>;
}

declare global {
  interface Window {
    Storefront?: StorefrontApi;
    StorefrontConfig?: StorefrontConfigInput;
  }
}
