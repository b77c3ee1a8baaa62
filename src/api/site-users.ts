/**
 * Site-user session calls (section 7 of the templates/site-users document): sign in, sign out
 * (`cloneCart`, once more on `crumbFail`) and the account's locale, with their request schemas,
 * which the mock server validates with too.
 */
import { lazySchema, z } from './zod';
import type { ApiClient } from './client';
import { isEmail } from '../forms/email';
import { SITE_USER_XSRF_HEADER } from './cookies';

export const SESSION_PATH = 'api/site-users/account/session';
export const LOCALE_PATH = 'api/site-users/account/locale';

/** Longest password accepted (scrypt hashes anything, but a megabyte body is an attack). */
export const PASSWORD_MAX = 256;

/** No control characters (NUL, line breaks, escapes): never part of an address or a password. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;

/** `POST /api/site-users/account/session` body: section 3's login payload. */
export const SignInRequestSchema = lazySchema(() =>
  z.strictObject({
    email: z.string().check(z.refine(isEmail, 'must be an email address')),
    password: z
      .string()
      .check(
        z.minLength(1),
        z.maxLength(PASSWORD_MAX),
        z.regex(NO_CONTROL, 'must not contain control characters'),
      ),
    rememberMe: z.boolean(),
  }),
);
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const SignInResponseSchema = lazySchema(() =>
  z.object({ xsrfToken: z.string().check(z.minLength(16)) }),
);

/** `DELETE /api/site-users/account/session` query. */
export const SignOutQuerySchema = lazySchema(() =>
  z.strictObject({
    cloneCart: z.optional(z.enum(['true', 'false'])),
  }),
);

export const SignOutResponseSchema = lazySchema(() => z.object({ ok: z.literal(true) }));

/** A BCP 47 language tag: `fr`, `fr-CA`, `zh-Hant-TW`. */
export const LANGUAGE_PATTERN = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/;

/** `POST /api/site-users/account/locale` body. */
export const LocaleRequestSchema = lazySchema(() =>
  z.strictObject({
    language: z
      .string()
      .check(z.maxLength(35), z.regex(LANGUAGE_PATTERN, 'must be a language tag')),
  }),
);

export const LocaleResponseSchema = lazySchema(() => z.object({ language: z.string() }));

/** What a sign-out does with the cart: keep a copy for the visitor (`cloneCart`) or not. */
export interface SignOutOptions {
  cloneCart?: boolean;
}

/** The session calls, on the page's one API client. */
export function siteUserApi(api: ApiClient, xsrfToken: () => string | undefined) {
  const withToken = () => {
    const token = xsrfToken();
    return token ? { [SITE_USER_XSRF_HEADER]: token } : {};
  };
  return {
    signIn: (request: SignInRequest) =>
      api.request('POST', SESSION_PATH, SignInResponseSchema, { json: request }),
    /** Called once more when the answer carries `crumbFail` (section 7). */
    signOut: ({ cloneCart = false }: SignOutOptions = {}) =>
      api.request('DELETE', SESSION_PATH, SignOutResponseSchema, {
        searchParams: { cloneCart: String(cloneCart) },
        headers: withToken,
        retryOnCrumbFail: true,
      }),
    setLocale: (language: string) =>
      api.request('POST', LOCALE_PATH, LocaleResponseSchema, {
        json: { language },
        headers: withToken,
      }),
  };
}
export type SiteUserApi = ReturnType<typeof siteUserApi>;
