/**
 * Form blocks (sections 3, 5 and 7 of the commerce and forms document): the form definition,
 * the submission payload, and the four calls a submit makes. The schemas are shared with the mock
 * server, which validates request bodies with them.
 */
import { z } from 'zod';
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

export const FormFieldSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(FIELD_TYPES),
  title: z.string().max(500).default(''),
  description: z.string().max(2000).optional(),
  placeholder: z.string().max(500).optional(),
  required: z.boolean().default(false),
  /** currency */
  currencySymbol: z.string().max(8).optional(),
  /** phone: a fourth, leading country-code part. */
  showCountryCode: z.boolean().optional(),
  /** radio, checkbox, select; the likert answers are fixed (-2 to 2). */
  options: z.array(z.string().max(500)).max(200).optional(),
  /** likert: the statements a visitor rates. */
  questions: z.array(z.string().max(500)).max(100).optional(),
  /** textarea: the character limit; 0 or missing means none. */
  maxLength: z.number().int().nonnegative().optional(),
  /** section: draw a rule under the title. */
  underline: z.boolean().optional(),
  /** hidden: the query-string name it reads, and its default. */
  key: z.string().max(200).optional(),
  value: z.string().max(2000).optional(),
});
export type FormField = z.infer<typeof FormFieldSchema>;

export const FormDefinitionSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  fields: z.array(FormFieldSchema),
  submitButtonText: z.string().default('Submit'),
  submissionMessage: z.string().default(''),
  /** Merchant HTML shown after a submit; its scripts run (merchant content). */
  submissionHTML: z.string().default(''),
  successRedirect: z.string().default(''),
  disclaimerMessage: z.string().default(''),
  captchaEnabled: z.boolean().default(false),
  captchaTheme: z.enum(['light', 'dark']).default('light'),
  captchaAlignment: z.enum(['left', 'center', 'right']).default('left'),
  /** A newsletter block: tracked as a subscription, no error banners. */
  newsletter: z.boolean().default(false),
});
export type FormDefinition = z.infer<typeof FormDefinitionSchema>;

/** One serialised field value (section 3, "Field value formats"). */
export const FieldValueSchema = z.union([
  z.string(),
  z.array(z.string()),
  z.record(z.string(), z.string()),
]);
export type FieldValue = z.infer<typeof FieldValueSchema>;
export const FormValuesSchema = z.record(z.string(), FieldValueSchema);
export type FormValues = z.infer<typeof FormValuesSchema>;

export const SubmissionSchema = z.object({
  key: z.string().min(1).max(200),
  /** The form's id (the document's payload list names none; the save needs to know the form). */
  formId: z.string().min(1).max(200),
  /** JSON text of {@link FormValues}. */
  form: z.string(),
  captchaKey: z.string().max(4000).optional(),
  pageTitle: z.string().max(1000),
  pageId: z.string().max(200),
  contentSource: z.enum(['i', 'c']),
  pagePath: z.string().max(2000),
  pagePermissionTypeValue: z.number().int(),
});
export type Submission = z.infer<typeof SubmissionSchema>;

export const TemplateSchemaResponseSchema = z.object({ form: FormDefinitionSchema });
export const SubmissionKeyResponseSchema = z.object({ data: z.object({ key: z.string() }) });
export const OkResponseSchema = z.object({ ok: z.literal(true) });
/** The body of a refused validate or save call. */
export const FormErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  data: z.object({ errors: z.record(z.string(), z.string()) }).optional(),
});
export type FormErrorBody = z.infer<typeof FormErrorBodySchema>;

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
