/**
 * The submit sequence of section 4 after client validation: server validation, a submission key,
 * then the save. Every failure becomes an outcome with the section 8 texts; nothing throws.
 */
import { isCrumbError, isHttpError } from '../../api/errors';
import type { FormDefinition, FormsApi, FormValues, Submission } from '../../api/forms';
import type { Messages } from '../../i18n/messages';

export type SubmitOutcome =
  | { ok: true }
  /** `fields`: messages by field id; `message`: a form-level text. */
  | { ok: false; fields: Record<string, string>; message?: string };

export interface PageInfo {
  pageTitle: string;
  pageId: string;
  contentSource: 'i' | 'c';
  pagePath: string;
  pagePermissionTypeValue: number;
}

/**
 * Section 8's status mapping; a 400 with field errors marks the fields. The validate call sends
 * them as `errors`, the save as `data.errors` (section 7).
 */
export function failure(error: unknown, messages: Messages): SubmitOutcome & { ok: false } {
  if (isCrumbError(error)) {
    return { ok: false, fields: {}, message: messages.sessionExpired };
  }
  if (!isHttpError(error)) return { ok: false, fields: {}, message: messages.formUnknownError };
  const byStatus: Record<number, string> = {
    401: messages.formUnauthorized,
    404: messages.formNotConfigured,
    429: messages.formRateLimited,
    500: messages.formServerError,
  };
  const fixed = byStatus[error.status];
  if (fixed) return { ok: false, fields: {}, message: fixed };
  const fields = error.body?.data?.errors ?? error.body?.errors ?? {};
  if (error.status === 400 && Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: false, fields: {}, message: error.body?.message ?? messages.formUnknownError };
}

export async function submitForm(
  api: FormsApi,
  form: FormDefinition,
  values: FormValues,
  page: PageInfo,
  captchaKey: string | undefined,
  messages: Messages,
): Promise<SubmitOutcome> {
  try {
    await api.validate(form.id, values);
  } catch (error) {
    return failure(error, messages);
  }
  let key: string;
  try {
    key = await api.submissionKey();
  } catch (error) {
    return isCrumbError(error)
      ? failure(error, messages)
      : { ok: false, fields: {}, message: messages.formNoKey };
  }
  const submission: Submission = {
    key,
    formId: form.id,
    form: JSON.stringify(values),
    ...page,
    ...(captchaKey ? { captchaKey } : {}),
  };
  try {
    await api.save(submission);
    return { ok: true };
  } catch (error) {
    return failure(error, messages);
  }
}
