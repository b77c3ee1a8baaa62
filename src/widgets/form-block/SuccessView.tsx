/**
 * After a successful submit: the submission message (text) and the merchant's post-submit HTML.
 * That HTML is the merchant's own content from the form definition, never visitor input, and the
 * platform runs its scripts, so it is inserted as a parsed fragment (scripts in a contextual
 * fragment execute on insertion; the page's CSP still applies).
 */
import { useEffect, useRef } from 'react';
import type { FormDefinition } from '../../api/forms';

export function SuccessView({ form }: { form: FormDefinition }) {
  const ref = useRef<HTMLDivElement>(null);
  const htmlRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = htmlRef.current;
    if (box && form.submissionHTML) {
      box.replaceChildren(document.createRange().createContextualFragment(form.submissionHTML));
    }
    ref.current?.scrollIntoView({ block: 'nearest' });
    ref.current?.focus();
  }, [form.submissionHTML]);
  return (
    <div className="sf-form-success" ref={ref} tabIndex={-1} role="status">
      {form.submissionMessage && (
        <p className="sf-form-success-message">{form.submissionMessage}</p>
      )}
      <div className="sf-form-success-html" ref={htmlRef} />
    </div>
  );
}
