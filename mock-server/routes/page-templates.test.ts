/** Page templates (`--templates DIR`): served per request with the shop's data and a front matter. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db';
import { ADD_PATH, addBody, testApp, Visitor } from '../test-support';
import { mergeData, parsePageTemplate } from './page-templates';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder holding `files` (name -> text). */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'page-templates-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const TOTE_BUTTON = '{.section products.prod-canvas-tote}{@|add-to-cart-btn}{.end}';
const TOTE_STATUS = '{.section products.prod-canvas-tote}{@|product-status}{.end}';

/** The add-to-cart fragment of a page. */
const button = (html: string) =>
  /<div class="sqs-add-to-cart-button-wrapper"[\s\S]*?<\/div>\n {2}<\/div>\n<\/div>/.exec(
    html,
  )?.[0];

describe('a folder of page templates', () => {
  it('serves <name>.html at /<name>.html and /<name> with the formatter markup the shop prints', async () => {
    const app = testApp({
      pageTemplatesDir: folder({ 'tote.html': `<main>${TOTE_BUTTON}</main>` }),
    });
    const page = await app.request('/tote.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html.startsWith('<main>')).toBe(true);
    const shopButton = button(await (await app.request('/products/canvas-tote')).text());
    expect(shopButton).toContain('data-item-id="prod-canvas-tote"');
    expect(button(html)).toBe(shopButton);
    expect(await (await app.request('/tote')).text()).toBe(html);
  });

  it('renders with live stock, per request', async () => {
    const db = openDatabase(':memory:');
    const app = testApp({ db, pageTemplatesDir: folder({ 'tote.html': TOTE_STATUS }) });
    expect(await (await app.request('/tote')).text()).toBe('');
    db.prepare("UPDATE stock SET qty_in_stock = 0 WHERE sku = 'TOTE-NAT'").run();
    expect(await (await app.request('/tote')).text()).toBe(
      '<div class="product-mark sold-out">sold out</div>',
    );
  });

  it("shows the visitor's cart", async () => {
    const app = testApp({
      pageTemplatesDir: folder({ 'cart-count.html': '{cart|cart-quantity}' }),
    });
    const visitor = await Visitor.arrive(app);
    await visitor.post(ADD_PATH, addBody('prod-canvas-tote', 'TOTE-NAT', 3));
    expect(await (await visitor.get('/cart-count')).text()).toBe(
      '<span class="sqs-cart-quantity">3</span>',
    );
  });

  it('merges the front matter into the data: objects by key, arrays by item', async () => {
    const front = {
      products: {
        'prod-canvas-tote': {
          title: 'Tote <b>bag</b>',
          structuredContent: { variants: [{ mainImage: { assetUrl: '/tote.svg' } }] },
        },
      },
    };
    const template =
      '{.section products.prod-canvas-tote}{title|html} {.repeated section structuredContent.variants}{sku} {mainImage.assetUrl} {qtyInStock}{.end}{.end}';
    const app = testApp({
      pageTemplatesDir: folder({ 'tote.html': `---\n${JSON.stringify(front)}\n---\n${template}` }),
    });
    expect(await (await app.request('/tote.html')).text()).toBe(
      'Tote &lt;b&gt;bag&lt;/b&gt; TOTE-NAT /tote.svg 12',
    );
  });

  it('refuses to start on a front matter that is not a JSON object, naming the file', () => {
    const dir = folder({ 'bad.html': '---\n[1, 2]\n---\n<p></p>' });
    expect(() => testApp({ pageTemplatesDir: dir })).toThrow(
      /bad\.html: the front matter is not a JSON object/,
    );
    const broken = folder({ 'broken.html': '---\n{ "a": \n---\n<p></p>' });
    expect(() => testApp({ pageTemplatesDir: broken })).toThrow(
      /broken\.html: the front matter is not JSON/,
    );
  });

  it('in development, shows a template error in the page with file, line (front matter counted), column and a caret', async () => {
    const dir = folder({ 'oops.html': '---\n{}\n---\n<p>\n  {@|no-such-thing}</p>' });
    const app = testApp({ pageTemplatesDir: dir, pageTemplatesDev: true });
    const page = await app.request('/oops');
    expect(page.status).toBe(500);
    const html = await page.text();
    expect(html).toContain(
      `<code>${join(dir, 'oops.html')}:5:3</code> execute error: Unknown formatter 'no-such-thing'`,
    );
    expect(html).toContain('<pre>5 |   {@|no-such-thing}&lt;/p&gt;\n  |   ^\n</pre>');
  });

  it('outside development, a template error page says only that there is one', async () => {
    const app = testApp({ pageTemplatesDir: folder({ 'oops.html': '<p>{@|no-such-thing}</p>' }) });
    const page = await app.request('/oops');
    expect(page.status).toBe(500);
    const html = await page.text();
    expect(html).toContain('This page could not be rendered.');
    expect(html).not.toContain('no-such-thing');
    expect(html).not.toContain('live-reload');
  });

  it('?format=json answers the JSON the template receives, front matter merged', async () => {
    const app = testApp({
      pageTemplatesDir: folder({ 'data.html': '---\n{"pageTitle": "Mine"}\n---\n{pageTitle}' }),
    });
    const page = await app.request('/data?format=json');
    expect(page.headers.get('content-type')).toMatch(/^application\/json/);
    const data = (await page.json()) as { pageTitle: string; products: Record<string, unknown> };
    expect(data.pageTitle).toBe('Mine');
    expect(Object.keys(data.products)).toContain('prod-canvas-tote');
    expect(await (await app.request('/data')).text()).toBe('Mine');
    const shop = (await (await app.request('/?format=json')).json()) as { items: unknown[] };
    expect(shop.items.length).toBeGreaterThan(0);
  });

  it('in development, reads files per request and adds the live-reload script to every page', async () => {
    const dir = folder({ 'a.html': '<html><body><p>{pageTitle}one</p></body></html>' });
    const app = testApp({ pageTemplatesDir: dir, pageTemplatesDev: true });
    expect(await (await app.request('/a')).text()).toMatch(
      /<p>[^<]*one<\/p><script src="\/__storefront\/live-reload\.js" data-since="0"><\/script><\/body>/,
    );
    writeFileSync(join(dir, 'a.html'), 'two');
    writeFileSync(join(dir, 'b.html'), 'new page');
    await expect
      .poll(async () => (await app.request('/a')).text())
      .toMatch(
        /^two<script src="\/__storefront\/live-reload\.js" data-since="[1-9]\d*"><\/script>$/,
      );
    expect(await (await app.request('/b.html')).text()).toMatch(/^new page<script/);
    const script = await app.request('/__storefront/live-reload.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('new EventSource("/__storefront/live-reload?since="');
  });

  it('in development, the event stream announces a change when a file of the folder is saved', async () => {
    const dir = folder({ 'a.html': 'one' });
    const app = testApp({ pageTemplatesDir: dir, pageTemplatesDev: true });
    const controller = new AbortController();
    const events = await app.request('/__storefront/live-reload', { signal: controller.signal });
    expect(events.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = (events.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (wanted: string) => {
      while (!text.includes(wanted)) text += decoder.decode((await reader.read()).value);
    };
    await until('event: ready');
    writeFileSync(join(dir, 'a.html'), 'two');
    await until('event: change');
    controller.abort();
    await reader.cancel();
  });

  it('in development, a page saved while it loaded is reloaded as soon as its stream opens', async () => {
    const dir = folder({ 'a.html': 'one' });
    const app = testApp({ pageTemplatesDir: dir, pageTemplatesDev: true });
    const since = /data-since="(\d+)"/.exec(await (await app.request('/a')).text())?.[1];
    writeFileSync(join(dir, 'a.html'), 'two');
    // The watcher has seen the save once a new page is rendered at a later generation.
    await expect
      .poll(async () => /data-since="(\d+)"/.exec(await (await app.request('/a')).text())?.[1])
      .not.toBe(since);
    const controller = new AbortController();
    const events = await app.request(`/__storefront/live-reload?since=${since}`, {
      signal: controller.signal,
    });
    const reader = (events.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: change')) text += decoder.decode((await reader.read()).value);
    expect(text).toMatch(/event: ready[\s\S]*event: change/);
    controller.abort();
    await reader.cancel();
  });

  it('serves only .html files, and a host page of the same path wins', async () => {
    const templates = folder({ 'notes.txt': 'secret', 'home.html': 'template' });
    const statics = folder({ 'home.html': 'host page' });
    const app = testApp({ pageTemplatesDir: templates, staticDirs: [statics] });
    expect((await app.request('/notes.txt')).status).toBe(404);
    expect((await app.request('/notes')).status).toBe(404);
    expect(await (await app.request('/home')).text()).toBe('host page');
  });
});

describe('mergeData', () => {
  it('changes neither side, adds array items past the end, replaces other values', () => {
    const base = { a: { b: 1, c: [1, { d: 2 }] }, e: 'x' };
    const patch = { a: { c: [null, { f: 3 }, 4] }, e: ['y'] };
    expect(mergeData(base, patch)).toEqual({ a: { b: 1, c: [null, { d: 2, f: 3 }, 4] }, e: ['y'] });
    expect(base).toEqual({ a: { b: 1, c: [1, { d: 2 }] }, e: 'x' });
  });
});

describe('parsePageTemplate', () => {
  it('takes a front matter only at the very start', () => {
    expect(parsePageTemplate('<p>\n---\n{}\n---\n', 'x')).toEqual({
      data: {},
      source: '<p>\n---\n{}\n---\n',
      lineOffset: 0,
    });
    expect(parsePageTemplate('---\n{"a":1}\n---\n<p>', 'x')).toEqual({
      data: { a: 1 },
      source: '<p>',
      lineOffset: 3,
    });
  });
});
