/**
 * The file manager's store: each file's bytes on disk under `<dataDir>/files/<id>` (a random id,
 * so no name the owner types ever reaches the file system) and its metadata in `editor_files`.
 * An upload streams into a temporary file and becomes a file only when it is whole and within
 * the limits: a failure of any kind leaves neither a row nor bytes behind.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { EditorFile } from '../../src/api/editor';
import { MAX_FILE_BYTES, fileTypeOf, safeFileName } from '../../src/editor/file';
import type { Db } from '../db';

/** Files per page of the list ('Load More' fetches the next). */
export const FILE_PAGE_SIZE = 12;

export interface FilePage {
  files: EditorFile[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

/** Why an upload stored nothing. */
export type UploadFailure = 'tooLarge' | 'interrupted';
export class UploadRefused extends Error {
  override name = 'UploadRefused';
  constructor(readonly reason: UploadFailure) {
    super(reason);
  }
}

interface Row {
  seq: number;
  id: string;
  name: string;
  type: string;
  size: number;
  created: number;
}

const toFile = ({ id, name, type, size, created }: Row): EditorFile => ({
  id,
  name,
  type,
  size,
  created,
});

export function createEditorFileRepository(db: Db, dataDir: string, now: () => number) {
  const dir = join(dataDir, 'files');
  const byId = db.prepare<[string], Row>('SELECT * FROM editor_files WHERE id = ?');
  const byUpload = db.prepare<[string], Row>('SELECT * FROM editor_files WHERE upload_id = ?');
  const insert = db.prepare(
    'INSERT INTO editor_files (id, name, type, size, upload_id, created) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const page = db.prepare<[number, number], Row>(
    'SELECT * FROM editor_files WHERE seq < ? ORDER BY seq DESC LIMIT ?',
  );

  return {
    pathOf: (id: string): string => join(dir, id),
    get: (id: string): EditorFile | undefined => {
      const row = byId.get(id);
      return row && toFile(row);
    },
    byUploadId: (uploadId: string): EditorFile | undefined => {
      const row = byUpload.get(uploadId);
      return row && toFile(row);
    },

    /** Newest first, {@link FILE_PAGE_SIZE} a page; the cursor is the last row's `seq`. */
    list(cursor: string | undefined): FilePage {
      const before = cursor === undefined ? Number.MAX_SAFE_INTEGER : Number(cursor);
      const rows = page.all(Number.isSafeInteger(before) ? before : 0, FILE_PAGE_SIZE + 1);
      const more = rows.length > FILE_PAGE_SIZE;
      const shown = rows.slice(0, FILE_PAGE_SIZE);
      return {
        files: shown.map(toFile),
        hasNextPage: more,
        nextPageCursor: more ? String(shown[shown.length - 1]!.seq) : null,
      };
    },

    /**
     * Stores `body` as the file `name` (checked by the caller with `uploadProblem`): bytes into a
     * temporary file, at most {@link MAX_FILE_BYTES} and exactly `expectedBytes` when given, then
     * the row and the rename in one transaction. A repeated `uploadId` answers the first file.
     * @throws UploadRefused (nothing stored)
     */
    async upload(
      name: string,
      body: ReadableStream<Uint8Array> | null,
      expectedBytes: number | undefined,
      uploadId: string | undefined,
    ): Promise<EditorFile> {
      const fileName = safeFileName(name);
      const id = randomBytes(12).toString('hex');
      mkdirSync(dir, { recursive: true });
      const temp = join(dir, `.upload-${id}`);
      const fd = openSync(temp, 'wx');
      let size = 0;
      try {
        if (body) {
          const reader = body.getReader();
          for (;;) {
            let chunk: ReadableStreamReadResult<Uint8Array>;
            try {
              chunk = await reader.read();
            } catch {
              throw new UploadRefused('interrupted');
            }
            if (chunk.done) break;
            size += chunk.value.byteLength;
            if (size > MAX_FILE_BYTES) {
              await reader.cancel().catch(() => undefined);
              throw new UploadRefused('tooLarge');
            }
            writeSync(fd, chunk.value);
          }
        }
        closeSync(fd);
        if (expectedBytes !== undefined && size !== expectedBytes) {
          throw new UploadRefused('interrupted');
        }
        const stored = db.transaction((): EditorFile => {
          if (uploadId !== undefined) {
            const first = byUpload.get(uploadId);
            if (first) return toFile(first);
          }
          const file = { id, name: fileName, type: fileTypeOf(fileName)!, size, created: now() };
          insert.run(file.id, file.name, file.type, file.size, uploadId ?? null, file.created);
          renameSync(temp, join(dir, id));
          return file;
        })();
        rmSync(temp, { force: true });
        return stored;
      } catch (error) {
        try {
          closeSync(fd);
        } catch {
          // Already closed.
        }
        rmSync(temp, { force: true });
        throw error;
      }
    },

    /** The file with its new name, or undefined when there is no such file. */
    rename(id: string, name: string): EditorFile | undefined {
      const result = db
        .prepare('UPDATE editor_files SET name = ? WHERE id = ?')
        .run(safeFileName(name), id);
      return result.changes === 0 ? undefined : toFile(byId.get(id)!);
    },

    /** False when there is no such file. The row goes first: a crash leaves stray bytes only. */
    remove(id: string): boolean {
      const result = db.prepare('DELETE FROM editor_files WHERE id = ?').run(id);
      if (result.changes === 0) return false;
      rmSync(join(dir, id), { force: true });
      return true;
    },
  };
}
export type EditorFileRepository = ReturnType<typeof createEditorFileRepository>;
