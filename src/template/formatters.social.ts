/** Social formatters: comments, likes, share buttons, calendar links, Twitter links. */
import {
  calendarUrl,
  HASHTAG_PATTERN,
  hashtagUrl,
  MENTION_PATTERN,
  mentionUrl,
  SOCIAL_URL_PATTERN,
} from '../blocks/social-links';
import { attrOf, escapeAttr } from './escape';
import { scoped } from './formatters.core';
import type { FormatterTable, RenderContext } from './plugins';
import { numberOf, size } from './predicates.content';
import { child, isTruthy, toText } from './values';

const LINK = '<a target="new" href=';

/** A name resolved as the platform's snippet templates would, escaped for an attribute. */
const field = (node: unknown, ctx: RenderContext, path: string): string =>
  escapeAttr(toText(scoped(node, ctx, path)));

/** 'No Comments', '1 Comment', 'N Comments'. */
function commentCount(v: unknown): string {
  const count = numberOf(child(v, 'publicCommentCount'));
  return `${count === 0 ? 'No' : count} Comment${count === 1 ? '' : 's'}`;
}

/** A link to the item's comments (Disqus's counter fills it when the site uses Disqus). */
function commentLink(v: unknown, _args: readonly string[], ctx: RenderContext): string {
  const url = field(v, ctx, 'fullUrl');
  const id = field(v, ctx, 'id');
  if (isTruthy(scoped(v, ctx, 'websiteSettings.disqusShortname'))) {
    return `\n  <a href="${url}" class="sqs-comment-link sqs-disqus-comment-link" data-id="${id}"></a>\n`;
  }
  const count = scoped(v, ctx, 'publicCommentCount');
  return (
    `\n  <a href="${url}#comments-${id}" class="sqs-comment-link" data-id="${id}">\n  ` +
    `${count === 0 ? 'No' : escapeAttr(toText(count))}\n  Comment${count === 1 ? '' : 's'}\n  </a>\n`
  );
}

/** The comment thread container: Disqus's when the site uses it, else the platform's. */
function comments(v: unknown, _args: readonly string[], ctx: RenderContext): string {
  if (isTruthy(scoped(v, ctx, 'websiteSettings.disqusShortname'))) {
    return '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n';
  }
  let out = `\n  <div class="squarespace-comments" id="comments-${field(v, ctx, 'id')}"`;
  const item = scoped(v, ctx, 'item');
  const collection = scoped(v, ctx, 'collection');
  const counts = (node: unknown): string =>
    ` data-public-comment-count="${attrOf(node, 'publicCommentCount')}"` +
    ` data-comment-state="${attrOf(node, 'commentState')}"`;
  if (isTruthy(item)) out += ` data-item-id="${attrOf(item, 'id')}"${counts(item)}`;
  else if (isTruthy(collection))
    out += ` data-collection-id="${attrOf(collection, 'id')}"${counts(collection)}`;
  return out + '></div>\n';
}

/** Only when simple liking is enabled for the site. */
function likeButton(v: unknown, _args: readonly string[], ctx: RenderContext): string {
  if (!isTruthy(v) || !isTruthy(scoped(v, ctx, 'websiteSettings.simpleLikingEnabled'))) return '';
  return (
    `\n  <span class="sqs-simple-like" data-item-id="${field(v, ctx, 'id')}" data-like-count="${field(v, ctx, 'likeCount')}">` +
    '\n    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n'
  );
}

/** Share buttons placeholder, only when the site has share button options. */
function socialButton(inline: boolean) {
  return (v: unknown, _args: readonly string[], ctx: RenderContext): string => {
    if (size(child(scoped(v, ctx, 'website'), 'shareButtonOptions')) === 0) return '';
    const image = child(v, 'systemDataId') ?? child(v, 'mainImageId');
    const asset = child(v, 'assetUrl') ?? child(child(v, 'mainImage'), 'assetUrl');
    const tag = inline ? 'span' : 'div';
    return (
      `<${tag} class="squarespace-social-buttons ${inline ? 'inline' : 'button'}-style"` +
      ` data-system-data-id="${escapeAttr(toText(image))}" data-asset-url="${escapeAttr(toText(asset))}"` +
      ` data-record-type="${attrOf(v, 'recordType')}" data-full-url="${attrOf(v, 'fullUrl')}"` +
      ` data-title="${attrOf(v, 'title')}"></${tag}>`
    );
  };
}

/** The calendar link of an event item: location from the address lines and country. */
const googleCalendarUrl = (v: unknown): string => {
  const location = child(v, 'location');
  return calendarUrl({
    title: toText(child(v, 'title')),
    startDate: numberOf(child(v, 'startDate')),
    endDate: numberOf(child(v, 'endDate')),
    addressLines: ['addressLine1', 'addressLine2', 'addressCountry'].map((key) =>
      toText(child(location, key)),
    ),
  });
};

export const socialFormatters: FormatterTable = {
  'activate-twitter-links': (v) =>
    toText(v)
      .replace(SOCIAL_URL_PATTERN, `${LINK}"$1">$1</a>`)
      .replace(MENTION_PATTERN, `$1${LINK}"${mentionUrl('$2')}">@$2</a>`)
      .replace(HASHTAG_PATTERN, `$1${LINK}"${hashtagUrl('$2')}">#$2</a>`),
  'comment-count': commentCount,
  'comment-link': commentLink,
  comments,
  'google-calendar-url': googleCalendarUrl,
  'like-button': likeButton,
  'social-button': socialButton(false),
  'social-button-inline': socialButton(true),
  'twitter-follow-button': (v) => {
    let user = toText(child(v, 'userName'));
    if (user === '') user = toText(child(v, 'profileUrl')).split('/').pop() ?? '';
    return (
      "<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() { " +
      'Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script>' +
      `<div class="squarespace-follow-button" data-username="${escapeAttr(user)}"></div>`
    );
  },
};
