/**
 * Form blocks (sections 3, 5 and 7 of the commerce and forms document): the form definition,
 * the submission payload, and the four calls a submit makes. The schemas are shared with the mock
 * server, which validates request bodies with them.
 */
import { lazySchema, z } from './zod';
import type { ApiClient } from './client';

/** Every field type of the editor's list. */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'currency',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Multi-part fields and the labels of their parts, in serialisation order. */
export const FIELD_PARTS = {
  name: ['First Name', 'Last Name'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'AM/PM'],
  address: ['Address 1', 'Address 2', 'City', 'State', 'Zip Code', 'Country'],
  phone: ['Country', 'Area Code', 'Prefix', 'Line'],
} as const satisfies Partial<Record<FieldType, readonly string[]>>;

export const FormFieldSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(100)),
    type: z.enum(FIELD_TYPES),
    title: z._default(z.string().check(z.maxLength(500)), ''),
    description: z.optional(z.string().check(z.maxLength(2000))),
    placeholder: z.optional(z.string().check(z.maxLength(500))),
    required: z._default(z.boolean(), false),
    /** currency */
    currencySymbol: z.optional(z.string().check(z.maxLength(8))),
    /** phone: a fourth, leading country-code part. */
    showCountryCode: z.optional(z.boolean()),
    /** radio, checkbox, select; the likert answers are fixed (-2 to 2). */
    options: z.optional(z.array(z.string().check(z.maxLength(500))).check(z.maxLength(200))),
    /** likert: the statements a visitor rates. */
    questions: z.optional(z.array(z.string().check(z.maxLength(500))).check(z.maxLength(100))),
    /** textarea: the character limit; 0 or missing means none. */
    maxLength: z.optional(z.int().check(z.nonnegative())),
    /** section: draw a rule under the title. */
    underline: z.optional(z.boolean()),
    /** hidden: the query-string name it reads, and its default. */
    key: z.optional(z.string().check(z.maxLength(200))),
    value: z.optional(z.string().check(z.maxLength(2000))),
  }),
);
export type FormField = z.infer<typeof FormFieldSchema>;

export const FormDefinitionSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    name: z.string(),
    fields: z.array(FormFieldSchema),
    submitButtonText: z._default(z.string(), 'Submit'),
    submissionMessage: z._default(z.string(), ''),
    /** Merchant HTML shown after a submit; its scripts run (merchant content). */
    submissionHTML: z._default(z.string(), ''),
    successRedirect: z._default(z.string(), ''),
    disclaimerMessage: z._default(z.string(), ''),
    captchaEnabled: z._default(z.boolean(), false),
    captchaTheme: z._default(z.enum(['light', 'dark']), 'light'),
    captchaAlignment: z._default(z.enum(['left', 'center', 'right']), 'left'),
    /** A newsletter block: tracked as a subscription, no error banners. */
    newsletter: z._default(z.boolean(), false),
  }),
);
export type FormDefinition = z.infer<typeof FormDefinitionSchema>;

/** One serialised field value (section 3, "Field value formats"). */
export const FieldValueSchema = lazySchema(() =>
  z.union([z.string(), z.array(z.string()), z.record(z.string(), z.string())]),
);
export type FieldValue = z.infer<typeof FieldValueSchema>;
export const FormValuesSchema = lazySchema(() => z.record(z.string(), FieldValueSchema));
export type FormValues = z.infer<typeof FormValuesSchema>;

export const SubmissionSchema = lazySchema(() =>
  z.object({
    key: z.string().check(z.minLength(1), z.maxLength(200)),
    /** The form's id (the document's payload list names none; the save needs to know the form). */
    formId: z.string().check(z.minLength(1), z.maxLength(200)),
    /** JSON text of {@link FormValues}. */
    form: z.string(),
    captchaKey: z.optional(z.string().check(z.maxLength(4000))),
    pageTitle: z.string().check(z.maxLength(1000)),
    pageId: z.string().check(z.maxLength(200)),
    contentSource: z.enum(['i', 'c']),
    pagePath: z.string().check(z.maxLength(2000)),
    pagePermissionTypeValue: z.int(),
  }),
);
export type Submission = z.infer<typeof SubmissionSchema>;

export const TemplateSchemaResponseSchema = lazySchema(() =>
  z.object({ form: FormDefinitionSchema }),
);
export const SubmissionKeyResponseSchema = lazySchema(() =>
  z.object({ data: z.object({ key: z.string() }) }),
);
export const OkResponseSchema = lazySchema(() => z.object({ ok: z.literal(true) }));

/** The typed calls of a form block, on the runtime's API client. */
export function formsApi(api: ApiClient) {
  return {
    /** `GET /api/template/GetTemplateSchema?type=form-block&formId=`. */
    definition: async (formId: string) =>
      (
        await api.request('GET', 'api/template/GetTemplateSchema', TemplateSchemaResponseSchema, {
          searchParams: { type: 'form-block', formId },
        })
      ).form,
    validate: (formId: string, values: FormValues) =>
      api.request(
        'POST',
        `api/rest/forms/validate/${encodeURIComponent(formId)}`,
        OkResponseSchema,
        { json: values },
      ),
    submissionKey: async () =>
      (await api.request('POST', 'api/form/FormSubmissionKey', SubmissionKeyResponseSchema)).data
        .key,
    save: (submission: Submission) =>
      api.request('POST', 'api/form/SaveFormSubmission', OkResponseSchema, { json: submission }),
  };
}
export type FormsApi = ReturnType<typeof formsApi>;
