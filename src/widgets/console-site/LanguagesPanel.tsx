/**
 * The console's languages panel: the site's languages (the default first, always on) from
 * `GET /api/multilingual/settings`, saved by `PUT /api/multilingual/languages` with the version
 * the owner started from; 'Use one language' ends the connection
 * (`DELETE /api/multilingual/connection`). The shop's pages follow: a visitor gets their language
 * among these, its texts and its money.
 */
import { useEffect } from 'react';
import {
  SITE_LANGUAGES,
  type OwnerLanguagesApi,
  type SavedMultilingualSettings,
} from '../../api/owner-languages';
import { consoleTexts } from '../../i18n/console-texts';
import { SaveMessages } from '../shared/console-save-messages';
import { PanelForm } from './Field';
import { useSavedForm } from './use-saved-form';

export interface LanguagesPanelProps {
  api: OwnerLanguagesApi;
  canWrite: boolean;
}

/** A language's name in English, for the owner (the browser's own list). */
const nameOf = (code: string): string => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

export function LanguagesPanel({ api, canWrite }: LanguagesPanelProps) {
  const form = useSavedForm<SavedMultilingualSettings>();

  useEffect(() => {
    api.settings().then(form.load, () => form.fail(consoleTexts.unableToLoad));
    // Loads once; `form` changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  const save = () => form.submit(({ languages, version }) => api.save({ languages, version }));

  if (!form.value) return <SaveMessages alert={form.alert} status="" />;
  const { defaultLanguage, languages, connected } = form.value;
  const error = Object.entries(form.errors).find(([path]) => path.startsWith('languages'))?.[1];

  return (
    <PanelForm form={form} save={save}>
      <fieldset
        disabled={!canWrite || form.busy}
        className="console-form"
        {...(error ? { 'aria-describedby': 'languages-error' } : {})}
      >
        <legend>The site’s languages</legend>
        {SITE_LANGUAGES.map((code) => (
          <div className="console-check" key={code}>
            <input
              id={`language-${code}`}
              type="checkbox"
              checked={languages.includes(code)}
              disabled={code === defaultLanguage}
              onChange={(event) => {
                const on = event.target.checked;
                form.set((old) => ({
                  ...old,
                  languages: on
                    ? [...old.languages, code]
                    : old.languages.filter((other) => other !== code),
                }));
              }}
            />
            <label htmlFor={`language-${code}`}>
              {nameOf(code)}
              {code === defaultLanguage ? ' (default)' : ''}
            </label>
          </div>
        ))}
        {error ? (
          <p className="console-error" id="languages-error">
            {error}
          </p>
        ) : null}
        <div className="console-site-actions">
          <button className="console-button" type="submit">
            {consoleTexts.save}
          </button>
          {connected ? (
            <button
              type="button"
              className="console-link-button"
              onClick={() => void form.submit(() => api.disconnect())}
            >
              Use one language
            </button>
          ) : null}
        </div>
      </fieldset>
    </PanelForm>
  );
}
