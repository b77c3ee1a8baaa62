/**
 * The content editors' documents in `editor_content` (one chart dataset, one code document, one
 * markdown document per site, each as JSON), the mailing-list connection in `mailing_connection`
 * and the automation service's Zaps in `automation_zaps`. Bodies arrive validated by the routes.
 */
import { randomBytes } from 'node:crypto';
import type {
  ChartDocument,
  ChartRequest,
  CodeDocument,
  CodeRequest,
  Connections,
  MailingConnectRequest,
  MarkdownDocument,
  MarkdownRequest,
} from '../../src/api/editor-content';
import type { ContentKind, MailingList } from '../../src/editor/content';
import { truncateDataset } from '../../src/editor/dataset';
import type { Db } from '../db';

interface ContentRow {
  body: string;
  updated: number;
}

export function createEditorContentRepository(
  db: Db,
  lists: () => readonly MailingList[],
  now: () => number,
) {
  const read = (kind: ContentKind): ContentRow | undefined =>
    db
      .prepare<[string], ContentRow>('SELECT body, updated FROM editor_content WHERE kind = ?')
      .get(kind);
  const write = (kind: ContentKind, body: unknown): number => {
    const updated = now();
    db.prepare(
      `INSERT INTO editor_content (kind, body, updated) VALUES (?, ?, ?)
       ON CONFLICT (kind) DO UPDATE SET body = excluded.body, updated = excluded.updated`,
    ).run(kind, JSON.stringify(body), updated);
    return updated;
  };
  const connections = (): Connections => {
    const mailing = db
      .prepare<[], { list_id: string; double_opt_in: number }>(
        'SELECT list_id, double_opt_in FROM mailing_connection WHERE id = 1',
      )
      .get();
    const { zaps } = db
      .prepare<[], { zaps: number }>('SELECT COUNT(*) AS zaps FROM automation_zaps')
      .get()!;
    return {
      lists: [...lists()],
      mailing: mailing
        ? { listId: mailing.list_id, doubleOptIn: mailing.double_opt_in === 1 }
        : null,
      automation: { zaps },
    };
  };

  return {
    chart(): ChartDocument {
      const row = read('chart');
      if (!row) return { dataset: { columns: [], rows: [] }, truncated: false, updated: null };
      return { ...(JSON.parse(row.body) as Omit<ChartDocument, 'updated'>), updated: row.updated };
    },
    /** Keeps the dataset cut to the caps; `truncated` says whether anything was dropped. */
    saveChart(request: ChartRequest): ChartDocument {
      const body = truncateDataset(request.dataset);
      return { ...body, updated: write('chart', body) };
    },
    code(): CodeDocument {
      const row = read('code');
      if (!row) return { language: 'html', code: '', updated: null };
      return { ...(JSON.parse(row.body) as CodeRequest), updated: row.updated };
    },
    saveCode: (request: CodeRequest): CodeDocument => ({
      ...request,
      updated: write('code', request),
    }),
    markdown(): MarkdownDocument {
      const row = read('markdown');
      if (!row) return { markdown: '', updated: null };
      return { ...(JSON.parse(row.body) as MarkdownRequest), updated: row.updated };
    },
    saveMarkdown: (request: MarkdownRequest): MarkdownDocument => ({
      ...request,
      updated: write('markdown', request),
    }),

    connections,
    /** The list must be one of `lists()` (the route checks). */
    connectMailing(request: MailingConnectRequest): Connections {
      db.prepare(
        `INSERT INTO mailing_connection (id, list_id, double_opt_in, updated) VALUES (1, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET list_id = excluded.list_id,
           double_opt_in = excluded.double_opt_in, updated = excluded.updated`,
      ).run(request.listId, request.doubleOptIn ? 1 : 0, now());
      return connections();
    },
    disconnectMailing(): Connections {
      db.prepare('DELETE FROM mailing_connection').run();
      return connections();
    },

    addZap(name: string): { id: string; name: string } {
      const zap = { id: randomBytes(8).toString('hex'), name };
      db.prepare('INSERT INTO automation_zaps (id, name, created) VALUES (?, ?, ?)').run(
        zap.id,
        name,
        now(),
      );
      return zap;
    },
    removeZap: (id: string): boolean =>
      db.prepare('DELETE FROM automation_zaps WHERE id = ?').run(id).changes > 0,
  };
}
export type EditorContentRepository = ReturnType<typeof createEditorContentRepository>;
