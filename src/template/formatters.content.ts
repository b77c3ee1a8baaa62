/** Content formatters: images and their metadata, colours, video and audio, item classes, URLs. */
import { DEFAULT_FOCAL_POINT, IMAGE_WIDTHS, variantFor } from '../blocks/image-variants';
import { clockTime } from '../blocks/media-time';
import { contentOf } from '../commerce/item-data';
import { isOnSale, isSoldOut } from '../commerce/product-status';
import { STORE_ITEM_RECORD_TYPE } from '../commerce/product-type';
import { COLOUR_TEXTS, hexValue, hslProblems } from '../editor/colour';
import { attrOf as attr, escapeAttr } from './escape';
import { scoped, slugify } from './formatters.core';
import type { FormatterTable, RenderContext } from './plugins';
import { numberOf, removeTags } from './predicates.content';
import { child, isObject, isTruthy, toText } from './values';

const SIZES: readonly number[] = IMAGE_WIDTHS;
const COLOR_SPOTS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'];
const BLOCK_IMAGE = 5;
const MAX_ALT = 250;
const SIZE_ERROR = "Invalid source parameter. Pass in 'originalSize'";

const text = (node: unknown, key: string): string => toText(child(node, key));

/** `widthxheight` as two numbers, or null. */
function dimensions(v: unknown): [number, number] | null {
  const parts = toText(v).split('x');
  return parts.length === 2
    ? [parseInt(parts[0] as string, 10), parseInt(parts[1] as string, 10)]
    : null;
}

/** Scales one side of `originalSize` so the other becomes `wanted`, or records the size error. */
function resized(
  v: unknown,
  args: readonly string[],
  ctx: RenderContext,
  width: boolean,
): number | string {
  const size = dimensions(v);
  if (size === null) {
    ctx.error(SIZE_ERROR);
    return SIZE_ERROR;
  }
  const wanted = parseInt(args[0] ?? '', 10);
  const [w, h] = size;
  return (width ? w * (wanted / h) : h * (wanted / w)) | 0;
}

function focalPoint(image: unknown): string {
  const point = child(image, 'mediaFocalPoint');
  return point === undefined
    ? DEFAULT_FOCAL_POINT
    : `${numberOf(child(point, 'x'))},${numberOf(child(point, 'y'))}`;
}

/** Alt text: an image block's own alt text, else title, else the body's text, else the file name. */
function altText(image: unknown, ctx: RenderContext, scope: unknown): string {
  const block = scoped(scope, ctx, 'blockType');
  if (block !== undefined && numberOf(block) === BLOCK_IMAGE) return text(image, 'altText').trim();
  if (isTruthy(child(image, 'title'))) return text(image, 'title');
  const body = removeTags(text(image, 'body'));
  if (body !== '') return body.slice(0, MAX_ALT);
  return text(image, 'filename');
}

/** The `data-*` attributes the platform's image loader reads, each followed by a space. */
function imageMeta(image: unknown, ctx: RenderContext, scope: unknown, alt?: string): string {
  if (image === undefined) return '';
  const key = child(image, 'componentKey');
  const url = attr(image, 'assetUrl');
  return (
    (isObject(child(image, 'licensedAssetPreview')) ? 'data-licensed-asset-preview="true" ' : '') +
    (key === undefined ? '' : `data-component-key="${escapeAttr(toText(key))}" `) +
    `data-src="${url}" data-image="${url}" data-image-dimensions="${attr(image, 'originalSize')}" ` +
    `data-image-focal-point="${focalPoint(image)}" alt="${escapeAttr(alt ?? altText(image, ctx, scope))}" `
  );
}

function srcset(image: unknown): string | undefined {
  const widths = text(image, 'systemDataVariants')
    .split(',')
    .filter((w) => w.endsWith('w'));
  if (widths.length === 0) return undefined;
  const url = text(image, 'assetUrl');
  const list = widths.map((w) => `${url}?format=${w} ${w}`);
  // Below the largest variant, the original stands in for the next size up.
  const next = SIZES.indexOf(parseInt(widths[widths.length - 1] as string, 10)) + 1;
  if (next > 0 && next < SIZES.length && widths[widths.length - 1] === `${SIZES[next - 1]}w`) {
    list.push(`${url}?format=original ${SIZES[next]}w`);
  }
  return ` srcset="${escapeAttr(list.join(','))}"`;
}

function imageColor(v: unknown, args: readonly string[]): string | undefined {
  const colors = child(v, 'colorData');
  if (colors === undefined) return undefined;
  const key = args[0];
  if (key === undefined) {
    return COLOR_SPOTS.map(
      (spot) => `data-color-${spot}="#${attr(colors, `${spot}Average`)}" `,
    ).join('');
  }
  const color = text(colors, `${key}Average`);
  if (color === '') return `"${key}" not found.`;
  return (args.length > 1 ? `${args[1]}: ` : '') + `#${color}`;
}

const fixed2 = (n: number): number => parseFloat(n.toFixed(2));

/** `{hue, saturation, lightness, alpha?}` (saturation, lightness and alpha 0-1) as CSS `hsl()`/`hsla()`. */
function websiteColor(v: unknown): string {
  const hue = child(v, 'hue');
  const sat = child(v, 'saturation');
  const light = child(v, 'lightness');
  if (hue === undefined || sat === undefined || light === undefined) return COLOUR_TEXTS.missing;
  const alpha = child(v, 'alpha');
  const h = numberOf(hue);
  const s = numberOf(sat);
  const l = numberOf(light);
  const a = alpha === undefined ? null : numberOf(alpha);
  // H, S and L texts each end in a space, alpha's does not (the platform's output, kept).
  const errors = hslProblems(h, s, l, a)
    .map((text) => (text === COLOUR_TEXTS.alpha ? text : `${text} `))
    .join('');
  if (errors !== '') return errors;
  const hsl = `${fixed2(h)}, ${fixed2(s * 100)}%, ${fixed2(l * 100)}%`;
  return a === null ? `hsl(${hsl})` : `hsla(${hsl}, ${fixed2(a)})`;
}

function classList(prefix: string, v: unknown): string {
  return Array.isArray(v) ? v.map((x) => ` ${prefix}-${slugify(toText(x))}`).join('') : '';
}

/** On sale / sold out marks of a product (the product document's status rules). */
function productMarks(item: unknown): string {
  const content = contentOf(item);
  return (isOnSale(content) ? ' on-sale' : '') + (isSoldOut(content) ? ' sold-out' : '');
}

/** The classes of a blog or collection item's wrapper. */
function itemClasses(v: unknown, _args: readonly string[], ctx: RenderContext): string {
  let out = 'hentry';
  const promoted = scoped(v, ctx, 'promotedBlockType');
  if (isTruthy(promoted)) out += ` promoted promoted-block-${slugify(toText(promoted))}`;
  const categories = scoped(v, ctx, 'categories');
  if (isTruthy(categories)) out += classList('category', categories);
  const tags = scoped(v, ctx, 'tags');
  if (isTruthy(tags)) out += classList('tag', tags);
  const author = child(scoped(v, ctx, 'author'), 'displayName');
  if (isTruthy(author)) out += ` author-${slugify(toText(author))}`;
  out += ` post-type-${toText(scoped(v, ctx, 'recordTypeLabel'))}`;
  const index = ctx.lookup('@index');
  if (index !== undefined) out += ` article-index-${toText(index)}`;
  if (isTruthy(scoped(v, ctx, 'starred'))) out += ' featured';
  if (numberOf(child(v, 'recordType')) === STORE_ITEM_RECORD_TYPE) out += productMarks(v);
  return out;
}

/** The wrapper the platform's video loader hydrates; `load-false` and `color-data` add attributes. */
function video(v: unknown, args: readonly string[]): string {
  const embed = child(v, 'oembed');
  let out =
    '<div class="sqs-video-wrapper" ' +
    (args.includes('load-false') ? ' data-load="false" ' : '') +
    `data-html="${attr(embed, 'html')}" data-provider-name="${attr(embed, 'providerName')}">`;
  if (isTruthy(child(v, 'overlay'))) {
    out += '<div class="sqs-video-overlay';
    if (isTruthy(child(v, 'mainImageId')) || isTruthy(child(v, 'systemDataId'))) {
      out +=
        `" style="opacity: 0;"><img data-load="false" data-src="${attr(v, 'assetUrl')}" ` +
        `data-image-dimensions="${attr(v, 'originalSize')}" data-image-focal-point="${focalPoint(v)}" `;
      const colors = child(v, 'colorData');
      if (args.includes('color-data') && isTruthy(colors)) {
        for (const spot of COLOR_SPOTS) {
          out += `data-color-${spot.toLowerCase()}="#${attr(colors, `${spot}Average`)}" `;
        }
      }
      out += '/>';
    } else out += ' no-thumb" style="opacity: 0;">';
    out += '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>';
  }
  return out + '</div>';
}

export const contentFormatters: FormatterTable = {
  AbsUrl: (v, _args, ctx) => `${toText(scoped(v, ctx, 'base-url'))}/${toText(v)}`,
  'audio-player': (v, _args, ctx) => {
    const id = escapeAttr(toText(scoped(v, ctx, 'id')));
    const url = escapeAttr(toText(scoped(v, ctx, 'structuredContent.audioAssetUrl')));
    return (
      "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
      `<div class="squarespace-audio-player" data-audio-asset-url="${url}" data-item-id="${id}" id="audio-player-${id}"></div>`
    );
  },
  capitalize: (v) => toText(v).toUpperCase(),
  'child-image-meta': (v, args, ctx) =>
    imageMeta(child(child(v, 'items'), parseInt(args[0] ?? '0', 10) || 0), ctx, v),
  'cover-image-meta': (v, _args, ctx) => imageMeta(child(v, 'coverImage'), ctx, v),
  'color-weight': (v) => {
    const color = hexValue(toText(v));
    return color < 0 ? undefined : color > 0xffffff / 2 ? 'light' : 'dark';
  },
  height: (v) => dimensions(v)?.[1],
  width: (v) => dimensions(v)?.[0],
  humanizeDuration: (v) => clockTime(numberOf(v) / 1000),
  image: (v, args, ctx) => {
    const alt = altText(v, ctx, v);
    return (
      `<noscript><img src="${attr(v, 'assetUrl')}" alt="${escapeAttr(alt)}" /></noscript>` +
      `<img class="${escapeAttr(args.length === 1 ? (args[0] as string) : 'thumb-image')}" ` +
      imageMeta(v, ctx, v, alt) +
      `data-load="false" data-image-id="${attr(v, 'id')}" data-type="image" />`
    );
  },
  'image-color': imageColor,
  'image-meta': (v, _args, ctx) => imageMeta(v, ctx, v),
  'image-srcset': srcset,
  'item-classes': itemClasses,
  resizedHeightForWidth: (v, args, ctx) => resized(v, args, ctx, false),
  resizedWidthForHeight: (v, args, ctx) => resized(v, args, ctx, true),
  squarespaceThumbnailForWidth: (_v, args) => variantFor(parseInt(args[0] ?? '', 10)),
  squarespaceThumbnailForHeight: (v, args, ctx) => {
    const width = resized(v, args, ctx, true);
    return typeof width === 'number' ? variantFor(width) : width;
  },
  'website-color': websiteColor,
  video,
};
