/** Mounting an owner console panel: its styles, a React root in place of the host's markup, and that markup back on unmount. */
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import type { Unmount } from '../widget';
import panelCss from './console-panel.css?inline';
import sharedCss from './shared.css?inline';

/**
 * Renders `panel` into `host` at once (the console's server-rendered placeholder is replaced in
 * the same task, so it never flashes) and returns the unmount, which puts the placeholder back.
 */
export function mountConsolePanel(host: HTMLElement, runtime: Runtime, panel: ReactNode): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('console-panel', panelCss, runtime.config.nonce);
  const original = [...host.childNodes];
  const container = document.createElement('div');
  host.replaceChildren(container);
  const root = createRoot(container);
  flushSync(() => root.render(panel));
  return () => {
    root.unmount();
    host.replaceChildren(...original);
  };
}
