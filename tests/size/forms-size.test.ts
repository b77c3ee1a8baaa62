import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The form-block and restock widgets together stay under 15 KB gzip. Counted: their two entry
 * chunks and every chunk they import that a shop page does not already load for the runtime and
 * the add-to-cart button (React, zod, ky and the API client are shared, so not counted).
 */
const BUDGET = 15 * 1024;
const DIST = process.env.STOREFRONT_DIST ?? 'dist';

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** name -> `chunks/<file>.js`, as written into the loader by the build. */
function entryFiles(): Record<string, string> {
  const loader = readFileSync(join(DIST, 'storefront.js'), 'utf8');
  const files: Record<string, string> = {};
  for (const match of loader.matchAll(
    /["'`]?([\w-]+)["'`]?:\s*["'`]\.\/(chunks\/[\w.-]+\.js)["'`]/g,
  )) {
    files[match[1] as string] = match[2] as string;
  }
  return files;
}

/** A chunk and every chunk it imports, statically or dynamically, transitively. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(DIST, file), 'utf8');
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([\w.-]+\.js)["']/g)) {
    closure(`chunks/${match[1] as string}`, seen);
  }
  return seen;
}

describe('the form-block and restock chunks', () => {
  const entries = entryFiles();

  it('are built and named in the loader', () => {
    expect(entries['form-block']).toMatch(/^chunks\/form-block-/);
    expect(entries.restock).toMatch(/^chunks\/restock-/);
  });

  it(`add under ${BUDGET} bytes gzip to a shop page`, () => {
    const shared = new Set([
      ...closure(entries.runtime as string),
      ...closure(entries['add-to-cart'] as string),
    ]);
    const own = new Set(
      [...closure(entries['form-block'] as string), ...closure(entries.restock as string)].filter(
        (file) => !shared.has(file),
      ),
    );
    const total = [...own].reduce((sum, file) => sum + gzipSize(join(DIST, file)), 0);
    console.log(`form-block + restock: ${total} bytes gzip over ${own.size} chunks`);
    expect(own.has(entries['form-block'] as string)).toBe(true);
    expect(total).toBeLessThan(BUDGET);
  });
});
