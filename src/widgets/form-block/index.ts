/**
 * The form-block widget, plain DOM (no React: its first evaluation is one long task on a slow
 * phone): hydrates `.sqs-block-form[data-form-id]` and `.sqs-block-newsletter[data-form-id]` (see
 * the README's hook contract). The definition comes from the page (`data-form-json`) or from
 * `GET /api/template/GetTemplateSchema`.
 */
import { FormDefinitionSchema, formsApi, type FormDefinition } from '../../api/forms';
import { errorText } from '../../api/error-text';
import { isHttpError } from '../../api/errors';
import { isForeignAnswer } from '../../api/foreign-answer';
import { POPUP_SELECTOR } from '../../blocks/popup-rules';
import { captchaSiteKey } from '../../captcha/captcha';
import { allMessages } from '../../i18n/messages';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import { el } from '../shared/element';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import { buildFormBlock, type FormBlock } from './form-block';
import css from './styles.css?inline';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('form-block', css, runtime.config.nonce);
  const api = formsApi(runtime.api);
  const messages = allMessages(runtime.messages);
  const original = [...host.childNodes];
  const container = el('div', 'sf-form-block');
  let block: FormBlock | undefined;
  let alive = true;

  const show = (definition: FormDefinition) => {
    if (!alive) return;
    // A newsletter block is one, whatever its definition says.
    const form = host.classList.contains('sqs-block-newsletter')
      ? { ...definition, newsletter: true }
      : definition;
    const data = host.dataset;
    // Built in slices of the main thread into the detached container: the platform's markup
    // stays until the whole form is there, then the two swap at once.
    void buildFormBlock(container, {
      form,
      api,
      messages,
      nonce: runtime.config.nonce,
      captchaSiteKey: captchaSiteKey(host),
      captchaAction: host.closest(POPUP_SELECTOR) ? 'PROMO_POPUP_SUBMISSION' : undefined,
      clientValidation: data.clientValidation !== 'false',
      asyncEdit: data.asyncEdit !== undefined,
      page: {
        pageTitle: document.title,
        pageId: data.pageId ?? '',
        contentSource: data.contentSource === 'i' ? 'i' : 'c',
        pagePath: location.pathname,
        pagePermissionTypeValue: Number(data.pagePermission ?? 1) || 1,
      },
      onSuccess: (values) => {
        // Public events (Storefront.on, and `storefront:<name>` DOM events).
        if (form.newsletter) {
          runtime.emit('newsletter-subscribed', { formId: form.id, newsletter: true });
        }
        runtime.emit('form-success', { formId: form.id, newsletter: form.newsletter, values });
        runtime.emit('pixel', { event: 'Lead', formId: form.id });
      },
    }).then((built) => {
      if (!alive) return;
      block = built;
      host.replaceChildren(container);
      runtime.emit('form-rendered', { formId: form.id });
      built.start();
    });
  };
  const showError = (text: string) => {
    if (!alive) return;
    const note = el('p', 'sf-form-message', text);
    note.setAttribute('role', 'alert');
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
    block?.destroy();
    host.replaceChildren(...original);
  };
}
