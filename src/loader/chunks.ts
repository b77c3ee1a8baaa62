import type { ChunkName } from '../chunk-entries';

/** Name -> file (relative to the loader's URL), written in by the build. */
declare const __STOREFRONT_CHUNKS__: Record<ChunkName, string>;

/**
 * Imports one lazy chunk by URL, resolved against the loader script's own URL, so the bundle
 * works from any CDN path and a pinned version only ever loads its own chunks.
 */
export function createChunkImporter(scriptUrl: string) {
  return <T>(name: ChunkName): Promise<T> =>
    import(/* @vite-ignore */ new URL(__STOREFRONT_CHUNKS__[name], scriptUrl).href) as Promise<T>;
}
