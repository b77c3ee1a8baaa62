/**
 * Form blocks on the mock server: the website's forms (from the fixture file), one-time
 * short-lived submission keys, stored submissions, a per-form rate limit, and the server-side
 * check of submitted values (the section 5 rules plus the shape of every value).
 */
import { randomBytes } from 'node:crypto';
import {
  FIELD_PARTS,
  FormDefinitionSchema,
  type FieldValue,
  type FormDefinition,
  type FormField,
  type FormValues,
  type Submission,
} from '../../src/api/forms';
import { isLikertValue } from '../../src/forms/likert';
import { ruleTexts } from '../../src/forms/field-rules';
import { formErrors, isMultiPart } from '../../src/forms/rules';
import { messages } from '../../src/i18n/messages';
import { serverTexts } from '../../src/i18n/server-texts';
import type { Db } from '../db';
import type { Catalogue } from '../catalogue/fixtures';

/** The section 5 rule texts, from the one catalogue the widgets use. */
const RULE_TEXTS = ruleTexts(messages);

/** The platform's texts for form failures (section 8), from `src/i18n`. */
export const FORM_MESSAGES = {
  invalidFields: serverTexts.invalidFields,
  unparsable: serverTexts.unparsableFields,
  badKey: messages.formProcessingError,
  captchaFailed: messages.formCaptchaFailed,
  notConfigured: messages.formNotConfigured,
  rateLimited: messages.formRateLimited,
  tooLong: messages.formTooLong,
} as const;

/** A key is good for one save within this time. */
export const SUBMISSION_KEY_TTL_MS = 10 * 60_000;
/** Longest value of any one field (a textarea's own limit applies first). */
export const MAX_VALUE_LENGTH = 10_000;
/** @default 5 saves per form per visitor per minute */
export const DEFAULT_FORM_RATE_LIMIT = { max: 5, windowMs: 60_000 };

export interface StoredSubmission {
  id: number;
  formId: string;
  created: number;
  values: FormValues;
  pageTitle: string;
  pageId: string;
  contentSource: string;
  pagePath: string;
  pagePermissionTypeValue: number;
}

export interface FormRepository {
  find(formId: string): FormDefinition | undefined;
  issueKey(): string;
  /** Marks the key used; false when unknown, used before or expired. */
  redeemKey(key: string): boolean;
  /** Counts a save of `formId` by `visitor`; false past the rate limit. */
  allowSave(formId: string, visitor: string): boolean;
  save(formId: string, values: FormValues, submission: Submission): number;
  submissions(formId: string): StoredSubmission[];
}

interface SubmissionRow {
  id: number;
  form_id: string;
  created: number;
  form_values: string;
  page_title: string;
  page_id: string;
  content_source: string;
  page_path: string;
  page_permission: number;
}

export function createFormRepository(
  db: Db,
  catalogue: Catalogue,
  now: () => number,
  rateLimit = DEFAULT_FORM_RATE_LIMIT,
): FormRepository {
  const forms = new Map(
    catalogue.forms.map((raw) => {
      const form = FormDefinitionSchema.parse(raw);
      return [form.id, form] as const;
    }),
  );
  const insertKey = db.prepare('INSERT INTO form_keys (key, created) VALUES (?, ?)');
  const redeem = db.prepare(
    'UPDATE form_keys SET used = 1 WHERE key = ? AND used = 0 AND created >= ?',
  );
  const pruneKeys = db.prepare('DELETE FROM form_keys WHERE created < ?');
  const insertSubmission = db.prepare(
    `INSERT INTO form_submissions (form_id, created, form_values, page_title, page_id,
       content_source, page_path, page_permission) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const selectSubmissions = db.prepare<[string], SubmissionRow>(
    'SELECT * FROM form_submissions WHERE form_id = ? ORDER BY id',
  );
  const saves = new Map<string, number[]>();

  return {
    find: (formId) => forms.get(formId),
    issueKey() {
      pruneKeys.run(now() - SUBMISSION_KEY_TTL_MS * 6);
      const key = randomBytes(16).toString('hex');
      insertKey.run(key, now());
      return key;
    },
    redeemKey: (key) => redeem.run(key, now() - SUBMISSION_KEY_TTL_MS).changes === 1,
    allowSave(formId, visitor) {
      if (saves.size > 10_000) {
        for (const [key, times] of saves) {
          if (times.every((at) => now() - at >= rateLimit.windowMs)) saves.delete(key);
        }
      }
      const id = `${formId}\u0000${visitor}`;
      const recent = (saves.get(id) ?? []).filter((at) => now() - at < rateLimit.windowMs);
      if (recent.length >= rateLimit.max) {
        saves.set(id, recent);
        return false;
      }
      recent.push(now());
      saves.set(id, recent);
      return true;
    },
    save(formId, values, submission) {
      const result = insertSubmission.run(
        formId,
        now(),
        JSON.stringify(values),
        submission.pageTitle,
        submission.pageId,
        submission.contentSource,
        submission.pagePath,
        submission.pagePermissionTypeValue,
      );
      return Number(result.lastInsertRowid);
    },
    submissions: (formId) =>
      selectSubmissions.all(formId).map((row) => ({
        id: row.id,
        formId: row.form_id,
        created: row.created,
        values: JSON.parse(row.form_values) as FormValues,
        pageTitle: row.page_title,
        pageId: row.page_id,
        contentSource: row.content_source,
        pagePath: row.page_path,
        pagePermissionTypeValue: row.page_permission,
      })),
  };
}

/** The check result: field errors, or `unparsable` when the values are not this form's shape. */
export type ValuesCheck =
  | { ok: true; values: FormValues }
  | { ok: false; unparsable: true }
  | { ok: false; unparsable: false; errors: Record<string, string> };

/**
 * Checks submitted values against the form: every key a field of the form (no sections), every
 * value of its field's shape and within the length limit, choices among the options, then the
 * section 5 rules.
 */
export function checkValues(form: FormDefinition, input: unknown): ValuesCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, unparsable: true };
  }
  const fields = new Map(form.fields.map((field) => [field.id, field]));
  const values: FormValues = {};
  const errors: Record<string, string> = {};
  for (const [id, value] of Object.entries(input)) {
    const field = fields.get(id);
    if (!field || field.type === 'section' || !hasShape(field, value)) {
      return { ok: false, unparsable: true };
    }
    values[id] = value;
    const problem = valueProblem(field, value);
    if (problem) errors[id] = problem;
  }
  // A value's own problem (a bad option, too long) wins over the section 5 rule texts.
  for (const [id, error] of Object.entries(formErrors(form.fields, values, RULE_TEXTS))) {
    errors[id] ??= error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, unparsable: false, errors };
  return { ok: true, values };
}

function hasShape(field: FormField, value: unknown): value is FieldValue {
  const strings = (list: unknown): list is string[] =>
    Array.isArray(list) && list.every((item) => typeof item === 'string');
  if (isMultiPart(field.type)) {
    return strings(value) && value.length <= FIELD_PARTS[field.type].length;
  }
  if (field.type === 'checkbox') return strings(value);
  if (field.type === 'likert') {
    return (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((answer) => typeof answer === 'string')
    );
  }
  return typeof value === 'string';
}

function valueProblem(field: FormField, value: FieldValue): string | undefined {
  const texts = typeof value === 'string' ? [value] : Object.values(value);
  if (texts.some((text) => text.length > MAX_VALUE_LENGTH)) return FORM_MESSAGES.tooLong;
  const options = new Set(field.options ?? []);
  const picked = field.type === 'checkbox' ? (value as string[]) : [value as string];
  if (['radio', 'select', 'checkbox'].includes(field.type)) {
    const bad = picked.find((choice) => choice !== '' && !options.has(choice));
    if (bad !== undefined) return notAnOption(bad);
  }
  if (field.type === 'likert') {
    const questions = new Set(field.questions ?? []);
    const entries = Object.entries(value as Record<string, string>);
    const bad = entries.find(([q, a]) => !questions.has(q) || !isLikertValue(a));
    if (bad) return notAnOption(questions.has(bad[0]) ? bad[1] : bad[0]);
  }
  return undefined;
}

/** Quoted back as text (escaped wherever it is shown), cut short so a huge value stays small. */
const notAnOption = (value: string) =>
  serverTexts.notAnOption.replace('{val}', JSON.stringify(value.slice(0, 60)));
