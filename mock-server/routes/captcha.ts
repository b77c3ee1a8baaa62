/**
 * The captcha stand-in: a script with the enterprise captcha's browser API
 * (`grecaptcha.enterprise.ready/execute/render/reset`) served at `/api/captcha/enterprise.js`,
 * the token call it makes, and the verifier the form and restock calls use. Tokens are one-time,
 * bound to a site key and an action, and expire after two minutes, so the whole path runs offline.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { CAPTCHA_ACTIONS, type CaptchaAction } from '../../src/api/captcha';
import { ErrorResponse, MESSAGES } from '../errors';
import { validateQuery } from '../middleware/validate';

export const CAPTCHA_TOKEN_TTL_MS = 120_000;

export interface CaptchaVerifier {
  issue(siteKey: string, action: CaptchaAction): string;
  /** True once for a token issued for this site key and action within its lifetime. */
  verify(token: string | undefined, siteKey: string, action: CaptchaAction): boolean;
}

export function createCaptchaVerifier(now: () => number): CaptchaVerifier {
  const issued = new Map<string, { siteKey: string; action: CaptchaAction; at: number }>();
  return {
    issue(siteKey, action) {
      if (issued.size > 10_000) {
        for (const [token, entry] of issued) {
          if (now() - entry.at > CAPTCHA_TOKEN_TTL_MS) issued.delete(token);
        }
      }
      const token = `sfcaptcha-${randomBytes(18).toString('base64url')}`;
      issued.set(token, { siteKey, action, at: now() });
      return token;
    },
    verify(token, siteKey, action) {
      const entry = token === undefined ? undefined : issued.get(token);
      if (!token || !entry) return false;
      issued.delete(token);
      return (
        entry.siteKey === siteKey &&
        entry.action === action &&
        now() - entry.at <= CAPTCHA_TOKEN_TTL_MS
      );
    },
  };
}

const TokenQuerySchema = z.object({
  siteKey: z.string().min(1).max(200),
  action: z.enum(CAPTCHA_ACTIONS),
});

/** `/api/captcha/*`: the stand-in script and its token call. */
export function captchaRoutes(verifier: CaptchaVerifier, siteKey: string | null): Hono {
  return new Hono()
    .get('/enterprise.js', (c) =>
      c.body(STAND_IN_SCRIPT, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-store',
      }),
    )
    .get('/token', validateQuery(TokenQuerySchema), (c) => {
      const query = c.req.valid('query');
      if (query.siteKey !== siteKey) {
        throw new ErrorResponse(400, {
          message: MESSAGES.invalidRequest,
          errors: { siteKey: 'unknown site key' },
        });
      }
      return c.json({ token: verifier.issue(query.siteKey, query.action) });
    });
}

/**
 * The stand-in's browser side. Plain DOM, no eval; `render` draws an "I'm not a robot" checkbox
 * that fetches a token when ticked; `execute` fetches one directly (the invisible V3 flow).
 */
const STAND_IN_SCRIPT = String.raw`(() => {
  const base = new URL('.', document.currentScript ? document.currentScript.src : location.href);
  const token = (siteKey, action) =>
    fetch(new URL('token?' + new URLSearchParams({ siteKey, action }), base), { credentials: 'include' })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error('captcha token refused'))))
      .then((body) => body.token);
  const widgets = [];
  const enterprise = {
    ready(callback) { setTimeout(callback, 0); },
    execute(siteKey, options) { return token(siteKey, (options && options.action) || 'submit'); },
    render(container, params) {
      const id = widgets.length;
      const label = document.createElement('label');
      label.className = 'sf-captcha-standin' + (params.size === 'compact' ? ' sf-captcha-compact' : '');
      const box = document.createElement('input');
      box.type = 'checkbox';
      label.append(box, document.createTextNode(" I'm not a robot"));
      container.append(label);
      const widget = { box, response: '' };
      widgets.push(widget);
      box.addEventListener('change', () => {
        if (!box.checked) { widget.response = ''; return; }
        // Like the real widget, the tick shows once verified (the token is in), not on the press.
        // Not disabled while pending: disabling the focused box would move focus away.
        box.checked = false;
        label.setAttribute('aria-busy', 'true');
        token(params.sitekey, params.action || 'submit').then(
          (value) => {
            widget.response = value;
            box.checked = true;
            label.removeAttribute('aria-busy');
            if (params.callback) params.callback(value);
          },
          () => { label.removeAttribute('aria-busy'); if (params['error-callback']) params['error-callback'](); },
        );
      });
      return id;
    },
    reset(id) {
      const widget = widgets[id === undefined ? 0 : id];
      if (widget) { widget.box.checked = false; widget.response = ''; }
    },
    getResponse(id) { const widget = widgets[id === undefined ? 0 : id]; return widget ? widget.response : ''; },
  };
  window.grecaptcha = Object.assign(window.grecaptcha || {}, { enterprise });
})();
`;
