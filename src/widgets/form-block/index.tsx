/**
 * The form-block widget: hydrates `.sqs-block-form[data-form-id]` and
 * `.sqs-block-newsletter[data-form-id]` (see the README's hook contract). The definition comes
 * from the page (`data-form-json`) or from `GET /api/template/GetTemplateSchema`.
 */
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { FormDefinitionSchema, formsApi, type FormDefinition } from '../../api/forms';
import { errorText } from '../../api/error-text';
import { isHttpError } from '../../api/errors';
import { isForeignAnswer } from '../../api/foreign-answer';
import { POPUP_SELECTOR } from '../../blocks/popup-rules';
import { captchaSiteKey } from '../../captcha/captcha';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import { FormBlock } from './FormBlock';
import css from './styles.css?inline';
import { allMessages } from '../../i18n/messages';

/** Runs `onCommit` once its children are in the (detached) container, before the page paints. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('form-block', css, runtime.config.nonce);
  const api = formsApi(runtime.api);
  const messages = allMessages(runtime.messages);
  const original = [...host.childNodes];
  const container = document.createElement('div');
  container.className = 'sf-form-block';
  const root = createRoot(container);
  let alive = true;

  const show = (definition: FormDefinition) => {
    if (!alive) return;
    // A newsletter block is one, whatever its definition says.
    const form = host.classList.contains('sqs-block-newsletter')
      ? { ...definition, newsletter: true }
      : definition;
    const data = host.dataset;
    // Rendered as a transition, in slices of the main thread (a form of many fields is one long
    // task on a slow phone otherwise), into the detached container; the platform's markup stays
    // until the whole form is there, then the two swap in one commit.
    const committed = () => {
      if (!alive || container.parentNode === host) return;
      host.replaceChildren(container);
      runtime.emit('form-rendered', { formId: form.id });
    };
    startTransition(() =>
      root.render(
        <Committed onCommit={committed}>
          <FormBlock
            form={form}
            api={api}
            messages={messages}
            nonce={runtime.config.nonce}
            captchaSiteKey={captchaSiteKey(host)}
            captchaAction={host.closest(POPUP_SELECTOR) ? 'PROMO_POPUP_SUBMISSION' : undefined}
            clientValidation={data.clientValidation !== 'false'}
            asyncEdit={data.asyncEdit !== undefined}
            page={{
              pageTitle: document.title,
              pageId: data.pageId ?? '',
              contentSource: data.contentSource === 'i' ? 'i' : 'c',
              pagePath: location.pathname,
              pagePermissionTypeValue: Number(data.pagePermission ?? 1) || 1,
            }}
            onSuccess={(values) => {
              // Public events (Storefront.on, and `storefront:<name>` DOM events).
              if (form.newsletter) {
                runtime.emit('newsletter-subscribed', { formId: form.id, newsletter: true });
              }
              runtime.emit('form-success', {
                formId: form.id,
                newsletter: form.newsletter,
                values,
              });
              runtime.emit('pixel', { event: 'Lead', formId: form.id });
            }}
          />
        </Committed>,
      ),
    );
  };
  const showError = (text: string) => {
    if (!alive) return;
    const note = document.createElement('p');
    note.className = 'sf-form-message';
    note.setAttribute('role', 'alert');
    note.textContent = text;
    host.replaceChildren(note);
  };

  const inline = host.dataset.formJson;
  if (inline !== undefined) {
    let parsed: ReturnType<typeof FormDefinitionSchema.safeParse> | undefined;
    try {
      parsed = FormDefinitionSchema.safeParse(JSON.parse(inline));
    } catch {
      parsed = undefined;
    }
    if (parsed?.success) show(parsed.data);
    else showError(messages.formNotConfigured);
  } else {
    api.definition(host.dataset.formId ?? '').then(show, (error: unknown) => {
      // Not the API's answer (a wrong data-api-base, reported once by the runtime): the block
      // stays the platform's markup rather than telling visitors the form is not set up.
      if (runtime.report && isForeignAnswer(error)) return;
      showError(
        isHttpError(error) && error.status === 404
          ? messages.formNotConfigured
          : errorText(error, messages),
      );
    });
  }

  return () => {
    alive = false;
    root.unmount();
    host.replaceChildren(...original);
  };
}
