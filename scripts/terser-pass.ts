/**
 * The build's second minifying pass: terser over each chunk the bundler has minified (oxc), its
 * source map composed with the bundler's, so maps still lead to the modules (`size-report.ts`).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { minify, type MinifyOptions } from 'terser';
import type { Plugin, Rolldown } from 'vite';

/**
 * Terser's options: three compress passes (two left 9 B more on a product page, four 4 B more)
 * and mangling, nothing unsafe (no `unsafe*`, no `pure_getters`: the code stays what it was, only
 * shorter), ES2020 syntax at most (the bundle targets ES2022; 2022 measured 9 B larger).
 * `module` for ES modules (top-level names are private to the chunk); a classic script's top level
 * is left alone. Comments: only `/*!` banners (the loader's version) and V8's compile hint stay.
 */
export function terserOptions(
  module: boolean,
  sourceMap?: MinifyOptions['sourceMap'],
): MinifyOptions {
  return {
    module,
    ecma: 2020,
    compress: { passes: 3 },
    mangle: true,
    format: { comments: /^!|^# allFunctionsCalledOnLoad$/ },
    ...(sourceMap ? { sourceMap } : {}),
  };
}

/**
 * `code` (with its map `map`, if any, for the file named `file`) through terser: the shorter code
 * and the composed map, which keeps the sources' text as the bundler's did.
 */
export async function terserPass(
  code: string,
  module: boolean,
  map?: Rolldown.SourceMap | null,
  file?: string,
): Promise<{ code: string; map?: string }> {
  const result = await minify(
    code,
    terserOptions(
      module,
      map
        ? {
            content: JSON.stringify(map),
            asObject: false,
            includeSources: true,
            ...(file ? { filename: file } : {}),
          }
        : undefined,
    ),
  );
  if (result.code === undefined) throw new Error('terser returned no code');
  return { code: result.code, ...(typeof result.map === 'string' ? { map: result.map } : {}) };
}

/**
 * Terser's results by what decides them (its version and options, the code, its map, the file
 * name): a build whose chunks did not change takes no longer than without the pass (it adds about
 * 6 s to a build on an idle machine, 15 s on a busy one). Written whole, then renamed into place,
 * so parallel builds never read half a file.
 */
const CACHE = resolve('node_modules/.cache/storefront-terser-pass');

async function cachedPass(
  pass: string,
  code: string,
  module: boolean,
  map: Rolldown.SourceMap | null | undefined,
  file: string | undefined,
): Promise<{ code: string; map?: string }> {
  const key = createHash('sha256')
    .update(JSON.stringify([pass, module, file, code, map ?? null]))
    .digest('hex');
  const path = join(CACHE, `${key}.json`);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as { code: string; map?: string };
  } catch {
    const out = await terserPass(code, module, map, file);
    mkdirSync(CACHE, { recursive: true });
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(out));
    renameSync(partial, path);
    return out;
  }
}

/**
 * A Vite plugin that runs `terserPass` over every chunk once the bundler has minified it (in
 * `generateBundle`, after oxc; the content hash in a chunk's name is of the bundler's output, which
 * decides terser's), but the chunks whose name `skip` matches.
 */
export function terserPlugin({ skip }: { skip?: RegExp } = {}): Plugin {
  // What terser's output depends on besides the bundler's: its version and options. In each
  // chunk's content hash, so a chunk whose shipped code changes changes its name too.
  const { version } = JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve('terser/package.json'), 'utf8'),
  ) as { version: string };
  const pass = `terser ${version} ${JSON.stringify(terserOptions(true))}`;
  return {
    name: 'storefront:terser-pass',
    apply: 'build',
    augmentChunkHash: (chunk) => (skip?.test(chunk.name) ? undefined : pass),
    async generateBundle(options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || skip?.test(item.name)) continue;
        const file = item.fileName.split('/').pop();
        const out = await cachedPass(pass, item.code, options.format === 'es', item.map, file);
        item.code = out.code;
        // The bundler has already emitted the map file (`<chunk>.js.map`) as an asset.
        const mapFile = bundle[`${item.fileName}.map`];
        if (out.map && mapFile?.type === 'asset') mapFile.source = out.map;
      }
    },
  };
}
