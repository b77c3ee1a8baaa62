/**
 * The pay-later provider's explanatory content for the information modal, one document per
 * provider locale (`en_US`, `fr_CA`, `en_GB`...). On the platform it is a third-party page; the
 * mock server serves a stand-in at `/installments/<locale>.json`.
 */
import { z } from './zod';
import type { ApiClient } from './client';

export const InstallmentInfoSchema = z.object({
  locale: z.string(),
  title: z.string().check(z.minLength(1)),
  intro: z.string(),
  /** How paying in installments works, one sentence a step. */
  steps: z.array(z.string()).check(z.maxLength(10)),
  terms: z.string(),
  termsUrl: z.url({ protocol: /^https?$/ }),
});
export type InstallmentInfo = z.infer<typeof InstallmentInfoSchema>;

/** Provider locales look like `en_US`; anything else never reaches a URL. */
const LOCALE = /^[a-z]{2}_[A-Z]{2}$/;

/**
 * Fetches and validates the modal content for `locale`.
 * @throws RangeError for a malformed locale; ApiError / ResponseValidationError from the client.
 */
export function getInstallmentInfo(api: ApiClient, locale: string): Promise<InstallmentInfo> {
  if (!LOCALE.test(locale)) throw new RangeError(`Not a provider locale: ${locale}`);
  return api.request('GET', `installments/${locale}.json`, InstallmentInfoSchema);
}
