/** The pickers' calls (`/api/editor`): swatches, fonts, page states and gallery settings. */
import { describe, expect, it } from 'vitest';
import { editorPickersApi } from '../../src/api/editor-pickers';
import type { OwnerRole } from '../../src/api/owner';
import { GALLERY_DEFAULTS } from '../../src/blocks/gallery-options';
import { ownerClient, httpFailure } from '../test-support';

/** A pickers client signed in as an owner of `role` (`null`: a visitor, not signed in). */
async function owner(role: OwnerRole | null = 'editor') {
  const { client, call, fetch } = await ownerClient(role);
  const raw = (method: string, path: string, body: unknown) =>
    call(method, `api/editor/${path}`, body).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as Record<string, unknown>,
    }));
  return { api: editorPickersApi(client), raw, fetch };
}

const failure = httpFailure;

describe('pickers calls', () => {
  it('keeps swatches, refuses a hex that is not 3 to 6 digits, and checks the version', async () => {
    const { api, raw } = await owner();
    expect(await api.colours()).toEqual({ swatches: [], version: 0 });
    expect(await api.saveColours(['#ABC', '#123456'], 0)).toEqual({
      swatches: ['#abc', '#123456'],
      version: 1,
    });
    expect((await raw('PUT', 'colours', { swatches: ['#12'] })).body).toEqual({
      message: 'Invalid request',
      errors: { 'swatches[0]': 'Enter 3 to 6 hex digits.' },
    });
    expect((await failure(api.saveColours(['#000'], 0))).status).toBe(409);
  });

  it('lists the fonts of every category with previews, one of them missing', async () => {
    const { api, fetch } = await owner('viewer');
    const { fonts } = await api.fonts();
    expect(new Set(fonts.map((f) => f.category)).size).toBe(7);
    const ok = await fetch(`http://shop.test${fonts[0]?.preview ?? ''}`);
    expect(ok.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(await ok.text()).toMatch(/>\s*Work Sans\s*<\/text>/);
    const broken = fonts.find((f) => f.family === 'Material Symbols');
    expect((await fetch(`http://shop.test${broken?.preview ?? ''}`)).status).toBe(404);
  });

  it('keeps the Style Guide and Typekit Kit, refusing a bad kit id and unknown fonts', async () => {
    const { api, raw } = await owner();
    expect(
      await api.saveFontSettings({ styleGuide: ['Lora', 'Lora'], typekitKit: 'abc1234' }),
    ).toEqual({
      styleGuide: ['Lora'],
      typekitKit: 'abc1234',
      version: 1,
    });
    expect(
      (await raw('PUT', 'fonts/settings', { styleGuide: [], typekitKit: 'ABC' })).body.errors,
    ).toEqual({
      typekitKit: 'A Typekit Kit ID is 7 lower-case letters and digits.',
    });
    expect(
      (await raw('PUT', 'fonts/settings', { styleGuide: ['<b>Evil'], typekitKit: '' })).body.errors,
    ).toEqual({
      styleGuide: '<b>Evil is not one of the expected options',
    });
  });

  it('saves a page status and publish day, refusing a day that does not exist', async () => {
    const { api, raw } = await owner();
    const { pages } = await api.pages();
    expect(pages[0]).toMatchObject({ collectionId: 'shop', status: 'published', publishOn: null });
    await api.savePage('cart', { status: 'draft', publishOn: '2030-01-31' });
    await api.savePage('shop', { status: 'published', publishOn: '2030-02-01' });
    const after = (await api.pages()).pages;
    const state = (id: string) => after.find((p) => p.collectionId === id);
    expect([state('shop'), state('cart')].map((p) => [p?.status, p?.publishOn])).toEqual([
      ['published', '2030-02-01'],
      ['draft', '2030-01-31'],
    ]);
    expect(
      (await raw('PUT', 'pages/shop', { status: 'published', publishOn: '2030-02-30' })).body
        .errors,
    ).toEqual({
      publishOn: 'Use a day as YYYY-MM-DD.',
    });
    expect((await raw('PUT', 'pages/nope', { status: 'draft', publishOn: null })).status).toBe(404);
  });

  it('saves gallery options clamped by the options module, and the gallery page renders them', async () => {
    const { api, raw, fetch } = await owner();
    const [grid] = (await api.galleries()).galleries;
    expect(grid?.options['thumbnails-per-row']).toBe(3);
    const saved = await api.saveGallery('gallery-grid', {
      ...GALLERY_DEFAULTS,
      padding: 99,
      design: 'slideshow',
    });
    expect(saved.options).toMatchObject({ padding: 50, design: 'slideshow' });
    expect(
      (await raw('PUT', 'galleries/gallery-grid', { options: { design: 'mosaic' } })).status,
    ).toBe(400);
    expect((await raw('PUT', 'galleries/none', { options: {} })).status).toBe(404);
    const page = await (await fetch('http://shop.test/blocks/gallery')).text();
    expect(page).toContain('&quot;design&quot;:&quot;slideshow&quot;,');
  });

  it('lets a viewer read but not save, and a visitor do neither', async () => {
    const viewer = await owner('viewer');
    expect((await viewer.api.colours()).version).toBe(0);
    expect((await failure(viewer.api.saveColours(['#000']))).status).toBe(403);
    expect((await failure(viewer.api.saveGallery('gallery-grid', GALLERY_DEFAULTS))).status).toBe(
      403,
    );
    const visitor = await owner(null);
    expect((await failure(visitor.api.pages())).status).toBe(401);
  });
});
