/** The editing panels' calls (`/api/editor`): files on disk and in SQLite, tags and categories. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { editorApi, UPLOAD_ID_HEADER } from '../../src/api/editor';
import { CRUMB_HEADER } from '../../src/api/cookies';
import { MAX_FILE_BYTES } from '../../src/editor/file';
import { FILE_PAGE_SIZE } from '../repositories/editor-files';
import { testApp, ownerClient, httpFailure } from '../test-support';
import type { OwnerRole } from '../../src/api/owner';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An editor client signed in as an owner of `role` (`null`: a visitor, not signed in). */
async function owner(role: OwnerRole | null = 'editor') {
  const dataDir = mkdtempSync(join(tmpdir(), 'editor-panels-'));
  dirs.push(dataDir);
  const app = testApp({ dataDir });
  const { client, fetch, jar } = await ownerClient(role, app);
  const upload = (name: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`http://shop.test/api/editor/files?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      body,
      headers: { [CRUMB_HEADER]: jar.get('crumb') ?? '', ...headers },
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
  const stored = () => readdirSync(join(dataDir, 'files'));
  return { api: editorApi(client), upload, stored, dataDir };
}

const failure = httpFailure;

describe('the owner guard', () => {
  it('refuses a visitor with 401, lets a viewer read but not write (403)', async () => {
    const visitor = await owner(null);
    expect(await failure(visitor.api.files())).toMatchObject({ status: 401 });
    expect(await failure(visitor.api.tags('tags'))).toMatchObject({ status: 401 });
    const viewer = await owner('viewer');
    expect(await viewer.api.files()).toBeDefined();
    expect((await viewer.upload('notes.txt', 'text')).status).toBe(403);
    expect(viewer.stored).toThrow();
  });
});

describe('the file manager calls', () => {
  it('upload a file to disk, list it, rename it and delete it', async () => {
    const { api, upload, stored, dataDir } = await owner();
    const response = await upload('Price list.pdf', 'PDF bytes');
    expect(response.status).toBe(201);
    const file = (await response.json()) as {
      id: string;
      name: string;
      size: number;
      type: string;
    };
    expect(file).toMatchObject({ name: 'Price list.pdf', size: 9, type: 'application/pdf' });
    expect(readFileSync(join(dataDir, 'files', file.id), 'utf8')).toBe('PDF bytes');
    expect((await api.files()).files.map((f) => f.name)).toEqual(['Price list.pdf']);

    expect((await api.renameFile(file.id, ' Prices 2026.pdf ')).name).toBe('Prices 2026.pdf');
    expect(await failure(api.renameFile(file.id, ' / '))).toMatchObject({
      status: 400,
      errors: { name: 'Please enter a file name' },
    });
    await api.deleteFile(file.id);
    expect((await api.files()).files).toEqual([]);
    expect(stored()).toEqual([]);
    expect(await failure(api.deleteFile(file.id))).toMatchObject({
      status: 404,
      message: 'Unable to locate content',
    });
  });

  it('neutralise a hostile name and keep the bytes under a name of their own', async () => {
    const { upload, stored } = await owner();
    const file = (await (await upload('../../<script>x</script>.txt', 'x')).json()) as {
      id: string;
      name: string;
    };
    expect(file.name).toBe('script.txt');
    expect(stored()).toEqual([file.id]);
  });

  it('refuse an unsupported file and one too large with the documents’ texts, storing nothing', async () => {
    const { upload, stored, api } = await owner();
    const bad = await upload('run.exe', 'MZ');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: 'The file run.exe does not appear to be a supported file.',
    });
    // A stream past the limit, without a declared length: counted while it streams in.
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const big = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_FILE_BYTES + chunk.length) controller.close();
        else controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const tooLarge = await upload('big.pdf', big);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      message: 'The file big.pdf is too large. The maximum allowed file size is 20 MB.',
    });
    expect((await api.files()).files).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('store nothing of an interrupted upload', async () => {
    const { upload, stored, api } = await owner();
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(100));
        controller.error(new Error('connection reset'));
      },
    });
    const response = await upload('half.pdf', broken);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'File upload failed to complete' });
    expect((await api.files()).files).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('store a repeated upload (same upload id) once', async () => {
    const { upload, api } = await owner();
    const first = await upload('a.txt', 'one', { [UPLOAD_ID_HEADER]: 'u-1' });
    const again = await upload('a.txt', 'one', { [UPLOAD_ID_HEADER]: 'u-1' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect((await api.files()).files).toHaveLength(1);
  });

  it("pages the list newest first for 'Load More'", async () => {
    const { upload, api } = await owner();
    for (let i = 0; i <= FILE_PAGE_SIZE; i++) await upload(`f${i}.txt`, 'x');
    const first = await api.files();
    expect(first.files).toHaveLength(FILE_PAGE_SIZE);
    expect(first.files[0]?.name).toBe(`f${FILE_PAGE_SIZE}.txt`);
    expect(first.hasNextPage).toBe(true);
    const second = await api.files(first.nextPageCursor!);
    expect(second).toMatchObject({ hasNextPage: false, nextPageCursor: null });
    expect(second.files.map((f) => f.name)).toEqual(['f0.txt']);
  });
});

describe('the tag and category calls', () => {
  it('create, rename, merge and remove tags; names unique per type without regard to case', async () => {
    const { api } = await owner();
    const sale = await api.createTag({ type: 'tags', name: '  Sale\u0000 ' });
    expect(sale).toMatchObject({ type: 'tags', name: 'Sale' });
    expect(await failure(api.createTag({ type: 'tags', name: 'SALE' }))).toEqual({
      status: 409,
      message: 'This tag already exists',
      errors: undefined,
    });
    // The same name in the other type is another item.
    await api.createTag({ type: 'categories', name: 'sale' });
    const new1 = await api.createTag({ type: 'tags', name: 'New' });
    expect(await failure(api.renameTag(new1.id, 'sale'))).toMatchObject({
      message: 'This tag already exists',
    });
    expect((await api.renameTag(new1.id, 'Fresh')).name).toBe('Fresh');
    expect((await api.mergeTags([sale.id, new1.id])).name).toBe('Sale');
    expect((await api.tags('tags')).tags.map((t) => t.name)).toEqual(['Sale']);
    await api.removeTag(sale.id);
    expect((await api.tags('tags')).tags).toEqual([]);
    expect(await failure(api.removeTag(sale.id))).toMatchObject({ status: 404 });
  });

  it('hold tags to 50 characters and categories to 25', async () => {
    const { api } = await owner();
    await api.createTag({ type: 'tags', name: 't'.repeat(50) });
    expect(await failure(api.createTag({ type: 'tags', name: 't'.repeat(51) }))).toMatchObject({
      status: 400,
      errors: { name: 'You have exceeded the character limit.' },
    });
    const c = await api.createTag({ type: 'categories', name: 'c'.repeat(25) });
    expect(await failure(api.renameTag(c.id, 'c'.repeat(26)))).toMatchObject({
      status: 400,
      errors: { name: 'You have exceeded the character limit.' },
    });
    expect(await failure(api.createTag({ type: 'tags', name: ' ' }))).toMatchObject({
      status: 400,
    });
  });
});
