/** The loader's lazy-chunk importer: a chunk's name and build hash -> its module, by URL. */
import type { ChunkName } from '../chunk-entries';

/** Name -> content hash of the chunk's file (`./chunks/<name>-<hash>.js`), written in by the build. */
declare const __STOREFRONT_CHUNKS__: Record<ChunkName, string>;

/**
 * Imports one lazy chunk by URL, resolved against the loader script's own URL, so the bundle
 * works from any CDN path and a pinned version only ever loads its own chunks. One import per
 * chunk: a listing's two hundred mounts share its promise rather than each calling `import()`.
 */
export function createChunkImporter(scriptUrl: string) {
  const loaded: Partial<Record<ChunkName, Promise<unknown>>> = {};
  return <T>(name: ChunkName): Promise<T> =>
    (loaded[name] ??= import(
      /* @vite-ignore */ new URL(`./chunks/${name}-${__STOREFRONT_CHUNKS__[name]}.js`, scriptUrl)
        .href
    )) as Promise<T>;
}
