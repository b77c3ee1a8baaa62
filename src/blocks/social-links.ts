/**
 * Social text and links: a text's URLs, @mentions and #hashtags as links to the social network
 * (templates document, section 9), split into parts a widget turns into text nodes and anchors
 * (never HTML); the share links of an item from the data attributes the social-button formatters
 * print; the calendar link of an event (section 7: title, start and end in UTC compact form,
 * location from the address lines and country). The template formatters use the same rules.
 */

/** URLs with a scheme, as social text has them. */
export const SOCIAL_URL_PATTERN =
  /\b((?:https?|ftp|file):\/\/[-\w+&@#/%?=~|!:,.;]*[-\w+&@#/%=~|])/gi;
/** `@name` at the start or after a space. */
export const MENTION_PATTERN = /(^| )@(\w+)/g;
/** `#tag` at the start or after a space. */
export const HASHTAG_PATTERN = /(^| )#(\w+)/g;
export const mentionUrl = (name: string): string => `https://twitter.com/${name}/`;
export const hashtagUrl = (tag: string): string => `https://twitter.com/hashtag/${tag}?src=hash`;

export type SocialTextPart = { readonly text: string; readonly href?: string };

/** `text` split into plain parts and link parts (URLs, @mentions, #hashtags), in order. */
export function socialTextParts(text: string): SocialTextPart[] {
  const links: { start: number; end: number; href: string; text: string }[] = [];
  for (const m of text.matchAll(SOCIAL_URL_PATTERN)) {
    const url = m[1] as string;
    links.push({ start: m.index, end: m.index + url.length, href: url, text: url });
  }
  const add = (pattern: RegExp, href: (word: string) => string, sigil: string) => {
    for (const m of text.matchAll(pattern)) {
      const start = m.index + (m[1] as string).length;
      const word = m[2] as string;
      const end = start + word.length + 1;
      if (links.some((l) => start < l.end && end > l.start)) continue;
      links.push({ start, end, href: href(word), text: sigil + word });
    }
  };
  add(MENTION_PATTERN, mentionUrl, '@');
  add(HASHTAG_PATTERN, hashtagUrl, '#');
  links.sort((a, b) => a.start - b.start);
  const parts: SocialTextPart[] = [];
  let at = 0;
  for (const link of links) {
    if (link.start > at) parts.push({ text: text.slice(at, link.start) });
    parts.push({ text: link.text, href: link.href });
    at = link.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** What the share buttons know of an item: the social-button formatters' data attributes. */
export interface ShareItem {
  readonly fullUrl: string;
  readonly title: string;
  readonly assetUrl: string;
}

export const SHARE_SERVICES = ['facebook', 'twitter', 'pinterest', 'linkedin', 'email'] as const;
export type ShareService = (typeof SHARE_SERVICES)[number];

/** The share link of each service for `item` (`fullUrl` made absolute against `base`). */
export function shareLinks(
  item: ShareItem,
  base: string,
): { service: ShareService; href: string }[] {
  let url: string;
  try {
    url = new URL(item.fullUrl || '/', base).href;
  } catch {
    url = base;
  }
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(item.title);
  const links: { service: ShareService; href: string }[] = [
    { service: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { service: 'twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { service: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { service: 'email', href: `mailto:?subject=${t}&body=${u}` },
  ];
  if (item.assetUrl) {
    const media = encodeURIComponent(new URL(item.assetUrl, base).href);
    links.splice(2, 0, {
      service: 'pinterest',
      href: `https://www.pinterest.com/pin/create/button/?url=${u}&media=${media}&description=${t}`,
    });
  }
  return links;
}

/** `20131115T123030Z`; an instant outside the Date range is the epoch. */
export function compactUtc(ms: number): string {
  const date = new Date(ms);
  const iso = (Number.isNaN(date.getTime()) ? new Date(0) : date).toISOString();
  return iso.slice(0, 19).replace(/[-:]/g, '') + 'Z';
}

/** An event as the calendar link reads it. */
export interface CalendarEvent {
  readonly title: string;
  /** ms since the epoch. */
  readonly startDate: number;
  readonly endDate: number;
  readonly addressLines: readonly string[];
}

/** The external calendar's "add event" link (times in UTC compact form). */
export function calendarUrl(event: CalendarEvent): string {
  let url =
    'http://www.google.com/calendar/event?action=TEMPLATE&text=' +
    encodeURIComponent(event.title) +
    `&dates=${compactUtc(event.startDate)}/${compactUtc(event.endDate)}`;
  const where = event.addressLines
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(', ');
  if (where !== '') url += `&location=${encodeURIComponent(where)}`;
  return url;
}
