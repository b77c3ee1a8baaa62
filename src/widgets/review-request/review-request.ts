/**
 * The review request page's form (page type 209): checked with the shared schema, sent to the
 * mock server, then replaced by the thanks. A refused or failed submission shows its reasons
 * and keeps everything the buyer typed.
 */
import { ReviewRequestSchema, submitReview } from '../../api/review-request';
import { errorText } from '../../api/error-text';
import { isHttpError } from '../../api/errors';
import { z } from '../../api/zod';
import type { Runtime } from '../../runtime/runtime';
import type { Unmount } from '../widget';
import { allMessages } from '../../i18n/messages';

const FIELDS = ['name', 'rating', 'title', 'body'] as const;

export function mountReviewRequest(form: HTMLFormElement, runtime: Runtime): Unmount {
  const messages = allMessages(runtime.messages);
  const submit = form.querySelector<HTMLButtonElement>('[type="submit"]');
  const label = submit?.textContent ?? '';
  const banner = document.createElement('p');
  banner.className = 'sf-review-error';
  banner.setAttribute('role', 'alert');
  form.prepend(banner);
  const errors = new Map<string, HTMLElement>();
  for (const name of FIELDS) {
    // A radio group is marked as its fieldset.
    const input = form.querySelector(`[name="${name}"]`);
    const anchor = input?.matches('[type="radio"]') ? input.closest('fieldset') : input;
    if (!(anchor instanceof HTMLElement)) continue;
    const note = document.createElement('span');
    note.className = 'sf-review-field-error';
    note.id = `${form.id || 'review'}-${name}-error`;
    anchor.after(note);
    errors.set(name, note);
    anchor.setAttribute('aria-describedby', note.id);
  }

  const show = (fields: Record<string, string>, text = '') => {
    banner.textContent = text;
    for (const [name, note] of errors) {
      note.textContent = fields[name] ?? '';
      const target = note.previousElementSibling;
      if (fields[name]) target?.setAttribute('aria-invalid', 'true');
      else target?.removeAttribute('aria-invalid');
    }
    const first = FIELDS.find((name) => fields[name]);
    const focus = first ? form.querySelector<HTMLElement>(`[name="${first}"]`) : null;
    focus?.focus();
  };

  /** Our texts for the schema's complaints: too long, else required. */
  const fieldErrors = (issues: readonly { path: PropertyKey[]; code: string }[]) => {
    const fields: Record<string, string> = {};
    for (const issue of issues) {
      const name = String(issue.path[0] ?? '');
      fields[name] ??= issue.code === 'too_big' ? messages.formTooLong : messages.formRequired;
    }
    return fields;
  };

  let busy = false;
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(form);
    const rating = data.get('rating');
    const parsed = z.safeParse(ReviewRequestSchema, {
      productId: form.dataset.productId ?? '',
      name: String(data.get('name') ?? ''),
      rating: rating === null ? NaN : Number(rating),
      title: String(data.get('title') ?? ''),
      body: String(data.get('body') ?? ''),
    });
    if (!parsed.success) {
      show(fieldErrors(parsed.error.issues));
      return;
    }
    busy = true;
    show({});
    if (submit) {
      submit.textContent = messages.formSubmitting;
      submit.setAttribute('aria-disabled', 'true');
    }
    submitReview(runtime.api, parsed.data).then(
      () => {
        const thanks = document.createElement('p');
        thanks.className = 'sf-review-thanks';
        thanks.setAttribute('role', 'status');
        thanks.tabIndex = -1;
        thanks.textContent = messages.reviewThanks;
        form.hidden = true;
        form.after(thanks);
        thanks.focus();
      },
      (error: unknown) => {
        busy = false;
        if (submit) {
          submit.textContent = label;
          submit.removeAttribute('aria-disabled');
        }
        const fields = isHttpError(error) && error.status === 400 ? (error.body?.errors ?? {}) : {};
        const ours = Object.fromEntries(
          Object.keys(fields).map((name) => [name, messages.formRequired]),
        );
        show(ours, Object.keys(ours).length > 0 ? '' : errorText(error, messages));
      },
    );
  };
  form.noValidate = true;
  form.addEventListener('submit', onSubmit);
  return () => {
    form.removeEventListener('submit', onSubmit);
    banner.remove();
    for (const note of errors.values()) note.remove();
  };
}
