/**
 * The built chunks as a graph, for size budgets: which chunk files an entry chunk imports, and
 * how many gzip bytes a widget costs beyond what it shares with the rest of the bundle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bytesByModule } from '../../scripts/module-bytes';
import { FOLDED_CHUNKS } from '../../src/chunk-entries';

export const DIST = process.env.STOREFRONT_DIST ?? 'dist';
const CHUNKS = join(DIST, 'chunks');

export const gzipBytes = (file: string): number =>
  gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The file of the entry chunk named `name` (`gallery` -> `gallery-AbC123xy.js`); for a chunk of
 * FOLDED_CHUNKS, the file that holds it (`base`, `shop`).
 */
export function entryFile(chunk: string): string {
  const name = FOLDED_CHUNKS[chunk as keyof typeof FOLDED_CHUNKS] ?? chunk;
  const file = readdirSync(CHUNKS).find((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
  if (!file) throw new Error(`no built chunk named ${name} in ${CHUNKS}`);
  return file;
}

/** Every chunk file `file` imports, directly or not, itself included. */
export function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(CHUNKS, file), 'utf8');
  for (const [, imported] of source.matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)) {
    closure(imported as string, seen);
  }
  return seen;
}

/**
 * Gzip bytes of the chunks only `entries` need: their closure minus everything the other entry
 * chunks (`others`) also load. React, zod and the runtime are shared and so not counted.
 */
export function exclusiveGzipBytes(entries: readonly string[], others: readonly string[]): number {
  const mine = new Set(entries.flatMap((name) => [...closure(entryFile(name))]));
  for (const name of others) for (const file of closure(entryFile(name))) mine.delete(file);
  let total = 0;
  for (const file of mine) total += gzipBytes(join(CHUNKS, file));
  return total;
}

/**
 * The estimated gzip bytes of the modules under `folder` (`src/widgets/installments/`) in the
 * file `file`: their minified bytes' share of its gzip size, from its source map. For a widget
 * built into the `shop` file, which has no file of its own.
 */
export function folderGzipShare(file: string, folder: string): number {
  const path = join(CHUNKS, file);
  const code = readFileSync(path, 'utf8');
  let bytes = 0;
  for (const [source, length] of bytesByModule(code, `${path}.map`)) {
    if (source.startsWith(folder)) bytes += length;
  }
  return Math.round((gzipBytes(path) * bytes) / code.length);
}
