/**
 * A form block: the fields of its definition, client validation, the submit sequence and the
 * success or failure views of section 4.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CaptchaAction } from '../../api/captcha';
import type { FieldValue, FormDefinition, FormsApi, FormValues } from '../../api/forms';
import { CaptchaWidget } from '../../captcha/captcha';
import type { Messages } from '../../i18n/messages';
import { Field } from './Field';
import { ruleTexts } from '../../forms/field-rules';
import { formErrors } from '../../forms/rules';
import { initialValues, serialise } from './serialise';
import { submitForm, type PageInfo } from './submit';
import { SuccessView } from './SuccessView';

export interface FormBlockProps {
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

export function FormBlock(props: FormBlockProps) {
  const { form, messages } = props;
  const idBase = useId().replace(/:/g, '');
  const [values, setValues] = useState(() => initialValues(form.fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const [token, setToken] = useState<string>();
  const [captchaLocked, setCaptchaLocked] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const captchaRef = useRef<HTMLDivElement>(null);
  const captcha = useRef<CaptchaWidget>(undefined);
  // Synchronous guard: a second submit before React re-renders must not send again.
  const busy = useRef(false);
  const captchaOn = form.captchaEnabled && Boolean(props.captchaSiteKey);

  useEffect(() => {
    const container = captchaRef.current;
    if (!captchaOn || !container) return;
    const widget = new CaptchaWidget(container, {
      action:
        props.captchaAction ??
        (form.newsletter ? 'NEWSLETTER_BLOCK_SUBMISSION' : 'FORM_BLOCK_SUBMISSION'),
      theme: form.captchaTheme,
      nonce: props.nonce,
      onToken: (value) => {
        setToken(value);
        if (value) setCaptchaLocked(false);
      },
    });
    captcha.current = widget;
    widget.render().catch((error: unknown) => console.error('[storefront] captcha:', error));
    return () => widget.destroy();
  }, [captchaOn, form.newsletter, form.captchaTheme, props.nonce, props.captchaAction]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first?.matches('fieldset') ? first.querySelector('input') : first)?.focus();
  }, [focusRequest]);

  const fail = (fields: Record<string, string>, text?: string) => {
    setErrors(fields);
    setMessage(text);
    if (Object.keys(fields).length > 0) setFocusRequest((n) => n + 1);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy.current || captchaLocked) return;
    const payload = serialise(form.fields, values, location.search);
    if (props.clientValidation) {
      const found = formErrors(form.fields, payload, ruleTexts(messages));
      if (Object.keys(found).length > 0) return fail(found);
    }
    if (captchaOn && !token) return fail({}, messages.formCaptchaRequired);
    busy.current = true;
    setSubmitting(true);
    const outcome = await submitForm(props.api, form, payload, props.page, token, messages);
    busy.current = false;
    setSubmitting(false);
    if (outcome.ok) {
      setErrors({});
      setMessage(undefined);
      props.onSuccess(payload);
      const redirect = safeRedirect(form.successRedirect);
      if (redirect) location.assign(redirect);
      else setDone(true);
      return;
    }
    fail(outcome.fields, outcome.message);
    if (captchaOn && captcha.current) {
      try {
        captcha.current.reset();
      } catch (error) {
        console.error('[storefront] captcha:', error);
      }
      setCaptchaLocked(true);
    }
  }

  if (done) return <SuccessView form={form} />;

  const invalid = Object.keys(errors).length > 0;
  const banners = invalid && !form.newsletter;
  const busyLabel = props.asyncEdit ? messages.formSaving : messages.formSubmitting;
  return (
    <>
      {banners && (
        <div className="sf-form-banner" role="alert">
          {messages.formBannerTop}
        </div>
      )}
      <form
        ref={formRef}
        className={`sf-form${form.newsletter ? ' sf-form-newsletter' : ''}`}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => setFocusWithin(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            setFocusWithin(false);
          }
        }}
      >
        {form.fields.map((field) =>
          field.type === 'hidden' ? null : (
            <Field
              key={field.id}
              field={field}
              value={values[field.id] ?? ''}
              error={errors[field.id]}
              idBase={idBase}
              messages={messages}
              onChange={(value: FieldValue) => setValues((old) => ({ ...old, [field.id]: value }))}
            />
          ),
        )}
        {captchaOn && (
          <div
            ref={captchaRef}
            className={`sf-form-captcha sf-align-${form.captchaAlignment}`}
            hidden={!focusWithin}
          />
        )}
        {form.disclaimerMessage && <p className="sf-form-disclaimer">{form.disclaimerMessage}</p>}
        <div className="sf-form-message" role="alert">
          {message}
        </div>
        <button
          type="submit"
          className="sf-form-submit sqs-editable-button"
          aria-disabled={submitting || captchaLocked || undefined}
          aria-busy={submitting || undefined}
        >
          {submitting ? busyLabel : form.submitButtonText}
        </button>
      </form>
      {banners && <div className="sf-form-banner">{messages.formBannerBottom}</div>}
    </>
  );
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
