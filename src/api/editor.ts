/**
 * The owner's editing panels' calls (file manager, tags and categories) and their bodies,
 * checked with the editor rules (`src/editor/`); shared with the mock server, which validates
 * every body with these schemas.
 */
import { fileNameProblem, FILE_NAME_MAX } from '../editor/file';
import { editorMessages } from '../editor/messages';
import { cleanTagName, TAG_MAX_LENGTH, TAG_TYPES } from '../editor/tags';
import { messages } from '../i18n/messages';
import type { ApiClient } from './client';
import { z } from './zod';

export const EDITOR_FILES_PATH = 'api/editor/files';
export const EDITOR_TAGS_PATH = 'api/editor/tags';
/** The upload's header naming the upload, so a repeated upload stores nothing twice. */
export const UPLOAD_ID_HEADER = 'X-Upload-Id';

export const EditorFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Bytes. */
  size: z.int().check(z.nonnegative()),
  type: z.string(),
  created: z.number(),
});
export type EditorFile = z.infer<typeof EditorFileSchema>;

export const FilesPageSchema = z.object({
  files: z.array(EditorFileSchema),
  hasNextPage: z.boolean(),
  nextPageCursor: z.nullable(z.string()),
});
export type FilesPage = z.infer<typeof FilesPageSchema>;

/** A new name: not blank once hostile characters are gone ('Please enter a file name'). */
export const RenameFileRequestSchema = z.object({
  name: z.string().check(
    z.maxLength(FILE_NAME_MAX * 4),
    z.refine((name) => fileNameProblem(name) === undefined, {
      message: editorMessages.enterFileName,
    }),
  ),
});
export type RenameFileRequest = z.infer<typeof RenameFileRequestSchema>;

export const UploadQuerySchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(FILE_NAME_MAX * 4)),
});

export const TagTypeSchema = z.enum(TAG_TYPES);

export const TagSchema = z.object({
  id: z.string(),
  type: TagTypeSchema,
  name: z.string(),
});
export type Tag = z.infer<typeof TagSchema>;
export const TagsSchema = z.object({ tags: z.array(TagSchema) });

/** A name within its type's length, once cleaned ('You have exceeded the character limit.'). */
const tagName = z.string().check(
  z.maxLength(1000),
  z.refine((name) => cleanTagName(name) !== '', { message: messages.formRequired }),
);
const withinLength = (body: { type: (typeof TAG_TYPES)[number]; name: string }): boolean =>
  cleanTagName(body.name).length <= TAG_MAX_LENGTH[body.type];

export const TagRequestSchema = z
  .object({ type: TagTypeSchema, name: tagName })
  .check(z.refine(withinLength, { message: messages.formTooLong, path: ['name'] }));
export type TagRequest = z.infer<typeof TagRequestSchema>;

/** A tag's new name; its type's length is checked by the server, which knows the type. */
export const RenameTagRequestSchema = z.object({ name: tagName });

/** Merge: every tag of `ids` (two or more, one type) becomes the first one. */
export const MergeTagsRequestSchema = z.object({
  ids: z.array(z.string().check(z.maxLength(100))).check(z.minLength(2), z.maxLength(500)),
});

export const OkSchema = z.object({ ok: z.literal(true) });

/** The typed calls of the panels over the runtime's client. */
export function editorApi(api: ApiClient) {
  return {
    files: (cursor?: string) =>
      api.request('GET', EDITOR_FILES_PATH, FilesPageSchema, {
        ...(cursor === undefined ? {} : { searchParams: { cursor } }),
      }),
    renameFile: (id: string, name: string) =>
      api.request('PUT', `${EDITOR_FILES_PATH}/${encodeURIComponent(id)}`, EditorFileSchema, {
        json: { name } satisfies RenameFileRequest,
      }),
    deleteFile: (id: string) =>
      api.request('DELETE', `${EDITOR_FILES_PATH}/${encodeURIComponent(id)}`, OkSchema),
    tags: (type: Tag['type']) =>
      api.request('GET', EDITOR_TAGS_PATH, TagsSchema, { searchParams: { type } }),
    createTag: (request: TagRequest) =>
      api.request('POST', EDITOR_TAGS_PATH, TagSchema, { json: request }),
    renameTag: (id: string, name: string) =>
      api.request('PUT', `${EDITOR_TAGS_PATH}/${encodeURIComponent(id)}`, TagSchema, {
        json: { name },
      }),
    mergeTags: (ids: string[]) =>
      api.request('POST', `${EDITOR_TAGS_PATH}/merge`, TagSchema, { json: { ids } }),
    removeTag: (id: string) =>
      api.request('DELETE', `${EDITOR_TAGS_PATH}/${encodeURIComponent(id)}`, OkSchema),
  };
}
export type EditorApi = ReturnType<typeof editorApi>;
