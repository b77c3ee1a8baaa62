/** The platform's enumerations a template may be handed as data (product documents, section 3 'Enumerations'). */

/**
 * Block types as the editor numbers them, 1 to 72, plus 1337 for a website component, as
 * `name:code` text (it gzips well). Names up to 69 are the platform engine's; the documents
 * list marquee, shape and pricing plan last among 1 to 72, so they take 70 to 72. Numbers
 * without a name (15, 34-40, 64) are not used by the platform.
 */
const BLOCK_TYPES =
  'navigation:1 html:2 logo:3 map:4 image:5 twitter:6 journal:7 gallery:8 form:9 geo:10 index:11 ' +
  'collectionlink:12 link:13 tagcloud:14 comments:16 folder:17 menu:18 sociallinks:19 summary:20 ' +
  'spacer:21 embed:22 code:23 foursquare:24 instagram:25 calendar:26 postsbyauthor:27 ' +
  'postsbytag:28 postsbycategory:29 postsbymonth:30 quote:31 video:32 search:33 audio:41 ' +
  'fivehundredpix:42 product:43 markdown:44 flickr:45 amazon:46 horizontalrule:47 ' +
  'socialaccountlinks:48 rss:49 opentable:50 newsletter:51 donation:52 button:53 ' +
  'socialaccountlinks-v2:54 summary-v2:55 soundcloud:56 emailfooter:57 in-browser-message-link:58 ' +
  'tourdates:59 album:60 archive:61 chart:62 zola:63 acuity:65 opentable-v2:66 member-area:67 ' +
  'tock:68 accordion:69 marquee:70 shape:71 pricing-plan:72 website-component:1337';

const ROWS = ['top', 'center', 'bottom'];
const COLUMNS = ['left', 'center', 'right'];

/** The enumerations, plain JSON: pass them in a render's data (`{.equal? blockType enums.blockTypes.image}`). */
export interface TemplateEnums {
  /** Block type codes by name (`image` -> 5, `website-component` -> 1337). */
  readonly blockTypes: Readonly<Record<string, number>>;
  /** Media types of a gallery item. */
  readonly galleryItemMediaTypes: readonly string[];
  /** Device views a page is edited in. */
  readonly deviceViews: readonly string[];
  /** The 3x3 position grid, row by row: `top-left` ... `bottom-right`. */
  readonly positions: readonly string[];
}

export const templateEnums: TemplateEnums = {
  blockTypes: Object.fromEntries(
    BLOCK_TYPES.split(' ').map((pair) => {
      const [name, code] = pair.split(':');
      return [name, Number(code)];
    }),
  ),
  galleryItemMediaTypes: [
    'imageEmpty',
    'imageFile',
    'imageLicensed',
    'imageReused',
    'assetReused',
    'video',
  ],
  deviceViews: ['desktop', 'phone', 'tablet'],
  positions: ROWS.flatMap((row) => COLUMNS.map((column) => `${row}-${column}`)),
};
