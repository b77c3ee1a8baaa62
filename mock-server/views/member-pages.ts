/**
 * Member pages (page types 103, 105 and 106 of the commerce document): the lock screen with the
 * document's label and the account widget's sign-in form, the protected content, and the
 * member-area access-denied page with its join button. Every value escaped by hono's `html`.
 */
import { html } from 'hono/html';
import { UNTRACKED_PAGE_TYPE } from '../../src/api/analytics-contract';
import { messages } from '../../src/i18n/messages';
import type { MemberArea, MemberPage } from '../catalogue/site-users';
import { pageShell, type Html } from './page-shell';

/** Page types of the commerce document's section 2. */
export const MEMBER_PAGE_TYPE = {
  lockScreen: UNTRACKED_PAGE_TYPE.lockScreen,
  protectedContent: 105,
  accessDenied: UNTRACKED_PAGE_TYPE.accessDenied,
} as const;

export interface MemberPageContext {
  websiteId: string;
  locale: string;
  currency: string;
}

function layout(title: string, pageType: number, body: Html, ctx: MemberPageContext): Html {
  return pageShell({ title, pageType, locale: ctx.locale, body, bundle: ctx });
}

/** 103: signed out. The account widget signs in and reloads the page, which then answers 105. */
export function lockScreenPage(page: MemberPage, ctx: MemberPageContext): Html {
  return layout(
    page.title,
    MEMBER_PAGE_TYPE.lockScreen,
    html`<h1>${page.title}</h1>
      <p class="sf-member-lock" role="status">${messages.memberPageLocked}</p>
      <section data-storefront-account="reload"></section>`,
    ctx,
  );
}

/** 105: a member of the page's area. */
export function protectedContentPage(page: MemberPage, ctx: MemberPageContext): Html {
  return layout(
    page.title,
    MEMBER_PAGE_TYPE.protectedContent,
    html`<h1>${page.title}</h1>
      <article class="sf-member-content">
        ${page.paragraphs.map((text) => html`<p>${text}</p>`)}
      </article>
      <section data-storefront-account="reload"></section>`,
    ctx,
  );
}

/** 106: signed in, but not a member of the page's area: the join button. */
export function accessDeniedPage(page: MemberPage, area: MemberArea, ctx: MemberPageContext): Html {
  return layout(
    page.title,
    MEMBER_PAGE_TYPE.accessDenied,
    html`<h1>${page.title}</h1>
      <p class="sf-member-denied">${messages.memberAccessDenied}</p>
      <p>
        <a class="sqs-block-button-element sf-member-join" href="${area.joinUrl}"
          >${messages.memberJoin} ${area.name}</a
        >
      </p>
      <section data-storefront-account="reload"></section>`,
    ctx,
  );
}
