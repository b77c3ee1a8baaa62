/**
 * The console's server-rendered pages under `/config/`: the shell (the shop's header and type,
 * the console's navigation), the sign-in page and the home that links every panel. Every value
 * goes through hono's `html`, which escapes it.
 */
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { roleAllows, upgradePath } from '../../src/api/owner';
import { consoleTexts } from '../../src/i18n/console-texts';
import { format } from '../../src/i18n/messages';
import type { Owner } from '../repositories/owners';

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** A console panel: its path under `/config/`, its title and the level it needs to open. */
export interface Panel {
  path: string;
  title: string;
}

/** Every panel, in the console's order; the home and the navigation link each. */
export const PANELS: readonly Panel[] = [
  { path: '/config/catalogue', title: consoleTexts.cataloguePanel },
  { path: '/config/store', title: consoleTexts.storePanel },
  { path: '/config/restock', title: consoleTexts.restockPanel },
  { path: '/config/submissions', title: consoleTexts.submissionsPanel },
  { path: '/config/panels', title: consoleTexts.editingPanels },
  { path: '/config/analytics', title: consoleTexts.analyticsPanel },
  { path: '/config/pickers', title: consoleTexts.pickersPanel },
  { path: '/config/gallery', title: consoleTexts.galleryPanel },
  { path: '/config/content', title: consoleTexts.contentPanel },
  { path: '/config/connections', title: consoleTexts.connectionsPanel },
  { path: '/config/navigation', title: consoleTexts.navigationPanel },
  { path: '/config/header-footer', title: consoleTexts.headerFooterPanel },
  { path: '/config/languages', title: consoleTexts.languagesPanel },
];

/** The console's home, whose body is the list of panels (its header does not repeat it). */
export const CONSOLE_HOME = '/config/';

export interface ConsolePageOptions {
  title: string;
  /** The page's path, marked `aria-current` in the navigation. */
  path: string;
  body: Html;
  /** The signed-in owner (none on the sign-in page). */
  owner?: Owner;
  /** The crumb, for the sign-out form. */
  crumb: string;
  /** Load the Storefront bundle (the page has console hooks). */
  bundle?: { websiteId: string; currency: string; locale: string };
}

export function consolePage(options: ConsolePageOptions): Html {
  const { title, path, body, owner, crumb, bundle } = options;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · ${consoleTexts.consoleTitle} · Demo Goods</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="/demo.css" />
        <link rel="stylesheet" href="/config/console.css" />
      </head>
      <body data-console>
        <a class="demo-skip-link" href="#main">Skip to content</a>
        <header class="demo-header console-header">
          <a class="demo-brand" href="/config/">Demo Goods · ${consoleTexts.consoleTitle}</a>
          ${
            owner
              ? html`<nav aria-label="${consoleTexts.consoleTitle}">
                    <ul>
                      ${(path === CONSOLE_HOME ? [] : PANELS).map(
                        (panel) =>
                          html`<li>
                            <a
                              href="${panel.path}"
                              ${panel.path === path ? html`aria-current="page"` : ''}
                              >${panel.title}</a
                            >
                          </li>`,
                      )}
                      <li><a href="/">${consoleTexts.backToShop}</a></li>
                    </ul>
                  </nav>
                  <p class="console-who">
                    ${format(consoleTexts.signedInAs, { email: owner.email, role: owner.role })}
                  </p>
                  <form method="post" action="/config/sign-out">
                    <input type="hidden" name="crumb" value="${crumb}" />
                    <button class="console-link-button" type="submit">
                      ${consoleTexts.signOut}
                    </button>
                  </form>`
              : ''
          }
        </header>
        <main id="main" class="console-main">${body}</main>
        ${
          bundle
            ? html`<script
                src="/storefront/latest/storefront.js"
                data-website-id="${bundle.websiteId}"
                data-currency="${bundle.currency}"
                data-locale="${bundle.locale}"
                defer
              ></script>`
            : ''
        }
      </body>
    </html>`;
}

export interface SignInFormState {
  email: string;
  error?: string;
  /** Where to go after signing in (a `/config/` path). */
  next: string;
}

/** The sign-in form: a plain form post, so it works before any script. */
export function signInBody(state: SignInFormState, crumb: string): Html {
  return html`<h1>${consoleTexts.signInTitle}</h1>
    <form class="console-form" method="post" action="/config/sign-in" novalidate>
      <input type="hidden" name="crumb" value="${crumb}" />
      <input type="hidden" name="next" value="${state.next}" />
      ${
        state.error
          ? html`<p class="console-error" id="sign-in-error" role="alert">${state.error}</p>`
          : ''
      }
      <div>
        <label for="owner-email">${consoleTexts.email}</label>
        <input
          id="owner-email"
          name="email"
          type="email"
          autocomplete="username"
          required
          value="${state.email}"
          ${state.error ? html`aria-invalid="true" aria-describedby="sign-in-error"` : ''}
        />
      </div>
      <div>
        <label for="owner-password">${consoleTexts.password}</label>
        <input
          id="owner-password"
          name="password"
          type="password"
          autocomplete="current-password"
          required
          ${state.error ? html`aria-invalid="true" aria-describedby="sign-in-error"` : ''}
        />
      </div>
      <div><button class="console-button" type="submit">${consoleTexts.signIn}</button></div>
    </form>`;
}

/**
 * The console's home: every panel, and for an admin the upgrade link (the demo site has no
 * billing: it reads as a trial unless `onTrial` says otherwise).
 */
export function homeBody(owner: Owner, onTrial = true): Html {
  return html`<h1>${consoleTexts.consoleTitle}</h1>
    <p>${format(consoleTexts.signedInAs, { email: owner.email, role: owner.role })}</p>
    ${
      roleAllows(owner.role, 'admin')
        ? html`<p><a href="${upgradePath(onTrial)}">${consoleTexts.upgrade}</a></p>`
        : ''
    }
    <ul class="console-panels">
      ${PANELS.map((panel) => html`<li><a href="${panel.path}">${panel.title}</a></li>`)}
    </ul>`;
}

/** A panel page's body: its heading, the read-only note for viewers, and a widget hook. */
export function panelBody(title: string, canWrite: boolean, hook: Html): Html {
  return html`<h1>${title}</h1>
    ${canWrite ? '' : html`<p role="note">${consoleTexts.readOnly}</p>`} ${hook}`;
}
