/**
 * The demo's visitor-block pages (`/blocks/<name>`): the JSON-T templates of
 * `demo/templates/blocks/` (`<name>.html`, partials `*.block`), rendered per request with the
 * block data of `fixtures/blocks.json` (galleries and their images, audio tracks, the popup, ...), under the demo pages'
 * Content-Security-Policy; `review-request.html` is the review request page of a product
 * (`/reviews/request/<productId>`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { ReviewDisplaySettings } from '../../src/commerce/reviews';
import type { Catalogue } from '../catalogue/fixtures';
import { findProduct } from '../catalogue/products';
import { DEMO_CSP } from '../middleware/security-headers';
import { templatePage } from './shop';

/** The block pages' templates. */
export const BLOCK_TEMPLATES_DIR = fileURLToPath(
  new URL('../../demo/templates/blocks/', import.meta.url),
);
const BLOCK_DATA_FILE = fileURLToPath(new URL('../fixtures/blocks.json', import.meta.url));

export interface BlockFixtures {
  galleries: { id: string; title: string; options: unknown; items: string[] }[];
  images: Record<string, Record<string, unknown>>;
  /** Audio items (`structuredContent.audioAssetUrl`) with their audio block settings. */
  tracks: Record<string, unknown>[];
  /** The promo popup overlay: settings (`src/blocks/popup-rules.ts`), texts, newsletter form. */
  popup: Record<string, unknown>;
  /** The store settings the reviews section depends on. */
  reviewSettings: ReviewDisplaySettings;
  /** The site's share button options (the social-button formatters print only with some). */
  shareButtonOptions: Record<string, unknown>;
  /** Event items (record type 12) with their location and announcement text. */
  events: Record<string, unknown>[];
}

/** The demo's block data (`fixtures/blocks.json`). */
export function loadBlockFixtures(): BlockFixtures {
  return JSON.parse(readFileSync(BLOCK_DATA_FILE, 'utf8')) as BlockFixtures;
}

/** The data every block page gets: galleries with their images in place (ids as image ids). */
export function blockPageData(
  fixtures: BlockFixtures,
  savedOptions: (id: string) => unknown = () => undefined,
): Record<string, unknown> {
  const image = (id: string) => ({ id, ...fixtures.images[id] });
  return {
    galleries: fixtures.galleries.map((g) => ({
      ...g,
      options: savedOptions(g.id) ?? g.options,
      items: g.items.map(image),
    })),
    tracks: fixtures.tracks,
    popup: fixtures.popup,
    events: fixtures.events,
  };
}

/** `savedOptions`: a gallery's options as its owner saved them in the console, if they did. */
export function blockPageRoutes(
  catalogue: Catalogue,
  dir = BLOCK_TEMPLATES_DIR,
  savedOptions?: (id: string) => unknown,
): Hono {
  const log = (message: string) => console.error(message);
  const files = readdirSync(dir);
  const partials = Object.fromEntries(
    files.filter((f) => f.endsWith('.block')).map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
  );
  const fixtures = loadBlockFixtures();
  const app = new Hono();
  for (const file of files.filter((f) => /^[\w-]+\.html$/.test(f))) {
    const source = readFileSync(join(dir, file), 'utf8');
    const page = templatePage(
      { name: file, source, partials, kind: 'Block page', csp: DEMO_CSP },
      catalogue,
      log,
    );
    const name = file.slice(0, -'.html'.length);
    if (name === 'review-request') {
      // The review request page (page type 209) of one catalogue product.
      app.get('/reviews/request/:productId', (c) => {
        const product = findProduct(catalogue, c.req.param('productId'));
        if (!product) return c.notFound();
        return page.render(c, { product, website: catalogue.website });
      });
      continue;
    }
    const website = { ...catalogue.website, shareButtonOptions: fixtures.shareButtonOptions };
    app.get(`/blocks/${name}`, (c) =>
      page.render(c, { ...blockPageData(fixtures, savedOptions), website }),
    );
  }
  return app;
}
