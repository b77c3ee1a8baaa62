/**
 * Content predicates: collections, pages, images, galleries, record types, promoted blocks,
 * backgrounds, social (comments, Disqus) and slides. They test the current scope (`@`) unless
 * a rule says the value is looked up through the enclosing scopes.
 */
import { hexValue } from '../editor/colour';
import { showsControls } from '../blocks/gallery-options';
import { STORE_ITEM_RECORD_TYPE } from '../commerce/product-type';
import type { Predicate, PredicateTable, RenderContext } from './plugins';
import { child, isObject, isTruthy, toText } from './values';

/** `name:code` pairs of the platform's enumerations, kept as text because it gzips well. */
const RECORD_TYPES =
  `undefined:-1 text:1 image:2 quote:4 link:5 audio:7 video:8 store-item:${STORE_ITEM_RECORD_TYPE} event:12 gallery:14 ` +
  'binary:15 css-asset:16 tweak-asset:17 digital-good:18 attachment:19 wordpress-export:20 ' +
  'json-export:21 site-search:30 active-time:31 tweet:50 checkin:52 kbarticle:54';
const BACKGROUND_SOURCES = 'undefined:-1 upload:1 instagram:2 video:3 none:4';
const SLICE_TYPES =
  'undefined:-1 heading:1 body:3 image:4 gallery:5 video:6 social-icons:7 buttons:8 navigation:9 ' +
  'custom-form:10 newsletter:11 album:12 map:13 logo:14 action:15 form:16 lock:17 password:18 ' +
  'twitter:19';
/** Record types whose predicate is also true for a promoted block of the same name. */
const PROMOTED_RECORDS = ['image', 'quote', 'link', 'video', 'gallery'];
const PROMOTED_BLOCKS = 'map embed image code quote twitter link video foursquare instagram form';
const GALLERY_SELECTS: Readonly<Record<string, string>> = {
  design: 'grid slideshow slider stacked',
  'meta-position': 'top top-left top-right center bottom bottom-left bottom-right',
  'active-alignment': 'center left right',
};
const GALLERY_BOOLEANS =
  'autoplay auto-crop controls lightbox square-thumbs show-meta show-meta-on-hover thumbnails';

const COLLECTION_PAGE = 10;
const COLLECTION_TEMPLATE_PAGE = 7;
const FOLDER_INDEX = 1;
const FOLDER_REDIRECT = 2;
const DAY_MS = 86_400_000;

/** Parses `name:code` pairs. */
export function enumPairs(spec: string): [string, number][] {
  return spec.split(' ').map((pair) => {
    const [name = '', code] = pair.split(':');
    return [name, Number(code)];
  });
}

/** A value as a number the way the platform reads it: missing is 0, text is parsed. */
export function numberOf(v: unknown): number {
  return typeof v === 'number' ? v : typeof v === 'boolean' ? +v : Number(toText(v));
}

/** A field of the current scope. */
const field = (ctx: RenderContext, key: string): unknown => child(ctx.node(), key);
/** Text with tags replaced by spaces, as the platform strips HTML. */
export const removeTags = (s: string): string =>
  s.replace(/<[^>]*>?|>/g, (t) => (t.endsWith('>') ? ' ' : ''));

/**
 * "Darkness is luminance below 0.65 of 256" (templates document, section 9): the luminance of
 * a hex colour (Rec. 601 weights, 0-255) against 0.65 x 256. A colour that does not parse is
 * not dark.
 */
export function isDarkColor(color: string): boolean {
  const c = hexValue(color);
  return c >= 0 && 0.299 * (c >> 16) + 0.587 * ((c >> 8) & 255) + 0.114 * (c & 255) < 0.65 * 256;
}

/** Items of an array or keys of an object; 0 for anything else. */
export function size(v: unknown): number {
  return Array.isArray(v) ? v.length : isObject(v) ? Object.keys(v).length : 0;
}

const slices = new Map(enumPairs(SLICE_TYPES));

const predicates: Record<string, Predicate> = {
  'calendar-view?': (_a, ctx) => isTruthy(ctx.lookup('calendarView')),
  'child-images?': (_a, ctx) => {
    const first = child(field(ctx, 'items'), 0);
    return isTruthy(child(first, 'mainImageId')) || isTruthy(child(first, 'systemDataId'));
  },
  'clickable?': (_a, ctx) => {
    const behavior = ctx.lookup('folderBehavior');
    if (behavior === undefined) return true;
    const n = numberOf(behavior);
    return n === FOLDER_INDEX || n === FOLDER_REDIRECT;
  },
  'collection?': (_a, ctx) => isTruthy(field(ctx, 'collection')),
  'collection-page?': (_a, ctx) => {
    const type = child(field(ctx, 'collection'), 'type');
    return type !== undefined && numberOf(type) === COLLECTION_PAGE;
  },
  'collection-template-page?': (_a, ctx) => {
    const collection = field(ctx, 'collection');
    const type = child(collection === undefined ? ctx.node() : collection, 'type');
    return type !== undefined && numberOf(type) === COLLECTION_TEMPLATE_PAGE;
  },
  'collectionTypeNameEquals?': (args, ctx) =>
    args.length > 0 && toText(ctx.lookup('typeName')) === args[0],
  'excerpt?': (_a, ctx) => {
    const excerpt = field(ctx, 'excerpt');
    const html = child(excerpt, 'html');
    const text = typeof html === 'string' ? html : typeof excerpt === 'string' ? excerpt : '';
    return removeTags(text).replace(/[\s\u200b\u00a0]+/g, '') !== '';
  },
  'external-link?': (_a, ctx) => isTruthy(field(ctx, 'externalLink')),
  'folder?': (_a, ctx) => isTruthy(child(field(ctx, 'collection'), 'folder')),
  'gallery-meta?': (_a, ctx) => {
    const options = ctx.lookup('options');
    return showsControls({
      controls: isTruthy(child(options, 'controls')),
      indicators: isTruthy(child(options, 'indicators')),
    });
  },
  'has-multiple?': (_a, ctx) => size(ctx.node()) > 1,
  'index?': (_a, ctx) => {
    const collection = field(ctx, 'collection');
    const behavior = child(collection, 'folderBehavior');
    return isTruthy(child(collection, 'folder')) && behavior === FOLDER_INDEX;
  },
  'location?': (_a, ctx) => {
    const location = field(ctx, 'location');
    return child(location, 'mapLat') !== undefined && child(location, 'mapLng') !== undefined;
  },
  // An image in scope is dark when its average colour (`colorData`, the centre unless a spot is
  // named: topLeft, topRight, bottomLeft, bottomRight, center) is dark by luminance.
  'image-dark?': (args, ctx) =>
    isDarkColor(toText(child(field(ctx, 'colorData'), `${args[0] ?? 'center'}Average`))),
  'main-image?': (_a, ctx) =>
    isTruthy(field(ctx, 'mainImageId')) || isTruthy(field(ctx, 'systemDataId')),
  'passthrough?': (_a, ctx) =>
    isTruthy(field(ctx, 'passthrough')) && toText(field(ctx, 'sourceUrl')) !== '',
  'redirect?': (_a, ctx) => numberOf(field(ctx, 'folderBehavior')) === FOLDER_REDIRECT,
  // Days since the epoch are whole UTC days, so equal day numbers mean the same UTC date.
  'same-day?': (_a, ctx) =>
    Math.floor(numberOf(field(ctx, 'startDate')) / DAY_MS) ===
    Math.floor(numberOf(field(ctx, 'endDate')) / DAY_MS),
  'serviceNameEmail?': (_a, ctx) => toText(field(ctx, 'serviceName')) === 'email',
  'show-past-events?': (_a, ctx) => toText(field(ctx, 'showPastOrUpcomingEvents')) === 'past',
  'comments?': (_a, ctx) => {
    const settings = ctx.lookup('websiteSettings');
    if (settings !== undefined && !isTruthy(child(settings, 'commentsEnabled'))) return false;
    return (
      numberOf(field(ctx, 'commentState')) === 1 || numberOf(field(ctx, 'publicCommentCount')) > 0
    );
  },
  'disqus?': (_a, ctx) => isTruthy(ctx.lookup('websiteSettings.disqusShortName')),
  'current-type?': (args, ctx) => {
    const code = slices.get(args[0] ?? '');
    return code !== undefined && code === (numberOf(field(ctx, 'currentType')) | 0);
  },
};

for (const [option, names] of Object.entries(GALLERY_SELECTS)) {
  for (const name of names.split(' ')) {
    predicates[`gallery-${option}-${name}?`] = (_a, ctx) => {
      const value = child(ctx.lookup('options'), option);
      return value !== undefined && toText(value) === name;
    };
  }
}
for (const option of GALLERY_BOOLEANS.split(' ')) {
  predicates[`gallery-${option}?`] = (_a, ctx) => isTruthy(child(ctx.lookup('options'), option));
}
for (const [name, code] of enumPairs(RECORD_TYPES)) {
  const promoted = PROMOTED_RECORDS.includes(name);
  predicates[`${name}?`] = (_a, ctx) =>
    numberOf(field(ctx, 'recordType')) === code ||
    (promoted && toText(field(ctx, 'promotedBlockType')) === name);
}
predicates['external-video?'] = predicates['video?'] as Predicate;
for (const name of PROMOTED_BLOCKS.split(' ')) {
  predicates[`promoted${name.toUpperCase()}?`] = (_a, ctx) =>
    toText(field(ctx, 'promotedBlockType')) === name;
}
for (const [name, code] of enumPairs(BACKGROUND_SOURCES)) {
  predicates[`background-source-${name}?`] = (_a, ctx) =>
    numberOf(field(ctx, 'backgroundSource')) === code;
}

/** Content predicates: collections, pages, images, galleries, record types, promoted blocks, backgrounds, social and slides. */
export const contentPredicates: PredicateTable = predicates;
