/**
 * The link rules (section 2 'Interface areas', 5 'Editor'): the link types, what each accepts,
 * the problem text of a bad one and the `href` of a good one. Only `http:`, `https:`, `mailto:`
 * and `tel:` links come out: `javascript:`, `data:` and every other scheme are refused.
 */
import { EXAMPLE_EMAIL, isEmail } from '../forms/email';
import { format } from '../i18n/messages';
import { editorMessages } from './messages';

export const LINK_TYPES = ['page', 'url', 'email', 'phone', 'file'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** The catalogue entry naming each type. */
export const LINK_TYPE_LABELS = {
  page: 'linkTypePage',
  url: 'linkTypeUrl',
  email: 'linkTypeEmail',
  phone: 'linkTypePhone',
  file: 'linkTypeFile',
} as const satisfies Record<LinkType, keyof typeof editorMessages>;

/** The two address forms the 'Links must be formatted as' text offers. */
export const EXAMPLE_HOSTS = ['http://example.com', 'https://example.com'] as const;

/** At most this many characters in any field of a link. */
export const LINK_FIELD_MAX = 2048;

export interface Link {
  type: LinkType;
  /** The page path, web address, email address, phone number or file id. */
  value: string;
  /** Link Name. */
  name: string;
  newWindow: boolean;
  /** Email links only. */
  cc?: string;
  bcc?: string;
  subject?: string;
  body?: string;
}

/** A link problem: the field it belongs to and the text to show there. */
export interface LinkProblem {
  field: 'value' | 'cc' | 'bcc';
  message: string;
}

type Texts = Pick<
  typeof editorMessages,
  'enterValidEmail' | 'emailFormat' | 'linkFormat' | 'invalidPageUrl' | 'notExpectedOption'
>;

/** A site path: `/`, then path segments of URL-safe characters, an optional query and hash. */
const PAGE_PATH = /^\/(?:[\w\-.~%!$&'()*+,;=:@]+\/?)*(?:\?[^\s#<>"]*)?(?:#[^\s<>"]*)?$/;
/** A phone number: digits with the usual separators, a leading `+` allowed. */
const PHONE = /^\+?[\d\s().-]{3,30}$/;

/** The addresses of a CC or BCC field, split at commas and semicolons. */
export const emailList = (text: string): string[] =>
  text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The web address as an absolute `http(s)` URL (a bare `example.com` gets `https://`), or null. */
export function webAddress(text: string): string | null {
  const trimmed = text.trim();
  if (/[\s<>"\p{Cc}]/u.test(trimmed) || trimmed === '') return null;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed);
  // `localhost:3000` reads as a scheme; only `http(s):` counts, anything else is refused.
  if (hasScheme && !/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(hasScheme ? trimmed : `https://${trimmed}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The problems of `link`, empty when it is good. */
export function linkProblems(link: Link, texts: Texts = editorMessages): LinkProblem[] {
  const value = link.value.trim();
  switch (link.type) {
    case 'page':
      return PAGE_PATH.test(value) && value.length <= LINK_FIELD_MAX
        ? []
        : [{ field: 'value', message: format(texts.invalidPageUrl, { val: value }) }];
    case 'url':
      return webAddress(value) !== null && value.length <= LINK_FIELD_MAX
        ? []
        : [{ field: 'value', message: linkFormatText(texts.linkFormat) }];
    case 'email': {
      const problems: LinkProblem[] = [];
      if (value === '') problems.push({ field: 'value', message: texts.enterValidEmail });
      else if (!isEmail(value)) problems.push({ field: 'value', message: emailFormatText(texts) });
      for (const field of ['cc', 'bcc'] as const) {
        if (!emailList(link[field] ?? '').every(isEmail)) {
          problems.push({ field, message: emailFormatText(texts) });
        }
      }
      return problems;
    }
    case 'phone':
      return PHONE.test(value) && /\d/.test(value)
        ? []
        : [{ field: 'value', message: format(texts.notExpectedOption, { val: value }) }];
    case 'file':
      return /^[\w-]{1,64}$/.test(value)
        ? []
        : [{ field: 'value', message: format(texts.notExpectedOption, { val: value }) }];
  }
}

/** 'Links must be formatted as http://example.com or https://example.com' */
export const linkFormatText = (template: string): string =>
  template.replace('{host}', EXAMPLE_HOSTS[0]).replace('{host}', EXAMPLE_HOSTS[1]);

const emailFormatText = (texts: Texts): string =>
  format(texts.emailFormat, { email: EXAMPLE_EMAIL });

/** Where a file of the file manager is served: the `href` of a File link. */
export const fileHref = (fileId: string): string => `/s/${encodeURIComponent(fileId)}`;

/**
 * The `href` of a good link (check {@link linkProblems} first): null for a bad one, so a bad
 * link is never written out.
 */
export function linkHref(link: Link): string | null {
  if (linkProblems(link).length > 0) return null;
  const value = link.value.trim();
  switch (link.type) {
    case 'page':
      return value;
    case 'url':
      return webAddress(value);
    case 'phone':
      return `tel:${value.replace(/[^\d+]/g, '')}`;
    case 'file':
      return fileHref(value);
    case 'email': {
      const query = new URLSearchParams();
      for (const key of ['cc', 'bcc', 'subject', 'body'] as const) {
        const part =
          key === 'cc' || key === 'bcc' ? emailList(link[key] ?? '').join(',') : link[key];
        if (part) query.set(key, part);
      }
      // mailto wants %20, not the form encoding's `+`.
      const search = query.toString().replace(/\+/g, '%20');
      return `mailto:${encodeURIComponent(value).replace(/%40/g, '@')}${search ? `?${search}` : ''}`;
    }
  }
}
