/**
 * The owner's editing panels' calls under `/api/editor` (file manager, tags and categories),
 * behind the owner guard the caller passes in, and the console page `/config/panels` that
 * hosts the panels. Every body is checked with the shared schemas of `src/api/editor.ts`, which
 * hold the editor rules of `src/editor/`.
 */
import { consoleHookAttribute } from '../../src/editor/console-hook';
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { z } from 'zod';
import {
  MergeTagsRequestSchema,
  RenameFileRequestSchema,
  RenameTagRequestSchema,
  TagRequestSchema,
  TagTypeSchema,
  UPLOAD_ID_HEADER,
  UploadQuerySchema,
} from '../../src/api/editor';
import { safeFileName, tooLargeText, uploadProblem } from '../../src/editor/file';
import { editorMessages } from '../../src/editor/messages';
import { TAG_MAX_LENGTH, cleanTagName, tagExistsText } from '../../src/editor/tags';
import { messages } from '../../src/i18n/messages';
import type { Db } from '../db';
import { ErrorResponse, MESSAGES } from '../errors';
import { validateJson, validateQuery } from '../middleware/validate';
import { createEditorFileRepository, UploadRefused } from '../repositories/editor-files';
import { createEditorTagRepository, TagExists } from '../repositories/editor-tags';

const CursorQuerySchema = z.object({ cursor: z.string().max(40).optional() });
const TagsQuerySchema = z.object({ type: TagTypeSchema });

const notFound = (): never => {
  throw new ErrorResponse(404, { message: editorMessages.unableToLocateContent });
};

/** The API routes, mounted at `/api/editor`. */
export function editorPanelRoutes(
  db: Db,
  dataDir: string,
  guard: MiddlewareHandler,
  now: () => number = Date.now,
): Hono {
  const files = createEditorFileRepository(db, dataDir, now);
  const tags = createEditorTagRepository(db, now);
  const tagExists = (type: Parameters<typeof tagExistsText>[0]): never => {
    throw new ErrorResponse(409, { message: tagExistsText(type) });
  };

  return new Hono()
    .use(guard)
    .get('/files', validateQuery(CursorQuerySchema), (c) =>
      c.json(files.list(c.req.valid('query').cursor)),
    )
    .post('/files', validateQuery(UploadQuerySchema), async (c) => {
      const { name } = c.req.valid('query');
      const declared = c.req.header('Content-Length');
      const expected = declared === undefined ? undefined : Number(declared);
      const problem = uploadProblem(name, expected ?? 0);
      if (problem)
        throw new ErrorResponse(
          expected !== undefined && problem === tooLargeText(safeFileName(name)) ? 413 : 400,
          { message: problem },
        );
      const uploadId = c.req.header(UPLOAD_ID_HEADER);
      if (uploadId !== undefined && uploadId.length > 100) {
        throw new ErrorResponse(400, { message: MESSAGES.invalidRequest });
      }
      const repeated = uploadId === undefined ? undefined : files.byUploadId(uploadId);
      if (repeated) return c.json(repeated, 200);
      try {
        const file = await files.upload(name, c.req.raw.body, expected, uploadId);
        return c.json(file, 201);
      } catch (error) {
        if (!(error instanceof UploadRefused)) throw error;
        throw error.reason === 'tooLarge'
          ? new ErrorResponse(413, { message: tooLargeText(safeFileName(name)) })
          : new ErrorResponse(400, { message: editorMessages.uploadIncomplete });
      }
    })
    .put('/files/:id', validateJson(RenameFileRequestSchema), (c) =>
      c.json(files.rename(c.req.param('id'), c.req.valid('json').name) ?? notFound()),
    )
    .delete('/files/:id', (c) =>
      files.remove(c.req.param('id')) ? c.json({ ok: true as const }) : notFound(),
    )
    .get('/tags', validateQuery(TagsQuerySchema), (c) =>
      c.json({ tags: tags.list(c.req.valid('query').type) }),
    )
    .post('/tags/merge', validateJson(MergeTagsRequestSchema), (c) =>
      c.json(tags.merge(c.req.valid('json').ids) ?? notFound()),
    )
    .post('/tags', validateJson(TagRequestSchema), (c) => {
      const { type, name } = c.req.valid('json');
      try {
        return c.json(tags.create(type, name), 201);
      } catch (error) {
        if (error instanceof TagExists) return tagExists(type);
        throw error;
      }
    })
    .put('/tags/:id', validateJson(RenameTagRequestSchema), (c) => {
      const tag = tags.get(c.req.param('id')) ?? notFound();
      const { name } = c.req.valid('json');
      if (cleanTagName(name).length > TAG_MAX_LENGTH[tag.type]) {
        throw new ErrorResponse(400, {
          message: MESSAGES.invalidRequest,
          errors: { name: messages.formTooLong },
        });
      }
      try {
        return c.json(tags.rename(tag.id, name) ?? notFound());
      } catch (error) {
        if (error instanceof TagExists) return tagExists(tag.type);
        throw error;
      }
    })
    .delete('/tags/:id', (c) =>
      tags.remove(c.req.param('id')) ? c.json({ ok: true as const }) : notFound(),
    );
}

/** The hooks of the console page, one per panel (`src/loader/registry.ts`). */
export const PANEL_HOOKS = {
  linkEditor: 'data-storefront-link-editor',
  fileManager: 'data-storefront-file-manager',
  tagEditor: 'data-storefront-tag-editor',
} as const;

/** The panels of the console page `/config/panels` (`routes/console.ts` serves it to owners). */
export function editorPanelsBody(): HtmlEscapedString | Promise<HtmlEscapedString> {
  return html`<section aria-labelledby="panel-link">
      <h2 id="panel-link">Link editor</h2>
      <div ${raw(consoleHookAttribute('link-editor'))} ${PANEL_HOOKS.linkEditor}></div>
    </section>
    <section aria-labelledby="panel-files">
      <h2 id="panel-files">File manager</h2>
      <div ${raw(consoleHookAttribute('file-manager'))} ${PANEL_HOOKS.fileManager}></div>
    </section>
    <section aria-labelledby="panel-tags">
      <h2 id="panel-tags">Tags</h2>
      <div ${raw(consoleHookAttribute('tag-editor'))} ${PANEL_HOOKS.tagEditor}="tags"></div>
    </section>
    <section aria-labelledby="panel-categories">
      <h2 id="panel-categories">Categories</h2>
      <div ${raw(consoleHookAttribute('tag-editor'))} ${PANEL_HOOKS.tagEditor}="categories"></div>
    </section>`;
}
