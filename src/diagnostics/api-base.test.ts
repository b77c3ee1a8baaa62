/** A wrong `data-api-base`: found on the first answer that is not the API's, reported once, the form block left as it was. */
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import type { ApiError } from '../api/errors';
import type { StorefrontConfig } from '../config';
import { messages } from '../i18n/messages';
import type { Runtime } from '../runtime/runtime';
import { mount as mountForm } from '../widgets/form-block/index';
import { reportApiBase } from './api-base';
import { createDiagnostics } from './diagnostics';
import { setupWords } from './setup-words';

const answering = (response: () => Response) => async () => response();
const htmlNotFound = () =>
  new Response('<!doctype html><h1>Page not found</h1>', {
    status: 404,
    headers: { 'Content-Type': 'text/html' },
  });

function client(fetch: typeof globalThis.fetch) {
  const foreign: ApiError[] = [];
  const api = createApiClient({
    apiBase: 'https://shop.example/wrong/',
    fetch,
    getRetries: 0,
    onForeignAnswer: (error) => foreign.push(error),
  });
  return { api, foreign };
}

describe('the API base check', () => {
  it("counts an HTML 404, a 200 page and no response as answers that are not the API's", async () => {
    for (const fetch of [
      answering(htmlNotFound),
      answering(() => new Response('<!doctype html>', { status: 200 })),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      const { api, foreign } = client(fetch);
      await expect(api.getStock('x')).rejects.toThrow();
      expect(foreign).toHaveLength(1);
    }
  });

  it("does not count the API's own refusals (a JSON error body)", async () => {
    const { api, foreign } = client(
      answering(() => Response.json({ message: 'Item not found' }, { status: 404 })),
    );
    await expect(api.getStock('x')).rejects.toThrow();
    expect(foreign).toEqual([]);
  });

  it('reports once per page, naming the script tag, the base and the failed call', async () => {
    const tag = document.createElement('script');
    tag.setAttribute('data-api-base', '/wrong/');
    document.body.replaceChildren(tag);
    const lines: string[] = [];
    const report = reportApiBase(
      'https://shop.example/wrong/',
      createDiagnostics(setupWords, (text) => lines.push(text)).report,
    );
    const { api } = client(answering(htmlNotFound));
    for (let i = 0; i < 2; i++) await api.getStock('x').catch(report);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[storefront\] <script data-api-base="\/wrong\/">: data-api-base \("https:\/\/shop\.example\/wrong\/"\) does not answer as the Storefront API \(GET https:\/\/shop\.example\/wrong\/api\/commerce\/inventory\/stock: HTTP 404\)\. Fix: point it at the origin that serves \/api/,
    );
  });

  it("keeps a newsletter block's own markup instead of 'This form has not been configured yet.'", async () => {
    document.body.innerHTML = `<div class="sqs-block-newsletter" data-form-id="news">
      <form action="/subscribe"><input name="email" aria-label="Email"><button>Sign up</button></form></div>`;
    const host = document.querySelector<HTMLElement>('.sqs-block-newsletter')!;
    const before = host.innerHTML;
    const lines: string[] = [];
    const report = createDiagnostics(setupWords, (text) => lines.push(text)).report;
    const api = createApiClient({
      apiBase: 'https://shop.example/wrong/',
      fetch: answering(htmlNotFound),
      getRetries: 0,
      onForeignAnswer: reportApiBase('https://shop.example/wrong/', report),
    });
    const runtime = {
      config: { nonce: undefined } as StorefrontConfig,
      messages,
      api,
      report,
    } as unknown as Runtime;
    mountForm(host, runtime);
    await expect.poll(() => lines.length).toBe(1);
    expect(host.innerHTML).toBe(before);
    expect(host.textContent).not.toContain(messages.formNotConfigured);
  });
});
