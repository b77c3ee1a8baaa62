/** The analytics chunk, loaded after idle by the loader's boot: turns the widgets' domain events into the documents' payloads and sends them; the error reporter, the performance collector and the recording decision start here. */
import {
  CENSUS_VIEW_EVENT,
  COMMERCE_EVENT,
  OLDER_EVENT,
  trackerEnvironment,
  type CommerceEventName,
} from '../api/analytics-contract';
import { COOKIE, parseSiteUserInfo, readCookie } from '../api/cookies';
import type { ShoppingCart } from '../api/schemas';
import { POPUP_OVERLAY_PAGE_TYPE } from '../blocks/popup-page-type';
import { minorToDecimal } from '../commerce/decimal';
import { STORE_ITEM_RECORD_TYPE } from '../commerce/product-type';
import type { StorefrontConfig } from '../config';
import type { StorefrontEventMap } from '../events';
import {
  DOMAIN_EVENTS,
  type AnalyticsEmitter,
  type BufferedEvent,
  type DomainEventName,
} from './domain-events';
import { createErrorReporter, type ErrorReporter } from './error-reporter';
import { readExperiments, reportedExperiments } from './experiments';
import { readPageContext } from './page-context';
import {
  censusPayload,
  commercePayload,
  olderPayload,
  summarizeCart,
  trackerContent,
  type CartSummary,
  type CommerceItem,
  type PageSnapshot,
  type Site,
  type VisitorIds,
} from './payloads';
import { startPerformanceCollector, type Collector } from './performance';
import { decideRecording, RECORDING_EXPERIMENT, RECORDING_FEATURE } from './session-recording';
import { skipTracking } from './skip-tracking';
import { createStorage } from './storage';
import { createTrackers, deliverPixel, type PixelEvent } from './trackers';
import { countPageView, formatVisitorRecord } from './visitor';

export interface StartOptions {
  config: StorefrontConfig;
  version: string;
  emitter: AnalyticsEmitter;
  /** Domain events and window errors that came before this chunk. */
  buffered: BufferedEvent[];
  errors: Event[];
  /** The loader's folder URL: errors from files under it are ours. */
  bundleBase: string;
}

export interface AnalyticsHandle {
  /** Stops everything (consent withdrawn). */
  stop(): void;
}

const CART_PAGE_TYPES = [200, 205];
const CHECKOUT_PAGE_TYPE = 201;
const BUTTON_SELECTOR = '.sqs-block-button-element, [data-storefront-button]';

/** The browser's resolved locale and time zone: one `Intl` instance per page, not per event. */
let resolved: Intl.ResolvedDateTimeFormatOptions | undefined;
const browserOptions = () => (resolved ??= Intl.DateTimeFormat().resolvedOptions());

function snapshot(): PageSnapshot {
  let localStorageSupported = false;
  try {
    localStorageSupported = typeof window.localStorage !== 'undefined';
  } catch {
    // blocked
  }
  return {
    url: location.href,
    title: document.title,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    language: navigator.language,
    browserLocale: browserOptions().locale,
    viewport: { width: innerWidth, height: innerHeight },
    screen: { width: screen.width, height: screen.height },
    localStorageSupported,
    now: Date.now(),
    websiteLocale: document.documentElement.lang,
  };
}

export function start(options: StartOptions): AnalyticsHandle {
  const { config, emitter } = options;
  const cleanups: (() => void)[] = [];
  let stopped = false;
  const listen = <K extends keyof WindowEventMap>(
    target: Window | Document,
    type: K,
    handler: (event: WindowEventMap[K]) => void,
  ) => {
    target.addEventListener(type, handler as EventListener);
    cleanups.push(() => target.removeEventListener(type, handler as EventListener));
  };

  const reporter: ErrorReporter = createErrorReporter({
    apiBase: config.apiBase,
    bundleBase: options.bundleBase,
  });
  cleanups.push(() => reporter.stop());
  listen(window, 'error', (e) => reporter.handle(e));
  listen(window, 'unhandledrejection', (e) => reporter.handle(e));
  listen(window, 'pagehide', () => reporter.flush());
  for (const event of options.errors) reporter.handle(event);

  const context = readPageContext();
  const path = location.pathname;
  const tracking = {
    // An account with website roles (an owner), or a signed-in site user.
    signedIn:
      context.websiteRoles !== undefined ||
      parseSiteUserInfo(readCookie(COOKIE.siteUser)).authenticated,
    websiteRoles: context.websiteRoles ?? [],
    path,
    pageType: context.pageType,
  };
  const environment = trackerEnvironment(location.host);

  let collector: Collector | undefined;
  if (config.performance) {
    collector = startPerformanceCollector({
      apiBase: config.apiBase,
      environment,
      reportError: (error) => reporter.report(error),
    });
    cleanups.push(() => collector?.stop());
  }

  const stop = () => {
    stopped = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  if (skipTracking({ ...tracking, pageView: false })) return { stop };

  const site: Site = {
    websiteId: config.websiteId,
    locale: config.locale,
    currency: config.currency,
    version: options.version,
    environment,
  };
  // The visitor is counted at the first need of their ids (the buffered events' task, below),
  // not in this one: this task stays short on a slow phone.
  let visitor: ReturnType<typeof countPageView> | undefined;
  let visitorIds: VisitorIds | undefined;
  const counted = () => (visitor ??= countPageView(createStorage()));
  const ids = (): VisitorIds =>
    (visitorIds ??= {
      visitorId: counted().record.id,
      sessionId: counted().sessionId,
      analyticsId: counted().analyticsId,
    });
  const trackers = createTrackers(config.apiBase, environment, config.analyticsMode);
  const experiments = reportedExperiments(readExperiments());
  const pageId = context.pageId || path;
  const ignore = () => undefined;

  let cart: CartSummary | undefined;
  const waitingForCart: (() => void)[] = [];
  const withCart = (send: () => void) => (cart ? send() : waitingForCart.push(send));

  const commerce = (name: CommerceEventName, item?: CommerceItem, extra: object = {}) => {
    if (stopped) return;
    const content = {
      ...trackerContent(snapshot(), context, site, ids(), name),
      ...commercePayload(context, site, ids(), pageId, cart, item),
      ...extra,
    };
    trackers.track(name, content).catch(ignore);
  };
  const pixel = (event: PixelEvent) => emitter.emit('pixel', event as StorefrontEventMap['pixel']);

  // Buttons: rendered now (counted in a task of their own, apart from the page view's), clicked
  // later.
  const renders = setTimeout(() => {
    for (const button of document.querySelectorAll(BUTTON_SELECTOR))
      void trackers.census('buttonRender', {
        ...censusPayload(snapshot(), context, site, ids()),
        buttonText: button.textContent?.trim().slice(0, 200) ?? '',
      });
  });
  cleanups.push(() => clearTimeout(renders));
  listen(document, 'click', (event) => {
    const button = (event.target as Element | null)?.closest?.(BUTTON_SELECTOR);
    if (!button) return;
    void trackers.census('buttonClick', {
      ...censusPayload(snapshot(), context, site, ids()),
      buttonText: button.textContent?.trim().slice(0, 200) ?? '',
      destinationUrl: button.getAttribute('href') ?? '',
    });
  });

  // The widgets' domain events.
  let order:
    (StorefrontEventMap['commerce_checkout_order_confirmed'] & { value?: string }) | undefined;
  const setCart = (next: ShoppingCart | null) => {
    if (!next) return;
    cart = summarizeCart(next, site.currency);
    for (const send of waitingForCart.splice(0)) send();
  };
  const handlers: { [K in DomainEventName]: (detail: StorefrontEventMap[K]) => void } = {
    'cart-loaded': ({ cart: loaded }) => setCart(loaded),
    'cart-updated': ({ cart: updated }) => setCart(updated),
    'item-added': ({ entry, cart: updated }) => {
      setCart(updated);
      commerce(COMMERCE_EVENT.addToCart, {
        id: entry.itemId,
        productType: entry.productType,
        title: entry.title,
        price: minorToDecimal(entry.purchasePriceCents, site.currency),
        quantity: entry.quantity,
      });
    },
    'cart-viewed': () => withCart(() => commerce(COMMERCE_EVENT.cartView)),
    'checkout-started': () => withCart(() => commerce(COMMERCE_EVENT.checkout)),
    commerce_checkout_order_confirmed: (detail) => {
      order = { ...detail };
      // The 'Purchase' pixel with the order's value follows in the same task.
      queueMicrotask(() => {
        if (!order) return;
        const { orderId, cartId, testMode, websiteId, value } = order;
        order = undefined;
        commerce(COMMERCE_EVENT.orderConfirmed, undefined, {
          cart_id: cartId,
          ...(value === undefined ? {} : { cart_value: value }),
          orderId,
          cartId,
          testMode,
          websiteId,
        });
      });
    },
    'form-rendered': ({ formId }) =>
      void trackers.census('formRender', { formId, visitorCookie: ids().visitorId }),
    'form-success': ({ formId, newsletter }) =>
      void trackers.recordEvent(OLDER_EVENT.formSubmitted, {
        ...olderPayload(snapshot(), context, site, experiments),
        formId,
        newsletter,
      }),
    'newsletter-subscribed': ({ formId }) =>
      void trackers.recordEvent(OLDER_EVENT.newsletter, {
        ...olderPayload(snapshot(), context, site, experiments),
        formId,
      }),
    'quick-view': ({ itemId }) => void trackers.quickView(itemId),
    pixel: (detail) => {
      const event = {
        value: 0,
        currency: site.currency,
        ...detail,
      } as PixelEvent;
      if (detail.event === 'Purchase' && order?.orderId === detail.orderId)
        order.value = String(detail.value);
      deliverPixel(event);
    },
  };
  const dispatch = <K extends DomainEventName>(name: K, detail: StorefrontEventMap[K]) => {
    if (stopped) return;
    try {
      handlers[name](detail);
    } catch (error) {
      reporter.report(error);
    }
  };
  // The events that came before this chunk, and any until then, are dispatched in a task of
  // their own (with the visitor's count), in the order they came.
  let queued: BufferedEvent[] | undefined = [...options.buffered];
  for (const name of DOMAIN_EVENTS)
    cleanups.push(
      emitter.on(name, (detail) =>
        queued ? queued.push([name, detail] as BufferedEvent) : dispatch(name, detail as never),
      ),
    );
  const backlog = setTimeout(() => {
    const events = queued ?? [];
    queued = undefined;
    counted();
    for (const [name, detail] of events) dispatch(name, detail as never);
  });
  cleanups.push(() => clearTimeout(backlog));

  // The page view, then what the page itself says, each in a task of its own (apart from the
  // chunk's start and the buttons' renders), so none makes a long task on a slow phone.
  const views = setTimeout(() => {
    if (stopped) return;
    if (!skipTracking({ ...tracking, pageView: true })) {
      void trackers.recordHit(
        CENSUS_VIEW_EVENT,
        censusPayload(snapshot(), context, site, ids()),
        formatVisitorRecord(counted().record),
      );
      if (context.pageType === POPUP_OVERLAY_PAGE_TYPE)
        void trackers.census('overlay', censusPayload(snapshot(), context, site, ids()));
    }
    pageSays = setTimeout(() => {
      if (stopped) return;
      if (path === '/search') {
        const query = new URLSearchParams(location.search).get('q') ?? '';
        pixel({ event: 'Search', query, value: 0, currency: site.currency });
      }
      const item = context.item;
      if (item && context.recordType === STORE_ITEM_RECORD_TYPE) {
        commerce(COMMERCE_EVENT.productView, {
          id: item.id,
          productType: item.productType,
          title: item.title,
          price: item.price,
          quantity: 1,
        });
        pixel({
          event: 'ViewContent',
          itemId: item.id,
          value: Number(item.price) || 0,
          currency: item.currency || site.currency,
        });
      }
      if (context.pageType !== undefined && CART_PAGE_TYPES.includes(context.pageType))
        withCart(() => commerce(COMMERCE_EVENT.cartView));
      if (context.pageType === CHECKOUT_PAGE_TYPE)
        withCart(() => commerce(COMMERCE_EVENT.checkout));

      // Session recording: decided here, no recording script in this bundle.
      void decideRecording(
        {
          country: context.country,
          timeZone: browserOptions().timeZone,
          cores: navigator.hardwareConcurrency || 0,
          featureEnabled: context.features.includes(RECORDING_FEATURE),
          experimentEnabled: experiments.some(
            (e) => e.name === RECORDING_EXPERIMENT && e.variant !== 'control',
          ),
        },
        config.apiBase,
      ).catch(ignore);
    });
  });
  let pageSays: ReturnType<typeof setTimeout> | undefined;
  cleanups.push(() => {
    clearTimeout(views);
    clearTimeout(pageSays);
  });

  return { stop };
}
