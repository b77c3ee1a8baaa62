/** The loader's lazy-chunk importer: a chunk's name and build hash -> its module, by URL. */
import type { ChunkName } from '../chunk-entries';

/**
 * Name -> content hash of the chunk's file (`./chunks/<name>-<hash>.js`), written in by the
 * build; for a chunk the `shop` file holds, that file's name (`shop-<hash>`, longer than a
 * hash), which exports the chunk's module under the chunk's name.
 */
declare const __STOREFRONT_CHUNKS__: Record<ChunkName, string>;

/**
 * Imports one lazy chunk by URL, resolved against the loader script's own URL, so the bundle
 * works from any CDN path and a pinned version only ever loads its own chunks. One import per
 * file: a listing's two hundred mounts, and the shop file's chunks, share its promise rather
 * than each calling `import()`.
 */
export function createChunkImporter(scriptUrl: string) {
  const loaded: Record<string, Promise<Record<string, unknown>>> = {};
  const load = (file: string) =>
    (loaded[file] ??= import(/* @vite-ignore */ new URL(`./chunks/${file}.js`, scriptUrl).href));
  return async <T>(name: ChunkName): Promise<T> => {
    const file = __STOREFRONT_CHUNKS__[name];
    return (file.length > 8 ? (await load(file))[name] : await load(`${name}-${file}`)) as T;
  };
}
