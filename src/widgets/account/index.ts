/**
 * Mounts the account widget on `[data-storefront-account]` (see `./options.ts` for the hook's
 * attributes): signed out the sign-in form, signed in the language choice and sign out. Plain
 * DOM: no React on the member pages (issue 19).
 */
import { allMessages } from '../../i18n/messages';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import type { Unmount } from '../widget';
import { renderAccount } from './account-widget';
import { readAccountOptions } from './options';
import css from './styles.css?inline';

export function mount(element: HTMLElement, runtime: Runtime): Unmount {
  const { session } = runtime;
  if (!session) {
    console.error('[storefront] the account widget needs the runtime’s session store', element);
    return () => {};
  }
  injectStyles('account', css, runtime.config.nonce);
  const options = readAccountOptions(element);
  element.classList.add('sf-account');
  const destroy = renderAccount(element, {
    session,
    messages: allMessages(runtime.messages),
    options,
    language: document.documentElement.lang || runtime.config.locale,
    onChanged: () => {
      if (options.reload) window.location.reload();
    },
  });
  return () => {
    destroy();
    element.classList.remove('sf-account');
  };
}
