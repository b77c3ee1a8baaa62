/**
 * The content editors' and connections' calls: `/api/content/{chart,code,markdown}` (read,
 * save) and `/api/connections` (the mailing-list connection, the automation service's Zaps),
 * behind the owner guard the caller passes in (checked once per call: any console role reads,
 * an editor writes). Every body is checked with the shared schemas of `src/api/editor-content.ts`;
 * the body limit (`CONTENT_MAX_BYTES`) is `middleware/body-limit.ts`'s.
 */
import { consoleHookAttribute } from '../../src/editor/console-hook';
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import {
  ChartRequestSchema,
  CodeRequestSchema,
  MailingConnectRequestSchema,
  MarkdownRequestSchema,
  ZapRequestSchema,
} from '../../src/api/editor-content';
import { mailingListProblem, type MailingList } from '../../src/editor/content';
import { editorMessages } from '../../src/editor/messages';
import type { Db } from '../db';
import { ErrorResponse, MESSAGES } from '../errors';
import { validateJson } from '../middleware/validate';
import { createEditorContentRepository } from '../repositories/editor-content';

/** The API routes, mounted at `/api` (their own paths: the guard covers nothing else). */
export function editorContentRoutes(
  db: Db,
  lists: () => readonly MailingList[],
  guard: MiddlewareHandler,
  now: () => number = Date.now,
): Hono {
  const content = createEditorContentRepository(db, lists, now);
  return (
    new Hono()
      .use('/content/*', guard)
      .use('/connections', guard)
      .use('/connections/*', guard)
      .get('/content/chart', (c) => c.json(content.chart()))
      .put('/content/chart', validateJson(ChartRequestSchema), (c) =>
        c.json(content.saveChart(c.req.valid('json'))),
      )
      .get('/content/code', (c) => c.json(content.code()))
      .put('/content/code', validateJson(CodeRequestSchema), (c) =>
        c.json(content.saveCode(c.req.valid('json'))),
      )
      .get('/content/markdown', (c) => c.json(content.markdown()))
      .put('/content/markdown', validateJson(MarkdownRequestSchema), (c) =>
        c.json(content.saveMarkdown(c.req.valid('json'))),
      )
      .get('/connections', (c) => c.json(content.connections()))
      .put('/connections/mailing', validateJson(MailingConnectRequestSchema), (c) => {
        const request = c.req.valid('json');
        const problem = mailingListProblem(request.listId, lists());
        if (problem) {
          throw new ErrorResponse(400, {
            message: MESSAGES.invalidRequest,
            errors: { listId: problem },
          });
        }
        return c.json(content.connectMailing(request));
      })
      .delete('/connections/mailing', (c) => c.json(content.disconnectMailing()))
      // The automation service's REST hook: a Zap subscribes and unsubscribes.
      .post('/connections/zaps', validateJson(ZapRequestSchema), (c) =>
        c.json(content.addZap(c.req.valid('json').name), 201),
      )
      .delete('/connections/zaps/:id', (c) => {
        if (!content.removeZap(c.req.param('id'))) {
          throw new ErrorResponse(404, { message: editorMessages.unableToLocateContent });
        }
        return c.json({ ok: true as const });
      })
  );
}

/** The hook of every panel of the two pages; its value names the panel (`src/loader/registry.ts`). */
const EDITOR_HOOK = 'data-storefront-editor';

/** The panels of `/config/content`. */
export function contentPanelsBody(): HtmlEscapedString | Promise<HtmlEscapedString> {
  return html`<section aria-labelledby="panel-chart">
      <h2 id="panel-chart">Chart data</h2>
      <div ${raw(consoleHookAttribute('editors'))} ${EDITOR_HOOK}="chart"><p>Loading…</p></div>
    </section>
    <section aria-labelledby="panel-code">
      <h2 id="panel-code">Code</h2>
      <div ${raw(consoleHookAttribute('editors'))} ${EDITOR_HOOK}="code"><p>Loading…</p></div>
    </section>
    <section aria-labelledby="panel-markdown">
      <h2 id="panel-markdown">Markdown</h2>
      <div ${raw(consoleHookAttribute('editors'))} ${EDITOR_HOOK}="markdown"><p>Loading…</p></div>
    </section>`;
}

/** The panels of `/config/connections`. */
export function connectionPanelsBody(): HtmlEscapedString | Promise<HtmlEscapedString> {
  return html`<section aria-labelledby="panel-mailing">
      <h2 id="panel-mailing">Mailing list</h2>
      <div ${raw(consoleHookAttribute('editors'))} ${EDITOR_HOOK}="mailing"><p>Loading…</p></div>
    </section>
    <section aria-labelledby="panel-automation">
      <h2 id="panel-automation">Automation</h2>
      <div ${raw(consoleHookAttribute('editors'))} ${EDITOR_HOOK}="automation"><p>Loading…</p></div>
    </section>`;
}
