/**
 * The pickers' calls (colour swatches, fonts and the Style Guide, page states, gallery settings)
 * and their bodies, checked with the pickers' rules (`src/editor/colour-model.ts`, `fonts.ts`,
 * `page-states.ts`, `src/blocks/gallery-options.ts`); shared with the mock server, which
 * validates every body with these schemas.
 */
import {
  GALLERY_CHOICES,
  GALLERY_DEFAULTS,
  readGalleryOptions,
  type GalleryOptions,
} from '../blocks/gallery-options';
import { HEX_PATTERN } from '../editor/colour';
import { SWATCH_MAX } from '../editor/colour-model';
import {
  FONT_CATEGORIES,
  FONT_FAMILY_MAX,
  STYLE_GUIDE_MAX,
  TYPEKIT_KIT_PATTERN,
} from '../editor/fonts';
import { editorMessages } from '../editor/messages';
import { isDay, PAGE_STATUSES } from '../editor/page-states';
import type { ApiClient } from './client';
import { z } from './zod';

export const EDITOR_COLOURS_PATH = 'api/editor/colours';
export const EDITOR_FONTS_PATH = 'api/editor/fonts';
export const EDITOR_PAGES_PATH = 'api/editor/pages';
export const EDITOR_GALLERIES_PATH = 'api/editor/galleries';

const version = z.int().check(z.nonnegative());
const hex = z
  .string()
  .check(z.maxLength(7), z.regex(HEX_PATTERN, { message: editorMessages.hexInvalid }));

export const ColourSettingsSchema = z.object({
  swatches: z.array(hex).check(z.maxLength(SWATCH_MAX)),
  version,
});
export type ColourSettings = z.infer<typeof ColourSettingsSchema>;
/** Without `version`, the save does not check what it started from. */
export const SaveColoursRequestSchema = z.object({
  swatches: z.array(hex).check(z.maxLength(SWATCH_MAX)),
  version: z.optional(version),
});

const family = z.string().check(z.minLength(1), z.maxLength(FONT_FAMILY_MAX));
export const FontSchema = z.object({
  family,
  category: z.enum(FONT_CATEGORIES),
  /** Where its preview image is; null: none. */
  preview: z.nullable(z.string()),
});
export type FontEntry = z.infer<typeof FontSchema>;
export const FontListSchema = z.object({ fonts: z.array(FontSchema) });

const typekitKit = z.string().check(
  z.maxLength(7),
  z.refine((kit) => kit === '' || TYPEKIT_KIT_PATTERN.test(kit), {
    message: editorMessages.typekitKitInvalid,
  }),
);
export const FontSettingsSchema = z.object({
  styleGuide: z.array(family).check(z.maxLength(STYLE_GUIDE_MAX)),
  typekitKit,
  version,
});
export type FontSettings = z.infer<typeof FontSettingsSchema>;
export const SaveFontsRequestSchema = z.object({
  styleGuide: z.array(family).check(z.maxLength(STYLE_GUIDE_MAX)),
  typekitKit,
  version: z.optional(version),
});
export type SaveFontsRequest = z.infer<typeof SaveFontsRequestSchema>;

const day = z.nullable(z.string().check(z.refine(isDay, { message: editorMessages.dayInvalid })));
export const PageEntrySchema = z.object({
  collectionId: z.string(),
  title: z.string(),
  status: z.enum(PAGE_STATUSES),
  publishOn: day,
});
export const PagesSchema = z.object({ pages: z.array(PageEntrySchema) });
export const SavePageRequestSchema = z.object({ status: z.enum(PAGE_STATUSES), publishOn: day });
export type SavePageRequest = z.infer<typeof SavePageRequestSchema>;

/**
 * A gallery's options as a body: every option optional, each of its type or choices; numbers
 * out of range are clamped by the options module afterwards (the documents' rule), not refused.
 */
const galleryOptionsShape = Object.fromEntries(
  (Object.keys(GALLERY_DEFAULTS) as (keyof GalleryOptions)[]).map((key) => {
    const fallback = GALLERY_DEFAULTS[key];
    const choices = (GALLERY_CHOICES as Partial<Record<string, readonly string[]>>)[key];
    const schema = choices
      ? z.enum(choices as [string, ...string[]])
      : typeof fallback === 'number'
        ? z.number()
        : z.boolean();
    return [key, z.optional(schema)];
  }),
);
export const GalleryOptionsSchema = z.pipe(
  z.object(galleryOptionsShape),
  z.transform((raw): GalleryOptions => readGalleryOptions(raw)),
);
export const GallerySettingsSchema = z.object({
  id: z.string(),
  title: z.string(),
  options: GalleryOptionsSchema,
  version,
});
export type GallerySettings = z.infer<typeof GallerySettingsSchema>;
export const GalleriesSchema = z.object({ galleries: z.array(GallerySettingsSchema) });
export const SaveGalleryRequestSchema = z.object({
  options: GalleryOptionsSchema,
  version: z.optional(version),
});

/** The typed calls of the pickers over the runtime's client. */
export function editorPickersApi(api: ApiClient) {
  const one = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    colours: () => api.request('GET', EDITOR_COLOURS_PATH, ColourSettingsSchema),
    saveColours: (swatches: string[], version?: number) =>
      api.request('PUT', EDITOR_COLOURS_PATH, ColourSettingsSchema, {
        json: { swatches, ...(version === undefined ? {} : { version }) },
      }),
    fonts: () => api.request('GET', EDITOR_FONTS_PATH, FontListSchema),
    fontSettings: () => api.request('GET', `${EDITOR_FONTS_PATH}/settings`, FontSettingsSchema),
    saveFontSettings: (request: SaveFontsRequest) =>
      api.request('PUT', `${EDITOR_FONTS_PATH}/settings`, FontSettingsSchema, { json: request }),
    pages: () => api.request('GET', EDITOR_PAGES_PATH, PagesSchema),
    savePage: (collectionId: string, request: SavePageRequest) =>
      api.request('PUT', one(EDITOR_PAGES_PATH, collectionId), PageEntrySchema, {
        json: request,
      }),
    galleries: () => api.request('GET', EDITOR_GALLERIES_PATH, GalleriesSchema),
    saveGallery: (id: string, options: GalleryOptions, version?: number) =>
      api.request('PUT', one(EDITOR_GALLERIES_PATH, id), GallerySettingsSchema, {
        json: { options, ...(version === undefined ? {} : { version }) },
      }),
  };
}
export type EditorPickersApi = ReturnType<typeof editorPickersApi>;
