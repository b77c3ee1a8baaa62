/** Tests of the static files: the built bundle, host pages, symlinks, cache validators. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../test-support';

const root = mkdtempSync(join(tmpdir(), 'storefront-static-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, content: string): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

write('secret.txt', 'outside every served folder');
write('dist/storefront.js', '/* loader */');
write('dist/chunks/add-to-cart-3f2a1b.js', '/* chunk */');
write('site/index.html', '<h1>home</h1>');
write('site/cart.html', '<h1>cart</h1>');
write('site/products/tee.html', '<h1>tee</h1>');
write('site/demo.css', 'body{}');
write('site/.env', 'TOKEN=1');
write('site/docs/index.html', '<h1>docs</h1>');
write('more/extra.html', '<h1>extra</h1>');
write('more/cart.html', '<h1>shadowed cart</h1>');
// Links out of the served folders, and one that stays inside.
symlinkSync(join(root, 'secret.txt'), join(root, 'site/escape.txt'));
symlinkSync('/etc', join(root, 'site/etc-link'));
symlinkSync(root, join(root, 'site/up'));
symlinkSync(join(root, 'secret.txt'), join(root, 'dist/escape.js'));
symlinkSync(join(root, 'site/cart.html'), join(root, 'site/alias.html'));

const app = testApp({
  distDir: join(root, 'dist'),
  staticDirs: [join(root, 'site'), join(root, 'more')],
  version: '1.2.3',
});

async function text(path: string): Promise<[number, string]> {
  const response = await app.request(path);
  return [response.status, await response.text()];
}

describe('the built bundle', () => {
  it.each(['/storefront/latest/storefront.js', '/storefront/1.2.3/storefront.js'])(
    'serves the loader at %s with a short cache lifetime',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(await response.text()).toBe('/* loader */');
    },
  );

  it('lets caches keep content-hashed chunks forever', async () => {
    const response = await app.request('/storefront/latest/chunks/add-to-cart-3f2a1b.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('does not serve other versions than the package version', async () => {
    expect((await app.request('/storefront/0.0.1/storefront.js')).status).toBe(404);
  });

  it('says to run the build when the loader is missing', async () => {
    const unbuilt = testApp({ distDir: join(root, 'no-dist') });
    const response = await unbuilt.request('/storefront/latest/storefront.js');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: expect.stringContaining('run npm run build'),
    });
  });
});

describe('host pages', () => {
  it.each([
    ['/', '<h1>home</h1>'],
    ['/cart', '<h1>cart</h1>'],
    ['/products/tee', '<h1>tee</h1>'],
    ['/cart.html', '<h1>cart</h1>'],
    ['/docs/', '<h1>docs</h1>'],
    ['/docs', '<h1>docs</h1>'],
    ['/extra', '<h1>extra</h1>'],
  ])('serves %s from the first folder that has it', async (path, body) => {
    expect(await text(path)).toEqual([200, body]);
  });

  it('serves HTML and CSS with their content types', async () => {
    expect((await app.request('/cart')).headers.get('content-type')).toBe(
      'text/html; charset=utf-8',
    );
    expect((await app.request('/demo.css')).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    );
  });

  it('answers 404 for a page that does not exist', async () => {
    expect((await app.request('/products/nope')).status).toBe(404);
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/products/..%2f..%2fsecret.txt',
    '/storefront/latest/..%2f..%2fsecret.txt',
    '/storefront/latest/%2e%2e%2fsite%2findex.html',
    '/.env',
    '/%2eenv',
    '/..%5csecret.txt',
    '/%00index.html',
    '/%E0%A4%A',
  ])('refuses to leave the served folders or show dotfiles: %s', async (path) => {
    const [status, body] = await text(path);
    expect(status).toBe(404);
    expect(body).not.toContain('outside every served folder');
    expect(body).not.toContain('TOKEN');
  });
});

describe('symlinks', () => {
  it.each([
    '/escape.txt',
    '/etc-link/hostname',
    '/etc-link/passwd',
    '/up/secret.txt',
    '/up/more/extra.html',
    '/storefront/latest/escape.js',
  ])('never serves a file outside the root through a link: %s', async (path) => {
    const [status, body] = await text(path);
    expect(status).toBe(404);
    expect(body).not.toContain('outside every served folder');
    expect(body).not.toContain('root:');
  });

  it('serves a link that stays inside its folder', async () => {
    expect(await text('/alias.html')).toEqual([200, '<h1>cart</h1>']);
  });
});

describe('validators on files', () => {
  it.each(['/demo.css', '/storefront/latest/storefront.js'])(
    'gives %s an ETag and Last-Modified, and answers 304 when they match',
    async (path) => {
      const first = await app.request(path);
      const etag = first.headers.get('etag');
      const lastModified = first.headers.get('last-modified');
      expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(Date.parse(lastModified ?? '')).not.toBeNaN();

      const same = await app.request(path, { headers: { 'If-None-Match': etag! } });
      expect(same.status).toBe(304);
      expect(await same.text()).toBe('');
      expect(same.headers.get('etag')).toBe(etag);

      const since = await app.request(path, { headers: { 'If-Modified-Since': lastModified! } });
      expect(since.status).toBe(304);

      const other = await app.request(path, { headers: { 'If-None-Match': 'W/"0-0"' } });
      expect(other.status).toBe(200);
    },
  );
});
