/**
 * The runtime chunk: what every widget shares on a page, created once, lazily, by the loader
 * the first time it is needed (a hook on the page, a cart cookie, a public cart command).
 */
import {
  readExperiments,
  reportedExperiments,
  type ReportedExperiment,
} from '../analytics/experiments';
import { createApiClient, type ApiClient } from '../api/client';
import type { CommercePreferences } from '../api/commerce-preferences';
import type { ApiError } from '../api/errors';
import { hasCartSession } from '../api/cookies';
import type { StorefrontConfig } from '../config';
import type { ReportSetupProblem } from '../diagnostics/diagnostics';
import type { Emit } from '../events';
import { localTexts, shopMessages, type ShopMessages } from '../i18n/shop-messages';
import { createBroadcastCartChannel } from '../store/cart-channel';
import { cartChannelName } from '../store/cart-channel-name';
import { createCartStore, type CartStore } from '../store/cart-store';
import type { SessionStore } from '../store/session-state';
import { placeCartPillWhenFilled } from './cart-pill-container';
import { lazyAccount } from './lazy-account';

export interface Runtime {
  readonly config: StorefrontConfig;
  /**
   * The product page's texts with the site's overrides (of any key); a widget off the product
   * page reads the whole catalogue through `allMessages(runtime.messages)`.
   */
  readonly messages: ShopMessages;
  readonly api: ApiClient;
  readonly cart: CartStore;
  // The three below are always set by `createRuntime`; optional only so that the hand-made
  // runtimes of older widget tests still type-check.
  /** The site-user session (signed out / signing in / signed in). */
  readonly session?: SessionStore;
  /** The signed-in user's commerce preferences. */
  readonly preferences?: CommercePreferences;
  /** The page's ACTIVE experiments as name and variant, for analytics payloads. */
  readonly experiments?: () => ReportedExperiment[];
  readonly emit: Emit;
  /** Reports a setup mistake (logged once, listed by `Storefront.diagnose()`). */
  readonly report?: ReportSetupProblem;
}

/**
 * The API base check's handler (`diagnostics/api-base.ts`), loaded with its texts on the first
 * answer that is not the API's: a page whose API answers never loads it.
 */
function lazyApiBaseReport(apiBase: string, report: ReportSetupProblem) {
  let handler: Promise<(error: ApiError) => void> | undefined;
  return (error: ApiError): void => {
    handler ??= import('../diagnostics/api-base').then(({ reportApiBase }) =>
      reportApiBase(apiBase, report),
    );
    handler.then(
      (handle) => handle(error),
      () => (handler = undefined),
    );
  };
}

export function createRuntime(
  config: StorefrontConfig,
  emit: Emit,
  report?: ReportSetupProblem,
): Runtime {
  const api = createApiClient({
    apiBase: config.apiBase,
    timeoutMs: config.requestTimeoutMs,
    ...(report ? { onForeignAnswer: lazyApiBaseReport(config.apiBase, report) } : {}),
  });
  const channel = createBroadcastCartChannel(cartChannelName(config.websiteId));
  const cart = createCartStore({ api, emit, ...(channel ? { channel } : {}) });
  if (hasCartSession()) void cart.getState().load();
  const messages = localTexts(shopMessages, config.locale, config.messages);
  placeCartPillWhenFilled(config, cart, messages.cartRegion);

  // The session's state from the cookie; its commands and the preferences load on first use.
  const { session, preferences } = lazyAccount({
    api,
    websiteId: config.websiteId,
    emit,
    reloadCart: () => cart.getState().load(),
  });
  const experiments = () => reportedExperiments(readExperiments());
  return {
    config,
    messages,
    api,
    cart,
    session,
    preferences,
    experiments,
    emit,
    ...(report ? { report } : {}),
  };
}
