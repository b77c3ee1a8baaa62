/** The console's form submissions panel: one table per form, every value escaped. */
import { html } from 'hono/html';
import { consoleTexts } from '../../src/i18n/console-texts';
import type { StoredSubmission } from '../repositories/forms';
import type { Html } from './console-pages';

export interface FormSubmissions {
  id: string;
  name: string;
  submissions: readonly StoredSubmission[];
}

const valueText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

export function submissionsBody(forms: readonly FormSubmissions[]): Html {
  return html`<h1>${consoleTexts.submissionsPanel}</h1>
    ${forms.map(
      (form) =>
        html`<section aria-labelledby="form-${form.id}">
          <h2 id="form-${form.id}">${form.name || form.id}</h2>
          ${
            form.submissions.length === 0
              ? html`<p>No submissions yet.</p>`
              : html`<div
                  class="console-scroll"
                  tabindex="0"
                  role="region"
                  aria-labelledby="form-${form.id}"
                >
                  <table class="console-table">
                    <thead>
                      <tr>
                        <th scope="col">Received</th>
                        <th scope="col">Page</th>
                        <th scope="col">Values</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${form.submissions.map(
                        (submission) =>
                          html`<tr>
                            <td>${new Date(submission.created).toISOString()}</td>
                            <td>${submission.pagePath}</td>
                            <td>
                              <dl>
                                ${Object.entries(submission.values).map(
                                  ([field, value]) =>
                                    html`<dt>${field}</dt>
                                      <dd>${valueText(value)}</dd>`,
                                )}
                              </dl>
                            </td>
                          </tr>`,
                      )}
                    </tbody>
                  </table>
                </div>`
          }
        </section>`,
    )}`;
}
