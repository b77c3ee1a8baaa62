/** The installments information modal: how paying in installments works. */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { getInstallmentInfo, type InstallmentInfo } from '../../api/installments';
import { allMessages } from '../../i18n/messages';
import { format } from '../../i18n/shop-messages';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import { Modal } from '../shared/Modal';
import css from './modal.css?inline';
import type { InstallmentLocale } from './rules';

type Content =
  { state: 'loading' } | { state: 'loaded'; info: InstallmentInfo } | { state: 'failed' };

/** Content already fetched this page view, by provider locale. */
const loaded = new Map<string, InstallmentInfo>();

/**
 * Opens the modal for the plain-DOM pill; `onClosed` is told when the shopper closes it. Returns
 * a function that closes it (the pill's unmount).
 */
export function openInstallmentsInfo(
  props: Omit<InstallmentsInfoModalProps, 'onClose'>,
  onClosed: () => void,
): () => void {
  // Detached: the modal portals to the body, and the root only holds it.
  const root = createRoot(document.createElement('div'));
  const close = () => {
    root.unmount();
    onClosed();
  };
  root.render(<InstallmentsInfoModal {...props} onClose={close} />);
  return close;
}

export interface InstallmentsInfoModalProps {
  runtime: Runtime;
  provider: InstallmentLocale;
  count: number;
  onClose: () => void;
}

/**
 * How paying in installments works, in the provider's words for the store's locale, fetched on
 * first open. When the fetch fails it only warns in the console and shows a one-line summary.
 */
export function InstallmentsInfoModal({
  runtime,
  provider,
  count,
  onClose,
}: InstallmentsInfoModalProps) {
  injectStyles('installments-modal', css, runtime.config.nonce);
  const { locale, brand } = provider;
  const [content, setContent] = useState<Content>(() => {
    const info = loaded.get(locale);
    return info ? { state: 'loaded', info } : { state: 'loading' };
  });

  useEffect(() => {
    if (loaded.has(locale)) return;
    let live = true;
    getInstallmentInfo(runtime.api, locale).then(
      (info) => {
        loaded.set(locale, info);
        if (live) setContent({ state: 'loaded', info });
      },
      (error: unknown) => {
        console.warn(`[storefront] could not load the ${brand} information (${locale}):`, error);
        if (live) setContent({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [runtime.api, locale, brand]);

  const messages = allMessages(runtime.messages);
  const info = content.state === 'loaded' ? content.info : undefined;
  return (
    <Modal
      title={info?.title ?? brand}
      closeLabel={messages.close}
      onClose={onClose}
      className="sf-installments-modal"
      {...(runtime.config.nonce === undefined ? {} : { nonce: runtime.config.nonce })}
    >
      <div aria-busy={content.state === 'loading'} aria-live="polite">
        {content.state === 'loading' && <p>{messages.installmentsLoading}</p>}
        {content.state === 'failed' && (
          <p>{format(messages.installmentsFallback, { count, brand })}</p>
        )}
        {info && (
          <>
            <p>{info.intro}</p>
            <ol className="sf-installments-modal__steps">
              {info.steps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
            <p className="sf-installments-modal__terms">
              {info.terms}{' '}
              <a href={info.termsUrl} target="_blank" rel="noopener noreferrer">
                {info.termsUrl}
              </a>
            </p>
          </>
        )}
      </div>
    </Modal>
  );
}
