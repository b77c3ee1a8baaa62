/**
 * The gallery settings panel over a stand-in of the server's calls (the server's own behaviour:
 * mock-server/routes/editor-pickers.test.ts): the options module's switch rules and clamps as
 * the owner sees them, and what a save sends.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditorPickersApi, GallerySettings as Gallery } from '../../api/editor-pickers';
import { HttpError } from '../../api/error-classes';
import { GALLERY_DEFAULTS, type GalleryOptions } from '../../blocks/gallery-options';
import { GallerySettings } from './GallerySettings';

afterEach(cleanup);

function fakeApi(refuse = false) {
  const saved: GalleryOptions[] = [];
  const gallery: Gallery = { id: 'g', title: 'Harbour', options: GALLERY_DEFAULTS, version: 0 };
  const api: Partial<EditorPickersApi> = {
    galleries: async () => ({ galleries: [gallery] }),
    saveGallery: async (id, options) => {
      if (refuse) throw new HttpError('PUT', '/api/editor/galleries/g', 403, { message: 'No.' });
      saved.push(options);
      return { ...gallery, options, version: 1 };
    },
  };
  return { api: api as EditorPickersApi, saved };
}

describe('gallery settings', () => {
  it('turns thumbnails on for a slideshow and thumbnails and autoplay off for grid', async () => {
    render(<GallerySettings api={fakeApi().api} pagePath="/blocks/gallery" />);
    const design = await screen.findByLabelText('Design');
    const thumbnails = screen.getByLabelText<HTMLInputElement>('Thumbnails');
    const autoplay = screen.getByLabelText<HTMLInputElement>('Autoplay');
    fireEvent.change(design, { target: { value: 'slideshow' } });
    expect(thumbnails.checked).toBe(true);
    fireEvent.click(autoplay);
    expect(autoplay.checked).toBe(true);
    fireEvent.change(design, { target: { value: 'grid' } });
    expect([thumbnails.checked, autoplay.checked]).toEqual([false, false]);
    fireEvent.change(design, { target: { value: 'slider' } });
    expect(screen.getByLabelText<HTMLSelectElement>('Aspect ratio').disabled).toBe(true);
  });

  it('clamps a number when the owner leaves the field, and saves the clamped options', async () => {
    const { api, saved } = fakeApi();
    render(<GallerySettings api={api} pagePath="/blocks/gallery" />);
    const perRow = await screen.findByLabelText<HTMLInputElement>('Thumbnails per row (1–10)');
    fireEvent.change(perRow, { target: { value: '40' } });
    expect(perRow.value).toBe('40');
    fireEvent.blur(perRow);
    expect(perRow.value).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(saved[0]?.['thumbnails-per-row']).toBe(10);
  });

  it("shows the server's reason when a save is refused", async () => {
    render(<GallerySettings api={fakeApi(true).api} pagePath="/blocks/gallery" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No.')).toBeTruthy();
  });
});
