/**
 * The console's multilingual calls (templates document, section 7): `GET /api/multilingual/
 * settings`, `/status`, `/languages`, `PUT /languages`, `DELETE /connection`, with the request
 * schema the mock server validates with too.
 */
import { consoleTexts } from '../i18n/console-texts';
import { format } from '../i18n/messages';
import { LANGUAGE_PATTERN } from './site-users';
import type { ApiClient } from './client';
import { z } from './zod';

export const MULTILINGUAL_PATH = 'api/multilingual';

/** The languages a site can add (the translation tool's list in our demo). */
export const SITE_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'ja'] as const;

export const LanguagesRequestSchema = z.strictObject({
  languages: z
    .array(
      z
        .string()
        .check(
          z.refine(
            (code) =>
              LANGUAGE_PATTERN.test(code) && (SITE_LANGUAGES as readonly string[]).includes(code),
            { error: (issue) => format(consoleTexts.notAnOption, { val: String(issue.input) }) },
          ),
        ),
    )
    .check(z.minLength(1), z.maxLength(SITE_LANGUAGES.length)),
  version: z.optional(z.number().check(z.int(), z.minimum(0))),
});
export type LanguagesRequest = z.infer<typeof LanguagesRequestSchema>;

/** The site's languages: the first is the default; `connected` once more than one is on. */
export interface MultilingualSettings {
  defaultLanguage: string;
  languages: string[];
  connected: boolean;
}

export const MultilingualSettingsSchema = z.object({
  defaultLanguage: z.string(),
  languages: z.array(z.string()),
  connected: z.boolean(),
  version: z.number(),
});
export type SavedMultilingualSettings = z.infer<typeof MultilingualSettingsSchema>;

/** The console's multilingual calls. */
export function ownerLanguagesApi(api: ApiClient) {
  return {
    settings: () => api.request('GET', `${MULTILINGUAL_PATH}/settings`, MultilingualSettingsSchema),
    save: (request: LanguagesRequest) =>
      api.request('PUT', `${MULTILINGUAL_PATH}/languages`, MultilingualSettingsSchema, {
        json: request,
      }),
    disconnect: () =>
      api.request('DELETE', `${MULTILINGUAL_PATH}/connection`, MultilingualSettingsSchema),
  };
}
export type OwnerLanguagesApi = ReturnType<typeof ownerLanguagesApi>;
