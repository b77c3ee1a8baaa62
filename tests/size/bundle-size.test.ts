import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** Size budgets of the built bundle, in gzip bytes (deterministic, so checked here, not benched). */
const LOADER_BUDGET = 6 * 1024;
const DIST = process.env.STOREFRONT_DIST ?? 'dist';

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

describe('the built bundle', () => {
  it(`keeps the loader under ${LOADER_BUDGET} bytes gzip`, () => {
    expect(gzipSize(join(DIST, 'storefront.js'))).toBeLessThan(LOADER_BUDGET);
  });

  it('keeps the loader self-contained: no static import, no React, no zod', () => {
    const loader = readFileSync(join(DIST, 'storefront.js'), 'utf8');
    expect(loader).not.toMatch(/^\s*import\s|[;}]\s*import\s*[{*\w]/m);
    expect(loader).not.toContain('react.');
    expect(loader).not.toContain('ZodError');
  });

  it('names every lazy chunk with a content hash, so a CDN can cache it forever', () => {
    const chunks = readdirSync(join(DIST, 'chunks')).filter((name) => name.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(0);
    for (const name of chunks) expect(name).toMatch(/-[\w-]{8}\.js$/);
  });

  it('carries the version in a banner comment', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(
      readFileSync(join(DIST, 'storefront.js'), 'utf8').startsWith(`/*! Storefront v${version} */`),
    ).toBe(true);
  });
});
