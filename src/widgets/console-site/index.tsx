/**
 * The console's site panels: mounts on `[data-storefront-console-site]` (`/config/navigation`,
 * `/config/header-footer`, `/config/languages`); `data-panel` names which. An owner below editor
 * reads them read-only.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { OwnerInfoSchema } from '../../api/owner';
import { ownerLanguagesApi } from '../../api/owner-languages';
import { ownerSiteApi } from '../../api/owner-site';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import panelCss from '../shared/console-panel.css?inline';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import siteCss from './styles.css?inline';
import { HeaderFooterPanel } from './HeaderFooterPanel';
import { LanguagesPanel } from './LanguagesPanel';
import { NavigationPanel } from './NavigationPanel';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('console-panel', panelCss, runtime.config.nonce);
  injectStyles('console-site', siteCss, runtime.config.nonce);
  const original = [...host.childNodes];
  const container = document.createElement('div');
  host.replaceChildren(container);
  const root = createRoot(container);
  // Made once: a panel loads again whenever its api changes.
  const siteApi = ownerSiteApi(runtime.api);
  const languagesApi = ownerLanguagesApi(runtime.api);
  const render = (canWrite: boolean) => {
    const panel = host.dataset.panel;
    if (panel === 'languages') {
      return <LanguagesPanel api={languagesApi} canWrite={canWrite} />;
    }
    if (panel === 'header-footer') {
      return <HeaderFooterPanel api={siteApi} canWrite={canWrite} />;
    }
    return <NavigationPanel api={siteApi} canWrite={canWrite} />;
  };
  flushSync(() => root.render(render(false)));
  runtime.api.request('GET', 'api/owner/me', OwnerInfoSchema).then(
    (info) => root.render(render(info.canEdit)),
    () => undefined,
  );
  return () => {
    root.unmount();
    host.replaceChildren(...original);
  };
}
