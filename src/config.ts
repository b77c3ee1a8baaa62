/** The bundle's configuration: its fields and defaults, read from the script tag. */
import type { ConfigOption, ReportSetupProblem } from './diagnostics/diagnostics';
import { validCurrency, validLocale } from './diagnostics/config-checks';
import type { MessageOverrides } from './i18n/messages';

/** The configuration of one page's bundle, read from the script tag (see `readConfig`). */
export interface StorefrontConfig {
  /** Base URL of the platform's `/api`. @default the page's origin */
  apiBase: string;
  /** @default '' (the mock server and the platform infer it from the host) */
  websiteId: string;
  /** BCP 47 locale for texts and money. @default the page's `<html lang>`, else 'en-US' */
  locale: string;
  /** ISO 4217 store currency. @default 'USD' */
  currency: string;
  /** Show the floating cart pill. `data-cart-pill="false"` turns it off. @default true */
  cartPill: boolean;
  /** Express checkout mode: adds go straight to checkout and the pill is hidden. @default false */
  expressCheckout: boolean;
  /** The site uses its own cart UI: the pill is hidden. @default false */
  customCart: boolean;
  /** Path of the cart page; the pill is hidden there. @default '/cart' */
  cartPath: string;
  /** CSP nonce for the style element, used only where constructable stylesheets are missing. */
  nonce: string | undefined;
  /** Per-locale message overrides. @example { 'fr-FR': { addToCart: 'Ajouter au panier' } } */
  messages: MessageOverrides;
  /** How long one API request may take before it counts as failed, ms. @default 10000 */
  requestTimeoutMs: number;
  /**
   * Visitor analytics consent: `false` (`data-analytics="false"`, a restrictive cookie policy)
   * records nothing and clears the census cookies; `Storefront.consent(...)` changes it. @default true
   */
  analytics: boolean;
  /** The performance collector (`data-performance="true"`). @default false */
  performance: boolean;
  /** The event tracker's reporting: 'silent', 'debug' (warns) or 'validate'. @default 'silent' */
  analyticsMode: 'silent' | 'debug' | 'validate';
}

/** Options a site owner may set in `window.StorefrontConfig` before the script tag. */
export type StorefrontConfigInput = Partial<StorefrontConfig>;

/** The options read as text, and those read as yes or no. */
type TextOption =
  'apiBase' | 'websiteId' | 'locale' | 'currency' | 'cartPath' | 'nonce' | 'analyticsMode';
type FlagOption = 'cartPill' | 'expressCheckout' | 'customCart' | 'analytics' | 'performance';

/**
 * Builds the config from the script tag's data attributes (`data-api-base`, `data-website-id`,
 * `data-locale`, `data-currency`, `data-cart-pill`, `data-express-checkout`, `data-custom-cart`,
 * `data-cart-path`, `data-nonce`, `data-messages`, `data-request-timeout`, `data-analytics`,
 * `data-performance`, `data-analytics-mode`), over `window.StorefrontConfig`, over the
 * defaults. Attributes win: they are what the site owner pasted. A value that cannot work (a
 * currency `Intl` refuses, a malformed locale, URL or JSON) is reported as a setup problem (by
 * its option and value: its attribute and words are the setup checks' chunk's,
 * `setup-words.ts`) and the default is used instead, so no widget throws on it later.
 */
export function readConfig(
  script: HTMLScriptElement | null,
  input: StorefrontConfigInput = {},
  location: Pick<Location, 'origin'> = window.location,
  report: ReportSetupProblem = () => undefined,
): StorefrontConfig {
  const data = script?.dataset ?? {};
  /** Option `key` as the tag gives it, else as `window.StorefrontConfig` does. */
  const option = (key: TextOption) => data[key] ?? input[key];
  /** A yes/no option: the tag's `"false"`, `"0"` or `"off"` is no, any other value yes. */
  const flag = (key: FlagOption, fallback: boolean): boolean => {
    const value = data[key];
    return value === undefined
      ? (input[key] ?? fallback)
      : value !== 'false' && value !== '0' && value !== 'off';
  };
  /**
   * Reports option `key`'s value that cannot work (the setup words know its attribute): from the
   * script tag when the tag has it, else from `window.StorefrontConfig`.
   */
  const wrong = (key: ConfigOption, value: unknown, configKey: string = key) =>
    report(
      data[key] !== undefined && script ? script : `window.StorefrontConfig.${configKey}`,
      key,
      String(value),
    );

  const baseText = option('apiBase') ?? '/';
  let apiBase: string;
  try {
    apiBase = new URL(baseText, location.origin).href;
  } catch {
    wrong('apiBase', baseText);
    apiBase = new URL('/', location.origin).href;
  }

  const currencyText = option('currency') ?? 'USD';
  let currency = validCurrency(currencyText);
  if (!currency) {
    wrong('currency', currencyText);
    currency = 'USD';
  }

  const localeText = option('locale') ?? (document.documentElement.lang || 'en-US');
  let locale = validLocale(localeText) ? localeText : undefined;
  if (!locale) {
    if (option('locale') !== undefined) wrong('locale', localeText);
    else report(document.documentElement, 'lang', localeText);
    locale = 'en-US';
  }

  let messages: MessageOverrides = {};
  if (data.messages) {
    try {
      messages = JSON.parse(data.messages) as MessageOverrides;
    } catch {
      wrong('messages', data.messages);
    }
  }

  const timeout = data.requestTimeout ?? input.requestTimeoutMs;
  let requestTimeoutMs = 10_000;
  if (timeout !== undefined) {
    const n = Number(timeout);
    if (Number.isInteger(n) && n > 0) requestTimeoutMs = n;
    else wrong('requestTimeout', timeout, 'requestTimeoutMs');
  }

  return {
    apiBase,
    websiteId: option('websiteId') ?? '',
    locale,
    currency,
    cartPill: flag('cartPill', true),
    expressCheckout: flag('expressCheckout', false),
    customCart: flag('customCart', false),
    cartPath: option('cartPath') ?? '/cart',
    nonce: option('nonce') ?? (script?.nonce || undefined),
    messages: { ...input.messages, ...messages },
    requestTimeoutMs,
    analytics: flag('analytics', true),
    performance: flag('performance', false),
    analyticsMode:
      (['debug', 'validate'] as const).find((mode) => mode === option('analyticsMode')) ?? 'silent',
  };
}
