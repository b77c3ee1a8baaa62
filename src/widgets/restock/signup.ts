/**
 * The restock signup's submit: the address check and sending, loaded on a shopper's first submit rather than
 * with every product page: the email rule (section 5), the waitlist captcha token, the visitor's
 * language, the call, then the merchant's text or 'Signed up!' in place of the form.
 */
import { isHttpError } from '../../api/errors';
import { restockSignup, type RestockSignupRequest } from '../../api/restock-signup';
import { emailProblem } from '../../forms/email';
import { allMessages } from '../../i18n/messages';
import type { Runtime } from '../../runtime/runtime';

/** A page with a translation widget sends the visitor's language with the signup. */
const TRANSLATION_WIDGET =
  '[data-storefront-translation], .weglot-container, #google_translate_element';

/** The mounted form's parts, and the mount's cleanups (the success text is given back on unmount). */
export interface SignupForm {
  readonly host: HTMLElement;
  readonly form: HTMLFormElement;
  readonly error: HTMLElement;
  readonly email: HTMLInputElement;
  readonly submit: HTMLInputElement | null | undefined;
  readonly mailingList: HTMLInputElement | null;
  readonly productId: string;
  readonly variantId: string;
  readonly cleanups: (() => void)[];
}

/**
 * A submit: 'Email cannot be blank' or 'Email is invalid' (through `showError`, focus on the
 * address) for an address the signup refuses, else the signup sent and the success text shown,
 * the button disabled meanwhile (the caller enables it again); a refused or failed call shows the
 * server's message, else 'Unable to submit form. Please try again later.'.
 * @throws when the captcha's chunk cannot load
 */
export async function submitSignup(
  signup: SignupForm,
  showError: (text: string) => void,
  runtime: Runtime,
): Promise<void> {
  const { host, email, mailingList } = signup;
  const problem = emailProblem(email.value);
  if (problem) {
    const texts = allMessages(runtime.messages);
    showError(problem === 'blank' ? texts.restockEmailBlank : texts.restockEmailInvalid);
    email.focus();
    return;
  }
  showError('');
  signup.submit?.setAttribute('aria-disabled', 'true');
  const { captchaSiteKey, captchaToken } = await import('../../captcha/captcha');
  const token = captchaSiteKey(host)
    ? ((await captchaToken('PRODUCT_WAITLIST_SUBMISSION', host, runtime.config.nonce).catch(
        () => undefined,
      )) ?? '')
    : '';
  const language = document.querySelector(TRANSLATION_WIDGET)
    ? document.documentElement.lang || undefined
    : undefined;
  const request: RestockSignupRequest = {
    productId: signup.productId,
    variantId: signup.variantId,
    siteVisitorEmail: email.value.trim(),
    isJoinMailingList: mailingList?.checked ?? false,
    recaptchaEnterpriseV3Token: token,
    ...(language ? { language } : {}),
  };
  try {
    await restockSignup(runtime.api, request);
  } catch (failure) {
    showError(
      (isHttpError(failure) && failure.body?.message) ||
        allMessages(runtime.messages).formUnauthorized,
    );
    return;
  }
  showSuccess(signup, runtime);
}

/** Everything but the call to action gives way to the merchant's text or 'Signed up!'. */
function showSuccess(
  { host, form, error, mailingList, cleanups }: SignupForm,
  { messages }: Runtime,
): void {
  const success = document.createElement('p');
  success.className = 'product-restock-success';
  success.setAttribute('role', 'status');
  success.tabIndex = -1;
  success.textContent = host.dataset.successText || allMessages(messages).restockSignedUp;
  const label = mailingList?.closest('label') ?? mailingList;
  const replaced: HTMLElement[] = [form, error, ...(label ? [label] : [])];
  for (const element of replaced) element.hidden = true;
  host.append(success);
  success.focus();
  cleanups.push(() => {
    success.remove();
    for (const element of replaced) element.hidden = false;
  });
}
