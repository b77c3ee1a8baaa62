/** The shopper's text for a failed API call (`errorText`, `errorTextLater`). */
import type { Messages } from '../i18n/messages';
import { allMessagesLater } from '../i18n/messages-later';
import type { ShopMessages } from '../i18n/shop-messages';
import { isCrumbError, isHttpError, isRateLimitError, isResponseValidationError } from './errors';

/**
 * The text a shopper sees for a failed call (section 8 of the commerce document): the
 * anti-forgery texts (expired session, or cookies disabled), the 429 text, the server's own
 * message when it sent one, the generic text when the server answered with something we cannot
 * read (an error without a body, a 2xx that is not JSON or not the expected shape), else (no
 * answer at all) the connection text.
 */
export function errorText(
  error: unknown,
  messages: Pick<
    Messages,
    'sessionExpired' | 'enableCookies' | 'rateLimited' | 'somethingWentWrong' | 'unableToConnect'
  >,
  cookiesEnabled: boolean = typeof navigator === 'undefined' || navigator.cookieEnabled,
): string {
  if (isCrumbError(error)) return cookiesEnabled ? messages.sessionExpired : messages.enableCookies;
  if (isRateLimitError(error)) return messages.rateLimited;
  if (isHttpError(error)) return error.body?.message ?? messages.somethingWentWrong;
  if (isResponseValidationError(error)) return messages.somethingWentWrong;
  return messages.unableToConnect;
}

/**
 * `errorText` for a widget that holds only the runtime's texts: the error texts load with the
 * rest of the catalogue; if even they cannot (no connection), the connection text. Never rejects.
 */
export function errorTextLater(error: unknown, shop: ShopMessages): Promise<string> {
  return allMessagesLater(shop).then(
    (messages) => errorText(error, messages),
    () => shop.unableToConnect,
  );
}
