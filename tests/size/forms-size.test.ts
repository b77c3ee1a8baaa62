/** The form-block and restock chunks' budget on a shop page. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { entryFile } from './chunk-graph';

/**
 * The form-block and restock widgets together stay under 15 KB gzip. Counted: their two entry
 * chunks and every chunk they import that a shop page does not already load for the runtime and
 * the add-to-cart button (React, zod, ky and the API client are shared, so not counted).
 */
const BUDGET = 15 * 1024;
const DIST = process.env.STOREFRONT_DIST ?? 'dist';

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** name -> `chunks/<file>.js`, the entry chunk the loader imports for that name. */
function entryFiles(): Record<string, string> {
  return Object.fromEntries(
    ['runtime', 'add-to-cart', 'form-block', 'restock'].map((name) => [
      name,
      `chunks/${entryFile(name)}`,
    ]),
  );
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

  it('are built and named in the loader (by their content hash)', () => {
    const loader = readFileSync(join(DIST, 'storefront.js'), 'utf8');
    for (const name of ['form-block', 'restock']) {
      const hash = /-([\w-]{8})\.js$/.exec(entries[name] as string)?.[1];
      expect(hash, name).toBeDefined();
      expect(loader).toContain(hash);
    }
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
