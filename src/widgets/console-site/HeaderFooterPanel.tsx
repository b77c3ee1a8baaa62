/**
 * The console's header and footer panel: the site title and tagline the shop's header shows and
 * the footer's text, read by `GET /api/site-header-footer` and saved by `PUT` with the version
 * the owner started from (a second owner's stale save is refused with its message).
 */
import { useEffect } from 'react';
import type { OwnerSiteApi, SavedHeaderFooter } from '../../api/owner-site';
import { consoleTexts } from '../../i18n/console-texts';
import { SaveMessages } from '../shared/console-save-messages';
import { Field, PanelForm } from './Field';
import { useSavedForm } from './use-saved-form';

export interface HeaderFooterPanelProps {
  api: OwnerSiteApi;
  canWrite: boolean;
}

export function HeaderFooterPanel({ api, canWrite }: HeaderFooterPanelProps) {
  const form = useSavedForm<SavedHeaderFooter>();

  useEffect(() => {
    api.headerFooter().then(form.load, () => form.fail(consoleTexts.unableToLoad));
    // Loads once; `form` changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  const save = () => form.submit((value) => api.saveHeaderFooter(value));

  if (!form.value) return <SaveMessages alert={form.alert} status="" />;
  const { header, footer } = form.value;
  const setHeader = (patch: Partial<SavedHeaderFooter['header']>) =>
    form.set((old) => ({ ...old, header: { ...old.header, ...patch } }));

  return (
    <PanelForm form={form} save={save}>
      <fieldset disabled={!canWrite || form.busy} className="console-form">
        <legend>Header</legend>
        <Field id="hf-site-title" label="Site title" error={form.errors['header.siteTitle']}>
          {(props) => (
            <input
              {...props}
              value={header.siteTitle}
              onChange={(event) => setHeader({ siteTitle: event.target.value })}
            />
          )}
        </Field>
        <Field id="hf-tagline" label="Tagline" error={form.errors['header.tagline']}>
          {(props) => (
            <input
              {...props}
              value={header.tagline}
              onChange={(event) => setHeader({ tagline: event.target.value })}
            />
          )}
        </Field>
      </fieldset>
      <fieldset disabled={!canWrite || form.busy} className="console-form">
        <legend>Footer</legend>
        <Field id="hf-footer" label="Footer text" error={form.errors['footer.text']}>
          {(props) => (
            <textarea
              {...props}
              rows={4}
              value={footer.text}
              onChange={(event) =>
                form.set((old) => ({ ...old, footer: { text: event.target.value } }))
              }
            />
          )}
        </Field>
        <div>
          <button className="console-button" type="submit">
            {consoleTexts.save}
          </button>
        </div>
      </fieldset>
    </PanelForm>
  );
}
