/**
 * The pickers' settings, kept as site documents (`site_documents`, so no table of their own):
 * the colour swatches, the Style Guide's fonts and Typekit Kit, each page's status and publish
 * day, and each demo gallery's options as the owner saved them (`readGalleryOptions`, so what is
 * stored is already clamped). `savedGalleryOptions` is what the demo's gallery page renders.
 */
import { readGalleryOptions, type GalleryOptions } from '../../src/blocks/gallery-options';
import type { PageStatus } from '../../src/editor/page-states';
import type { Db } from '../db';
import { createSiteDocumentRepository } from './site-documents';

interface PageStateValue {
  status: PageStatus;
  publishOn: string | null;
}
interface FontSettingsValue {
  styleGuide: string[];
  typekitKit: string;
}

const KEYS = {
  colours: 'editor:colours',
  fonts: 'editor:fonts',
  pages: 'editor:page-states',
  gallery: (id: string) => `editor:gallery:${id}`,
} as const;

export type EditorSettingsRepository = ReturnType<typeof createEditorSettingsRepository>;

export function createEditorSettingsRepository(db: Db, now: () => number) {
  const docs = createSiteDocumentRepository(db, now);
  const pageStates = () => docs.document<Record<string, PageStateValue>>(KEYS.pages, {});
  return {
    colours: () => {
      const { value, version } = docs.document<string[]>(KEYS.colours, []);
      return { swatches: value, version };
    },
    saveColours: (swatches: string[], version?: number) => ({
      swatches,
      version: docs.saveDocument(KEYS.colours, swatches, version, 'colour swatch list'),
    }),
    fonts: () => {
      const { value, version } = docs.document<FontSettingsValue>(KEYS.fonts, {
        styleGuide: [],
        typekitKit: '',
      });
      return { ...value, version };
    },
    saveFonts: (value: FontSettingsValue, version?: number) => ({
      ...value,
      version: docs.saveDocument(KEYS.fonts, value, version, 'Style Guide'),
    }),
    /** Each page's saved state by collection id (pages never saved are published, undated). */
    pageStates: () => pageStates().value,
    /** One page's state; the others as they are (one transaction, so none is lost). */
    savePageState: (collectionId: string, state: PageStateValue) =>
      db.transaction(() => {
        const all = pageStates().value;
        docs.saveDocument(KEYS.pages, { ...all, [collectionId]: state }, undefined, 'page');
      })(),
    /** A gallery's options: the owner's, else `fallback` (the block's own), read clamped. */
    gallery: (id: string, fallback: unknown) => {
      const { value, version } = docs.document<unknown>(KEYS.gallery(id), fallback);
      return { options: readGalleryOptions(value), version };
    },
    saveGallery: (id: string, options: GalleryOptions, version?: number) => {
      const clean = readGalleryOptions(options);
      return {
        options: clean,
        version: docs.saveDocument(KEYS.gallery(id), clean, version, 'gallery'),
      };
    },
  };
}

/** A demo gallery's options as its owner saved them, or undefined when never saved. */
export function savedGalleryOptions(db: Db, id: string): GalleryOptions | undefined {
  const { options, version } = createEditorSettingsRepository(db, Date.now).gallery(id, null);
  return version > 0 ? options : undefined;
}
