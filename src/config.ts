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

/** A positive whole number of milliseconds, else the fallback. */
function milliseconds(value: string | number | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n > 0 ? n : fallback;
}

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined ? fallback : value !== 'false' && value !== '0' && value !== 'off';

function parseMessages(json: string | undefined): MessageOverrides {
  if (!json) return {};
  try {
    return JSON.parse(json) as MessageOverrides;
  } catch {
    console.error('[storefront] data-messages is not valid JSON; using the default texts.');
    return {};
  }
}

/**
 * Builds the config from the script tag's data attributes (`data-api-base`, `data-website-id`,
 * `data-locale`, `data-currency`, `data-cart-pill`, `data-express-checkout`, `data-custom-cart`,
 * `data-cart-path`, `data-nonce`, `data-messages`, `data-request-timeout`, `data-analytics`,
 * `data-performance`, `data-analytics-mode`), over `window.StorefrontConfig`, over the
 * defaults. Attributes win: they are what the site owner pasted.
 */
export function readConfig(
  script: HTMLScriptElement | null,
  input: StorefrontConfigInput = {},
  location: Pick<Location, 'origin'> = window.location,
): StorefrontConfig {
  const data = script?.dataset ?? {};
  const apiBase = new URL(data.apiBase ?? input.apiBase ?? '/', location.origin).href;
  return {
    apiBase,
    websiteId: data.websiteId ?? input.websiteId ?? '',
    locale: data.locale ?? input.locale ?? (document.documentElement.lang || 'en-US'),
    currency: (data.currency ?? input.currency ?? 'USD').toUpperCase(),
    cartPill: flag(data.cartPill, input.cartPill ?? true),
    expressCheckout: flag(data.expressCheckout, input.expressCheckout ?? false),
    customCart: flag(data.customCart, input.customCart ?? false),
    cartPath: data.cartPath ?? input.cartPath ?? '/cart',
    nonce: data.nonce ?? input.nonce ?? (script?.nonce || undefined),
    messages: { ...input.messages, ...parseMessages(data.messages) },
    requestTimeoutMs: milliseconds(data.requestTimeout ?? input.requestTimeoutMs, 10_000),
    analytics: flag(data.analytics, input.analytics ?? true),
    performance: flag(data.performance, input.performance ?? false),
    analyticsMode:
      (['debug', 'validate'] as const).find(
        (mode) => mode === (data.analyticsMode ?? input.analyticsMode),
      ) ?? 'silent',
  };
}
