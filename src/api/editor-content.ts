/**
 * The content editors' and connections' calls (`/api/content/*`, `/api/connections/*`) and their
 * bodies, checked with the rules of `src/editor/content.ts` and `dataset.ts`; shared with the
 * mock server, which validates every body with these schemas.
 */
import { CHART_LABEL_MAX, CODE_LANGUAGES, CONTENT_MAX_CHARS } from '../editor/content';
import { datasetProblem, DATASET_MAX_COLUMNS, DATASET_MAX_ROWS } from '../editor/dataset';
import { editorMessages } from '../editor/messages';
import type { ApiClient } from './client';
import { lazySchema, z } from './zod';

export const CONTENT_PATH = 'api/content';
export const CONNECTIONS_PATH = 'api/connections';

/**
 * A sent dataset may be longer than the caps (the server truncates it, as the documents do) but
 * not without bound: the body limit holds the rest.
 */
const label = z.string().check(z.maxLength(CHART_LABEL_MAX));
export const DatasetSchema = lazySchema(() =>
  z.object({
    columns: z.array(label).check(z.maxLength(DATASET_MAX_COLUMNS * 10)),
    rows: z
      .array(
        z.object({
          label,
          values: z.array(z.nullable(z.number())).check(z.maxLength(DATASET_MAX_COLUMNS * 10)),
        }),
      )
      .check(z.maxLength(DATASET_MAX_ROWS * 10)),
  }),
);

/** A chart save: a usable dataset, or the documents' text of why not. */
export const ChartRequestSchema = lazySchema(() =>
  z.object({
    dataset: DatasetSchema.check(
      z.superRefine((dataset, ctx) => {
        const problem = datasetProblem(dataset);
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: dataset });
      }),
    ),
  }),
);
export type ChartRequest = z.infer<typeof ChartRequestSchema>;

const text = z.string().check(z.maxLength(CONTENT_MAX_CHARS));
export const CodeRequestSchema = lazySchema(() =>
  z.object({ language: z.enum(CODE_LANGUAGES), code: text }),
);
export type CodeRequest = z.infer<typeof CodeRequestSchema>;
export const MarkdownRequestSchema = lazySchema(() => z.object({ markdown: text }));
export type MarkdownRequest = z.infer<typeof MarkdownRequestSchema>;

/** A saved document: its body and when it was saved (null: never). */
const saved = { updated: z.nullable(z.number()) };
export const ChartDocumentSchema = lazySchema(() =>
  z.object({ dataset: DatasetSchema, truncated: z.boolean(), ...saved }),
);
export const CodeDocumentSchema = lazySchema(() =>
  z.object({ ...CodeRequestSchema.shape, ...saved }),
);
export const MarkdownDocumentSchema = lazySchema(() =>
  z.object({ ...MarkdownRequestSchema.shape, ...saved }),
);
export type ChartDocument = z.infer<typeof ChartDocumentSchema>;
export type CodeDocument = z.infer<typeof CodeDocumentSchema>;
export type MarkdownDocument = z.infer<typeof MarkdownDocumentSchema>;

/** A mailing-list connection: the selected list (empty: 'A List must be selected'). */
export const MailingConnectRequestSchema = lazySchema(() =>
  z.object({
    listId: z
      .string()
      .check(z.maxLength(100), z.minLength(1, { error: editorMessages.mailingListRequired })),
    doubleOptIn: z.boolean(),
  }),
);
export type MailingConnectRequest = z.infer<typeof MailingConnectRequestSchema>;

export const ConnectionsSchema = lazySchema(() =>
  z.object({
    lists: z.array(z.object({ id: z.string(), name: z.string() })),
    mailing: z.nullable(z.object({ listId: z.string(), doubleOptIn: z.boolean() })),
    automation: z.object({ zaps: z.int().check(z.nonnegative()) }),
  }),
);
export type Connections = z.infer<typeof ConnectionsSchema>;

/** A Zap subscribing (the automation service's REST hook): its name. */
export const ZapRequestSchema = lazySchema(() =>
  z.object({ name: z.string().check(z.minLength(1), z.maxLength(100)) }),
);
export const ZapSchema = lazySchema(() => z.object({ id: z.string(), name: z.string() }));

/** The typed calls of the content editors and connections over the runtime's client. */
export function editorContentApi(api: ApiClient) {
  return {
    chart: () => api.request('GET', `${CONTENT_PATH}/chart`, ChartDocumentSchema),
    saveChart: (request: ChartRequest) =>
      api.request('PUT', `${CONTENT_PATH}/chart`, ChartDocumentSchema, { json: request }),
    code: () => api.request('GET', `${CONTENT_PATH}/code`, CodeDocumentSchema),
    saveCode: (request: CodeRequest) =>
      api.request('PUT', `${CONTENT_PATH}/code`, CodeDocumentSchema, { json: request }),
    markdown: () => api.request('GET', `${CONTENT_PATH}/markdown`, MarkdownDocumentSchema),
    saveMarkdown: (request: MarkdownRequest) =>
      api.request('PUT', `${CONTENT_PATH}/markdown`, MarkdownDocumentSchema, { json: request }),
    connections: () => api.request('GET', CONNECTIONS_PATH, ConnectionsSchema),
    connectMailing: (request: MailingConnectRequest) =>
      api.request('PUT', `${CONNECTIONS_PATH}/mailing`, ConnectionsSchema, { json: request }),
    disconnectMailing: () =>
      api.request('DELETE', `${CONNECTIONS_PATH}/mailing`, ConnectionsSchema),
  };
}
export type EditorContentApi = ReturnType<typeof editorContentApi>;
