/**
 * After a successful submit: the submission message (text) and the merchant's post-submit HTML.
 * That HTML is the merchant's own content from the form definition, never visitor input, and the
 * platform runs its scripts, so it is inserted as a parsed fragment (scripts in a contextual
 * fragment execute on insertion; the page's CSP still applies).
 */
import type { FormDefinition } from '../../api/forms';
import { el } from '../shared/element';

/** Puts the success view in `container` in place of the form, scrolls to it and focuses it. */
export function showSuccess(container: HTMLElement, form: FormDefinition): void {
  const view = el('div', 'sf-form-success');
  view.tabIndex = -1;
  view.setAttribute('role', 'status');
  if (form.submissionMessage) {
    view.append(el('p', 'sf-form-success-message', form.submissionMessage));
  }
  const html = el('div', 'sf-form-success-html');
  view.append(html);
  container.replaceChildren(view);
  // Inserted once the box is on the page, so the merchant's scripts run.
  if (form.submissionHTML) {
    html.replaceChildren(document.createRange().createContextualFragment(form.submissionHTML));
  }
  view.scrollIntoView({ block: 'nearest' });
  view.focus();
}
