/**
 * The pickers' calls under `/api/editor` (colour swatches, the font list with its previews, the
 * Style Guide and Typekit Kit, page states, the demo galleries' options), behind the owner guard
 * the caller passes in (any console role reads, an editor writes). Every body is checked with the
 * shared schemas of `src/api/editor-pickers.ts`; the settings live in `editor-settings.ts`.
 */
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import {
  SaveColoursRequestSchema,
  SaveFontsRequestSchema,
  SaveGalleryRequestSchema,
  SavePageRequestSchema,
  type FontEntry,
} from '../../src/api/editor-pickers';
import { consoleHookAttribute } from '../../src/editor/console-hook';
import type { Font } from '../../src/editor/fonts';
import { editorMessages } from '../../src/editor/messages';
import { format } from '../../src/i18n/messages';
import type { Catalogue } from '../catalogue/fixtures';
import type { Db } from '../db';
import { ErrorResponse, MESSAGES } from '../errors';
import { validateJson } from '../middleware/validate';
import { createEditorSettingsRepository } from '../repositories/editor-settings';
import { sitePages } from '../repositories/site-documents';

/** The fonts the mock platform offers, one or more per category of the documents. */
export const FONT_CATALOGUE: readonly Font[] = [
  { family: 'Work Sans', category: 'Sans Serif' },
  { family: 'Inter', category: 'Sans Serif' },
  { family: 'Source Sans', category: 'Sans Serif' },
  { family: 'Playfair Display', category: 'Serif' },
  { family: 'Lora', category: 'Serif' },
  { family: 'Abril Fatface', category: 'Display' },
  { family: 'Bebas Neue', category: 'Display' },
  { family: 'Dancing Script', category: 'Script' },
  { family: 'Pacifico', category: 'Script' },
  { family: 'Roboto Slab', category: 'Slab Serif' },
  { family: 'Arvo', category: 'Slab Serif' },
  { family: 'Fira Mono', category: 'Mono' },
  { family: 'Space Mono', category: 'Mono' },
  { family: 'Material Symbols', category: 'Other' },
];
/** Fonts whose preview the mock platform lacks: their preview answers 404, as a lost file would. */
const NO_PREVIEW = new Set(['Material Symbols']);

const FALLBACK: Record<Font['category'], string> = {
  'Sans Serif': 'sans-serif',
  Serif: 'serif',
  Display: 'serif',
  Script: 'cursive',
  'Slab Serif': 'serif',
  Mono: 'monospace',
  Other: 'sans-serif',
};

const slug = (family: string): string => family.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const previewPath = (font: Font): string => `/api/editor/fonts/${slug(font.family)}/preview.svg`;

const notFound = (): never => {
  throw new ErrorResponse(404, { message: editorMessages.unableToLocateContent });
};

export interface EditorPickerRoutesOptions {
  db: Db;
  catalogue: Catalogue;
  /** The demo's galleries (`fixtures/blocks.json`): their ids, titles and own options. */
  galleries: readonly { id: string; title: string; options: unknown }[];
  guard: MiddlewareHandler;
  now?: () => number;
}

/** The API routes, mounted at `/api/editor`. */
export function editorPickerRoutes(options: EditorPickerRoutesOptions): Hono {
  const { db, catalogue, galleries, guard, now = Date.now } = options;
  const settings = createEditorSettingsRepository(db, now);
  const galleryOf = (id: string) => galleries.find((g) => g.id === id) ?? notFound();
  const gallery = (g: (typeof galleries)[number]) => ({
    id: g.id,
    title: g.title,
    ...settings.gallery(g.id, g.options),
  });

  return new Hono()
    .use(guard)
    .get('/colours', (c) => c.json(settings.colours()))
    .put('/colours', validateJson(SaveColoursRequestSchema), (c) => {
      const { swatches, version } = c.req.valid('json');
      const clean = [...new Set(swatches.map((s) => s.toLowerCase()))];
      return c.json(settings.saveColours(clean, version));
    })
    .get('/fonts', (c) =>
      c.json({
        fonts: FONT_CATALOGUE.map((font): FontEntry => ({ ...font, preview: previewPath(font) })),
      }),
    )
    .get('/fonts/settings', (c) => c.json(settings.fonts()))
    .put('/fonts/settings', validateJson(SaveFontsRequestSchema), (c) => {
      const { styleGuide, typekitKit, version } = c.req.valid('json');
      const known = new Set(FONT_CATALOGUE.map((f) => f.family));
      const unknown = styleGuide.find((family) => !known.has(family));
      if (unknown !== undefined) {
        throw new ErrorResponse(400, {
          message: MESSAGES.invalidRequest,
          errors: { styleGuide: format(editorMessages.notExpectedOption, { val: unknown }) },
        });
      }
      return c.json(
        settings.saveFonts({ styleGuide: [...new Set(styleGuide)], typekitKit }, version),
      );
    })
    .get('/fonts/:slug/preview.svg', (c) => {
      const font = FONT_CATALOGUE.find((f) => slug(f.family) === c.req.param('slug'));
      if (!font || NO_PREVIEW.has(font.family)) return notFound();
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      c.header('Cache-Control', 'private, max-age=3600');
      return c.body(
        String(
          html`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="40" viewBox="0 0 320 40">
            <text
              x="0"
              y="28"
              font-size="24"
              font-family="${font.family}, ${FALLBACK[font.category]}"
            >
              ${font.family}
            </text>
          </svg>`,
        ),
      );
    })
    .get('/pages', (c) => {
      const states = settings.pageStates();
      return c.json({
        pages: sitePages(db, catalogue).map((page) => ({
          collectionId: page.collectionId,
          title: page.title,
          status: states[page.collectionId]?.status ?? 'published',
          publishOn: states[page.collectionId]?.publishOn ?? null,
        })),
      });
    })
    .put('/pages/:id', validateJson(SavePageRequestSchema), (c) => {
      const page =
        sitePages(db, catalogue).find((p) => p.collectionId === c.req.param('id')) ?? notFound();
      const state = c.req.valid('json');
      settings.savePageState(page.collectionId, state);
      return c.json({ collectionId: page.collectionId, title: page.title, ...state });
    })
    .get('/galleries', (c) => c.json({ galleries: galleries.map(gallery) }))
    .put('/galleries/:id', validateJson(SaveGalleryRequestSchema), (c) => {
      const g = galleryOf(c.req.param('id'));
      const { options: next, version } = c.req.valid('json');
      return c.json({ id: g.id, title: g.title, ...settings.saveGallery(g.id, next, version) });
    });
}

/** The pickers' own attribute beside the console hook: its value names the page's panel. */
export const PICKERS_HOOK = 'data-storefront-console-pickers';
const CONSOLE = raw(consoleHookAttribute('pickers'));

/** The pickers' console page, `/config/pickers`. */
export function pickersBody() {
  return html`<div ${CONSOLE} ${PICKERS_HOOK}="pickers"><p>Loading…</p></div>`;
}

/** The gallery settings' console page, `/config/gallery`, linking the visitor gallery page. */
export function gallerySettingsBody() {
  return html`<div ${CONSOLE} ${PICKERS_HOOK}="gallery" data-gallery-page="/blocks/gallery">
    <p>Loading…</p>
  </div>`;
}
