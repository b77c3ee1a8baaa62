/** The content editors' and connections' calls (`/api/content`, `/api/connections`). */
import { describe, expect, it } from 'vitest';
import { editorContentApi } from '../../src/api/editor-content';
import type { OwnerRole } from '../../src/api/owner';
import { CONTENT_MAX_BYTES } from '../../src/editor/content';
import { DATASET_MAX_COLUMNS, DATASET_MAX_ROWS } from '../../src/editor/dataset';
import type { App } from '../app';
import {
  demoCatalogue,
  ownerVisitor,
  testApp,
  Visitor,
  ownerClient,
  httpFailure,
} from '../test-support';

/** The content calls signed in as an owner of `role` (`null`: a visitor) on `app`. */
async function owner(role: OwnerRole | null = 'editor', app: App = testApp()) {
  const { client, call } = await ownerClient(role, app);
  return { api: editorContentApi(client), call, app };
}

const failure = httpFailure;

const sales = {
  columns: ['Sales', 'Returns'],
  rows: [
    { label: 'Jan', values: [10, 1] },
    { label: 'Feb', values: [12, 0] },
  ],
};

describe('the chart document', () => {
  it('saves a dataset an editor sends and reads it back', async () => {
    const { api } = await owner();
    expect(await api.chart()).toEqual({
      dataset: { columns: [], rows: [] },
      truncated: false,
      updated: null,
    });
    await api.saveChart({ dataset: sales });
    expect(await api.chart()).toMatchObject({ dataset: sales, truncated: false });
  });

  it.each([
    [
      { columns: [], rows: [{ label: 'Jan', values: [] }] },
      'Your dataset must have at least one column',
    ],
    [{ columns: ['Sales'], rows: [] }, 'Your dataset must have at least one row'],
    [{ columns: ['Sales'], rows: [{ label: 'Jan', values: [null] }] }, 'Enter some data!'],
    [
      {
        columns: ['Sales'],
        rows: [
          { label: 'Jan', values: [1] },
          { label: 'Feb', values: [null] },
        ],
      },
      'One or more rows was missing data',
    ],
  ])('refuses %j with the documents’ text', async (dataset, text) => {
    const { api } = await owner();
    expect(await failure(api.saveChart({ dataset }))).toMatchObject({
      status: 400,
      errors: { dataset: text },
    });
    expect((await api.chart()).updated).toBeNull();
  });

  it('truncates a dataset past the caps and says so', async () => {
    const { api } = await owner();
    const columns = Array.from({ length: DATASET_MAX_COLUMNS + 3 }, (_, i) => `C${i}`);
    const rows = Array.from({ length: DATASET_MAX_ROWS + 5 }, (_, i) => ({
      label: `R${i}`,
      values: columns.map(() => i),
    }));
    const saved = await api.saveChart({ dataset: { columns, rows } });
    expect(saved.truncated).toBe(true);
    expect(saved.dataset.columns).toHaveLength(DATASET_MAX_COLUMNS);
    expect(saved.dataset.rows).toHaveLength(DATASET_MAX_ROWS);
    expect((await api.chart()).dataset.rows).toHaveLength(DATASET_MAX_ROWS);
  });
});

describe('code and markdown documents', () => {
  it('keep what an editor saves, text as sent (the preview sanitises, not the store)', async () => {
    const { api } = await owner();
    await api.saveCode({ language: 'css', code: 'a { color: red; }' });
    await api.saveMarkdown({ markdown: '# Hi <script>alert(1)</script>' });
    expect(await api.code()).toMatchObject({ language: 'css', code: 'a { color: red; }' });
    expect((await api.markdown()).markdown).toBe('# Hi <script>alert(1)</script>');
  });

  it('refuses an unknown language and a body past the limit with a clear message', async () => {
    const { call } = await owner();
    const bad = await call('PUT', 'api/content/code', { language: 'php', code: '' });
    expect(bad.status).toBe(400);
    const huge = await call('PUT', 'api/content/markdown', {
      markdown: 'x'.repeat(CONTENT_MAX_BYTES + 1),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { message: string }).message).toBe(
      'The request body is too large: at most 256 KB.',
    );
  });

  it('lets a viewer read but not save, and a visitor neither', async () => {
    const { api } = await owner('viewer');
    expect((await api.code()).code).toBe('');
    expect((await failure(api.saveCode({ language: 'html', code: '<p>x</p>' }))).status).toBe(403);
    const visitor = await owner(null);
    expect((await failure(visitor.api.markdown())).status).toBe(401);
    expect((await failure(visitor.api.connections())).status).toBe(401);
  });
});

describe('connections', () => {
  it('connects a newsletter list with double opt-in and disconnects', async () => {
    const { api } = await owner();
    const start = await api.connections();
    expect(start.mailing).toBeNull();
    const list = start.lists[0]!;
    expect(list).toEqual({ id: 'form-newsletter', name: expect.any(String) as string });
    const connected = await api.connectMailing({ listId: list.id, doubleOptIn: true });
    expect(connected.mailing).toEqual({ listId: list.id, doubleOptIn: true });
    expect((await api.disconnectMailing()).mailing).toBeNull();
  });

  it('refuses a connection without a list or to a list that does not exist', async () => {
    const { api } = await owner();
    for (const listId of ['', 'no-such-list']) {
      expect(await failure(api.connectMailing({ listId, doubleOptIn: false }))).toMatchObject({
        status: 400,
        errors: { listId: 'A List must be selected' },
      });
    }
    expect((await api.connections()).mailing).toBeNull();
  });

  it('says there are no lists on a site without newsletter blocks', async () => {
    const { api } = await owner('editor', testApp({ catalogue: { ...demoCatalogue, forms: [] } }));
    expect(
      await failure(api.connectMailing({ listId: 'form-newsletter', doubleOptIn: false })),
    ).toMatchObject({
      errors: { listId: "You don't have any mailing lists. Please create one before continuing" },
    });
  });

  it('counts the Zaps that subscribe and unsubscribe', async () => {
    const { api, call } = await owner();
    expect((await api.connections()).automation.zaps).toBe(0);
    const zap = (await (
      await call('POST', 'api/connections/zaps', { name: 'New order' })
    ).json()) as {
      id: string;
    };
    expect((await api.connections()).automation.zaps).toBe(1);
    expect((await call('DELETE', `api/connections/zaps/${zap.id}`)).status).toBe(200);
    expect((await call('DELETE', `api/connections/zaps/${zap.id}`)).status).toBe(404);
    expect((await api.connections()).automation.zaps).toBe(0);
  });
});

describe('the console pages', () => {
  it.each([
    ['/config/content', ['chart', 'code', 'markdown']],
    ['/config/connections', ['mailing', 'automation']],
  ])('%s shows an owner its panels and sends anyone else to sign in', async (path, panels) => {
    const app = testApp();
    const stranger = await Visitor.arrive(app);
    const away = await stranger.get(path);
    expect(away.status).toBe(303);
    expect(away.headers.get('Location')).toBe(`/config/sign-in?next=${encodeURIComponent(path)}`);
    const page = await (await ownerVisitor(app, 'editor')).get(path);
    expect(page.status).toBe(200);
    const body = await page.text();
    for (const panel of panels) expect(body).toContain(`data-storefront-editor="${panel}"`);
  });
});
