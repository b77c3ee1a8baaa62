/**
 * A form block in plain DOM: the fields of its definition, client validation, the submit sequence
 * and the success or failure views of section 4. The inputs are the form's state: values are read
 * from them at submit, so a failed submit keeps everything typed.
 */
import type { CaptchaAction } from '../../api/captcha';
import type { FormDefinition, FormsApi, FormValues } from '../../api/forms';
import { CaptchaWidget } from '../../captcha/captcha';
import { ruleTexts } from '../../forms/field-rules';
import { formErrors } from '../../forms/rules';
import type { Messages } from '../../i18n/messages';
import { yieldToMainThread } from '../../runtime/yield-to-main-thread';
import { ariaFlag, el } from '../shared/element';
import { buildField, type FieldView } from './field';
import { serialise } from './serialise';
import { submitForm, type PageInfo } from './submit';
import { showSuccess } from './success-view';

export interface FormBlockOptions {
  form: FormDefinition;
  api: FormsApi;
  messages: Messages;
  page: PageInfo;
  /** False skips the client rules for this form (the server still checks). */
  clientValidation: boolean;
  /** An existing submission being edited: the busy label reads 'Saving…'. */
  asyncEdit: boolean;
  nonce: string | undefined;
  /** From the page context; a form with `captchaEnabled` shows the captcha only with one. */
  captchaSiteKey: string | undefined;
  /** Called after success, before the redirect or the success view. */
  onSuccess: (values: FormValues) => void;
  /** The captcha action; a popup's newsletter says PROMO_POPUP_SUBMISSION. @default by form kind */
  captchaAction?: CaptchaAction | undefined;
}

/** A built form block: `start` once its container is on the page, `destroy` on unmount. */
export interface FormBlock {
  /** Renders the captcha, which measures the width it is given. */
  start(): void;
  destroy(): void;
}

/**
 * Longest stretch of building fields before the page gets the main thread back: a form of
 * hundreds of fields is built in tasks under the 50 ms of a long task on a slow phone (at 4x CPU,
 * 300 fields took five slices of 20-27 ms, 1,000 fields a dozen).
 */
const BUILD_SLICE_MS = 20;

let forms = 0;

/**
 * Builds the form into `container` (detached: the platform's markup stays on the page until the
 * whole form is there, then the caller swaps them), in slices of the main thread, each field
 * whole in one slice.
 */
export async function buildFormBlock(
  container: HTMLElement,
  options: FormBlockOptions,
): Promise<FormBlock> {
  const { form, messages } = options;
  const idBase = `sf-form-${(forms += 1)}`;
  const likertLabels = messages.likertAnswers.split('|');
  const formElement = el('form', `sf-form${form.newsletter ? ' sf-form-newsletter' : ''}`);
  formElement.noValidate = true;
  // The fields go into a fragment, which joins the form once: a control put in a form one at a
  // time costs more the more the form holds (1,000 fields: 1.4 s against 20 ms at 4x CPU).
  const parts = document.createDocumentFragment();
  const fields: [id: string, view: FieldView][] = [];
  let end = 0;
  for (const field of form.fields) {
    if (field.type === 'hidden') continue;
    if (performance.now() >= end) {
      await yieldToMainThread();
      end = performance.now() + BUILD_SLICE_MS;
    }
    const view = buildField(field, idBase, likertLabels);
    fields.push([field.id, view]);
    parts.append(view.element);
  }

  const captchaOn = form.captchaEnabled && Boolean(options.captchaSiteKey);
  let captchaBox: HTMLElement | undefined;
  if (captchaOn) {
    const box = el('div', `sf-form-captcha sf-align-${form.captchaAlignment}`);
    box.hidden = true;
    // Shown while focus is in the form.
    formElement.addEventListener('focusin', () => (box.hidden = false));
    formElement.addEventListener('focusout', (event) => {
      if (!formElement.contains(event.relatedTarget as Node | null)) box.hidden = true;
    });
    parts.append(box);
    captchaBox = box;
  }
  if (form.disclaimerMessage) {
    parts.append(el('p', 'sf-form-disclaimer', form.disclaimerMessage));
  }
  const message = el('div', 'sf-form-message');
  message.setAttribute('role', 'alert');
  const button = el('button', 'sf-form-submit sqs-editable-button', form.submitButtonText);
  button.type = 'submit';
  parts.append(message, button);
  const bannerTop = el('div', 'sf-form-banner', messages.formBannerTop);
  bannerTop.setAttribute('role', 'alert');
  const bannerBottom = el('div', 'sf-form-banner', messages.formBannerBottom);
  // The join, the caller's swap and the loader's look at the new markup take a task of their
  // own (1,000 fields: about 40 ms at 4x CPU), not the end of the last slice.
  await yieldToMainThread();
  formElement.append(parts);
  container.replaceChildren(formElement);

  let submitting = false;
  let captchaLocked = false;
  let token: string | undefined;
  let captcha: CaptchaWidget | undefined;

  const showButton = () => {
    const text = submitting
      ? options.asyncEdit
        ? messages.formSaving
        : messages.formSubmitting
      : form.submitButtonText;
    if (button.textContent !== text) button.textContent = text;
    ariaFlag(button, 'aria-disabled', submitting || captchaLocked);
    ariaFlag(button, 'aria-busy', submitting);
  };

  /** Marks the fields of `errors` (by field id) and says `text`; focus goes to the first marked. */
  const fail = (errors: Record<string, string>, text?: string) => {
    for (const [id, view] of fields) view.setError(errors[id]);
    const invalid = Object.keys(errors).length > 0;
    if (invalid && !form.newsletter) {
      if (!bannerTop.parentNode) formElement.before(bannerTop);
      if (!bannerBottom.parentNode) formElement.after(bannerBottom);
    } else {
      bannerTop.remove();
      bannerBottom.remove();
    }
    if (message.textContent !== (text ?? '')) message.textContent = text ?? '';
    if (!invalid) return;
    const first = formElement.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first?.matches('fieldset') ? first.querySelector('input') : first)?.focus();
  };

  const submit = async () => {
    if (submitting || captchaLocked) return;
    const values: FormValues = {};
    for (const [id, view] of fields) {
      const value = view.read();
      if (value !== undefined) values[id] = value;
    }
    const payload = serialise(form.fields, values, location.search);
    if (options.clientValidation) {
      const found = formErrors(form.fields, payload, ruleTexts(messages));
      if (Object.keys(found).length > 0) return fail(found);
    }
    if (captchaOn && !token) return fail({}, messages.formCaptchaRequired);
    submitting = true;
    showButton();
    const outcome = await submitForm(options.api, form, payload, options.page, token, messages);
    submitting = false;
    showButton();
    if (outcome.ok) {
      fail({});
      options.onSuccess(payload);
      const redirect = safeRedirect(form.successRedirect);
      if (redirect) location.assign(redirect);
      else showSuccess(container, form);
      return;
    }
    fail(outcome.fields, outcome.message);
    if (captcha) {
      try {
        captcha.reset();
      } catch (error) {
        console.error('[storefront] captcha:', error);
      }
      captchaLocked = true;
      showButton();
    }
  };
  formElement.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });

  return {
    start() {
      if (!captchaBox || captcha) return;
      captcha = new CaptchaWidget(captchaBox, {
        action:
          options.captchaAction ??
          (form.newsletter ? 'NEWSLETTER_BLOCK_SUBMISSION' : 'FORM_BLOCK_SUBMISSION'),
        theme: form.captchaTheme,
        nonce: options.nonce,
        onToken: (value) => {
          token = value;
          if (value && captchaLocked) {
            captchaLocked = false;
            showButton();
          }
        },
      });
      captcha.render().catch((error: unknown) => console.error('[storefront] captcha:', error));
    },
    destroy: () => captcha?.destroy(),
  };
}

/** Same-origin paths and http(s) addresses only: never a `javascript:` URL. */
function safeRedirect(target: string): string | undefined {
  if (!target) return undefined;
  try {
    const url = new URL(target, location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
