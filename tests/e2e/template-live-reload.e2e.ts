/**
 * A template author's development server (`mock-server --templates DIR --dev`): saving a
 * template reloads the open page in the browser, and a template error shows in the page.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startTestServer, type Browser, type TestServer } from './harness';

const dir = mkdtempSync(join(tmpdir(), 'storefront-live-reload-'));
const save = (text: string) => writeFileSync(join(dir, 'draft.html'), text);
const page = (heading: string) =>
  `<!doctype html><html lang="en"><head><title>Draft</title></head><body><h1>${heading}</h1></body></html>`;
let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  save(page('First draft'));
  [browser, server] = await Promise.all([
    launchBrowser(),
    startTestServer({ pageTemplatesDir: dir, templatesDev: true, staticDirs: [] }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe('page templates in development', () => {
  it('reload the open page when the template is saved, and show a template error in it', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(new URL('/draft', server.url).href);
    await expect.poll(() => tab.locator('h1').textContent()).toBe('First draft');

    // Each save comes right after the page shows, whether or not its event stream has connected
    // yet: the page knows which generation of the folder it was rendered from.
    save(page('Second draft'));
    await tab.locator('h1', { hasText: 'Second draft' }).waitFor();

    const broken = page('Third {title|no-such-formatter}');
    save(broken);
    await tab.locator('h1', { hasText: 'Template error' }).waitFor();
    expect(await tab.locator('main').textContent()).toContain(
      `${join(dir, 'draft.html')}:1:${broken.indexOf('{title') + 1} execute error: Unknown formatter 'no-such-formatter'`,
    );
    await context.close();
  });
});
