/**
 * The enterprise captcha: the script loaded once with the site key from the page context, tokens
 * for the four actions, and a visible widget rendered once, reset and destroyed. The mock server
 * serves a stand-in script with the same browser API (see docs/mock-server.md).
 */
import type { CaptchaAction } from '../api/captcha';

export type { CaptchaAction };

/** The texts of section 8 and of the captcha notes. */
export const CAPTCHA_ERRORS = {
  noSiteKey: 'Enterprise V3 ReCaptcha site key not found',
  notSetUp: 'ReCaptcha has not been set up!',
} as const;

/** Narrower containers get the compact widget. */
export const COMPACT_BELOW_PX = 320;
const DEFAULT_SCRIPT = 'https://www.google.com/recaptcha/enterprise.js';

interface RenderParams {
  sitekey: string;
  action: CaptchaAction;
  size: 'normal' | 'compact';
  theme: 'light' | 'dark';
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

/** The part of `grecaptcha.enterprise` we use. */
export interface Enterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: CaptchaAction }): Promise<string>;
  render(container: HTMLElement, params: RenderParams): number;
  reset(id?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: { enterprise?: Enterprise };
    Static?: { SQUARESPACE_CONTEXT?: { website?: { captchaSettings?: { siteKey?: string } } } };
  }
}

/**
 * The site key from the page context: the platform's `Static.SQUARESPACE_CONTEXT`, else a
 * `data-captcha-site-key` on the element or an ancestor (hand-written pages).
 */
export function captchaSiteKey(element: Element = document.documentElement): string | undefined {
  const fromContext = window.Static?.SQUARESPACE_CONTEXT?.website?.captchaSettings?.siteKey;
  if (fromContext) return fromContext;
  return (
    element.closest<HTMLElement>('[data-captcha-site-key]')?.dataset.captchaSiteKey || undefined
  );
}

/** The script's address; `<html data-captcha-script>` points it elsewhere (the mock server). */
function scriptUrl(siteKey: string): string {
  const base = document.documentElement.dataset.captchaScript || DEFAULT_SCRIPT;
  const url = new URL(base, document.baseURI);
  url.searchParams.set('render', siteKey);
  return url.href;
}

let loading: Promise<Enterprise> | undefined;

/** Loads the script once per page (later calls share the first load). */
export function loadCaptcha(siteKey: string, nonce?: string | undefined): Promise<Enterprise> {
  loading ??= new Promise<Enterprise>((resolve, reject) => {
    const ready = () => {
      const enterprise = window.grecaptcha?.enterprise;
      if (enterprise) enterprise.ready(() => resolve(enterprise));
      else reject(new Error(CAPTCHA_ERRORS.notSetUp));
    };
    if (window.grecaptcha?.enterprise) return ready();
    const script = document.createElement('script');
    script.src = scriptUrl(siteKey);
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.addEventListener('load', ready);
    script.addEventListener('error', () => reject(new Error(CAPTCHA_ERRORS.notSetUp)));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * A token for `action` (the invisible flow). Rejects when the page has no site key; any other
 * failure yields no token, and the server decides.
 */
export async function captchaToken(
  action: CaptchaAction,
  element?: Element,
  nonce?: string,
): Promise<string | undefined> {
  const siteKey = captchaSiteKey(element);
  if (!siteKey) throw new Error(CAPTCHA_ERRORS.noSiteKey);
  try {
    const enterprise = await loadCaptcha(siteKey, nonce);
    return await enterprise.execute(siteKey, { action });
  } catch {
    return undefined;
  }
}

export interface CaptchaWidgetOptions {
  action: CaptchaAction;
  theme?: 'light' | 'dark' | undefined;
  nonce?: string | undefined;
  /** Called with the token once the visitor completed it, and with undefined when it lapses. */
  onToken: (token: string | undefined) => void;
}

/** A visible captcha in `container`: rendered once, reset after a failed submit, destroyed. */
export class CaptchaWidget {
  #id: number | undefined;
  #enterprise: Enterprise | undefined;
  #destroyed = false;

  constructor(
    private readonly container: HTMLElement,
    private readonly options: CaptchaWidgetOptions,
  ) {}

  /** Renders once; later calls do nothing. Rejects without a site key or script. */
  async render(): Promise<void> {
    if (this.#id !== undefined || this.#destroyed) return;
    const siteKey = captchaSiteKey(this.container);
    if (!siteKey) throw new Error(CAPTCHA_ERRORS.noSiteKey);
    const enterprise = await loadCaptcha(siteKey, this.options.nonce);
    if (this.#id !== undefined || this.#destroyed) return;
    this.#enterprise = enterprise;
    const { onToken } = this.options;
    this.#id = enterprise.render(this.container, {
      sitekey: siteKey,
      action: this.options.action,
      // Measured on the parent: the container itself may be hidden until a field has focus.
      size:
        (this.container.parentElement ?? this.container).getBoundingClientRect().width <
        COMPACT_BELOW_PX
          ? 'compact'
          : 'normal',
      theme: this.options.theme ?? 'light',
      callback: (token) => onToken(token),
      'expired-callback': () => onToken(undefined),
      'error-callback': () => onToken(undefined),
    });
  }

  /** @throws Error('ReCaptcha has not been set up!') before `render` finished. */
  reset(): void {
    if (this.#id === undefined || !this.#enterprise) throw new Error(CAPTCHA_ERRORS.notSetUp);
    this.#enterprise.reset(this.#id);
    this.options.onToken(undefined);
  }

  destroy(): void {
    this.#destroyed = true;
    this.container.replaceChildren();
  }
}
