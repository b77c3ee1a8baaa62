/**
 * `/files/<id>`: the shop's view of the file manager's uploads, for product images. Only image
 * files are served (by their stored type, never sniffed, never SVG: the upload types are raster
 * only), anything else is not found; ids are random, so a file is public once a product uses it,
 * as on the platform's CDN.
 */
import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { isImageType } from '../../src/editor/file';
import type { Db } from '../db';
import { ErrorResponse, MESSAGES } from '../errors';
import { createEditorFileRepository } from '../repositories/editor-files';

/** The shop's address of an uploaded file. */
export const siteFileUrl = (id: string): string => `/files/${encodeURIComponent(id)}`;

export function siteFileRoutes(db: Db, dataDir: string, now: () => number) {
  const files = createEditorFileRepository(db, dataDir, now);
  return new Hono().get('/files/:id{[A-Za-z0-9_-]{1,100}}', async (c) => {
    const file = files.get(c.req.param('id'));
    if (!file || !isImageType(file.type)) {
      throw new ErrorResponse(404, { message: MESSAGES.notFound });
    }
    const bytes = await readFile(files.pathOf(file.id));
    return c.body(bytes, 200, {
      'Content-Type': file.type,
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
