/**
 * Social blocks without React: the share buttons on the social-button formatters' placeholder
 * (`.squarespace-social-buttons[data-full-url]`: one link per service from its data attributes)
 * and social text (`[data-storefront-social-text]`: URLs, @mentions and #hashtags become links,
 * built as nodes from the text, never as HTML).
 */
import { shareLinks, socialTextParts, type ShareService } from '../../blocks/social-links';
import { allMessages, format, type Messages } from '../../i18n/messages';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import type { Unmount } from '../widget';
import css from './styles.css?inline';

/** Service names are names, not texts to translate. */
const SERVICE_NAMES: Readonly<Record<ShareService, string>> = {
  facebook: 'Facebook',
  twitter: 'X',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
  email: 'Email',
};

function shareButtons(host: HTMLElement, messages: Messages): Unmount {
  const { fullUrl = '', title = '', assetUrl = '' } = host.dataset;
  const list = document.createElement('ul');
  list.className = 'sf-share';
  list.setAttribute('aria-label', messages.shareLabel);
  for (const { service, href } of shareLinks({ fullUrl, title, assetUrl }, location.href)) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.className = `sf-share-link sf-share-${service}`;
    link.href = href;
    link.textContent = SERVICE_NAMES[service];
    if (service === 'email') link.setAttribute('aria-label', messages.shareByEmail);
    else {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      link.setAttribute(
        'aria-label',
        format(messages.shareOn, { service: SERVICE_NAMES[service] }),
      );
    }
    item.append(link);
    list.append(item);
  }
  host.append(list);
  return () => list.remove();
}

function socialText(host: HTMLElement): Unmount {
  const original = [...host.childNodes];
  const nodes = socialTextParts(host.textContent ?? '').map(({ text, href }) => {
    if (href === undefined) return document.createTextNode(text);
    const link = document.createElement('a');
    link.href = href;
    link.textContent = text;
    link.rel = 'noopener noreferrer';
    return link;
  });
  host.replaceChildren(...nodes);
  return () => host.replaceChildren(...original);
}

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('social', css, runtime.config.nonce);
  return host.matches('.squarespace-social-buttons')
    ? shareButtons(host, allMessages(runtime.messages))
    : socialText(host);
}
