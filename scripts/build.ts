/**
 * `npm run build`: two Vite builds. First the lazy chunks (runtime, widgets, and the shared
 * React/zod chunks they import), content-hashed; then the loader as one self-contained IIFE,
 * `dist/storefront.js`, with the chunks' content hashes written in. Two builds keep the loader
 * free of static imports, so it runs as a classic `<script>` or a module script alike.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { CHUNK_ENTRIES, FOLDED_CHUNKS, type ChunkName } from '../src/chunk-entries';
import { lookalikeSelector } from '../src/loader/incomplete';
import { hooks } from '../src/loader/registry';

/** `STOREFRONT_DIST` builds elsewhere (parallel work trees, side-by-side comparisons). */
const outDir = process.env.STOREFRONT_DIST ?? 'dist';
/** Our core layers (`src/` outside the widgets): no React in them, by the boundary rules. */
const CORE_LAYER = /[\\/]src[\\/](?!widgets[\\/])/;
/**
 * Modules only the owner console's panels import (`src/editor`, their calls, the owner calls
 * and console texts, their shared widgets and styles, and the panels' own folders, whose modules
 * two panel chunks may share): never in `core` or `common`, which shop pages load.
 */
const CONSOLE_ONLY =
  /src[\\/](editor[\\/]|api[\\/](editor|owner)|i18n[\\/]console-texts|widgets[\\/](shared[\\/]console-|console[\\/-]|restock-manager[\\/]|analytics-dashboard[\\/]))/;
/** CodeMirror 6 and what it brings (the lezer parsers, its style and key helpers). */
const HEAVY_EDITOR =
  /node_modules[\\/](codemirror|@codemirror|@lezer|style-mod|w3c-keyname|crelt|@marijn)[\\/]/;

// --- What a product page loads (issue 19) ------------------------------------------------------
/**
 * The chunks a product page runs: the folded files (`FOLDED_CHUNKS`: the runtime and its widgets,
 * what the demo's /products/classic-tee mounts, the size test's page), installments, and the
 * analytics collector every page loads after idle. Shared code none of these reach goes to the
 * `*-more` chunks below, so a product page never downloads what only a form, a cart page, a
 * popup or the console needs.
 */
const PRODUCT_PAGE_CHUNKS: readonly ChunkName[] = [
  'base',
  'shop',
  'product',
  'installments',
  'analytics',
];
let onProductPages: Set<string> | undefined;
/** The modules reachable by static imports from the entries `names`. */
function reachable(names: readonly ChunkName[], context: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = names.map((name) => resolve(CHUNK_ENTRIES[name]));
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const info = context.getModuleInfo(next);
    if (info) stack.push(...info.importedIds);
  }
  return seen;
}
/**
 * Whether module `id` is reachable from a product page's chunks by static imports: what the page
 * runs as it loads. What it imports lazily on a shopper's action (the added-item popover, the
 * restock signup's captcha) may sit in a `-more` chunk, loaded then. Worked out once, on the
 * first call, from the module graph Rolldown hands the chunk namer.
 */
function isOnProductPages(id: string, context: Rolldown.ChunkingContext): boolean {
  onProductPages ??= reachable(PRODUCT_PAGE_CHUNKS, context);
  return onProductPages.has(id);
}
/** A shared chunk's name, or its `-more` twin for the modules no product page reaches. */
const NOT_ON_PRODUCT_PAGES =
  (name: string) =>
  (id: string, context: Rolldown.ChunkingContext): string =>
    isOnProductPages(id, context) ? name : `${name}-more`;
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
type FoldedFile = (typeof FOLDED_CHUNKS)[keyof typeof FOLDED_CHUNKS];
let foldedFiles: Map<string, FoldedFile> | undefined;
/**
 * Which of the folded files (`FOLDED_CHUNKS`) a module of ours goes to, if any. Not what the
 * analytics collector also runs: that stays in `core`, so a page without hooks loads the
 * collector and `core` after idle, never the runtime (`loader.e2e.ts`). Folding `core` into
 * `base` would save a page with hooks about 400 B gzip and cost a page without hooks about 9 KB.
 * - what one folded file's entry alone reaches goes to that file;
 * - `base` takes what its entry reaches (the runtime, the cart count and pill) and any code
 *   several pages' chunks share that imports no React: every page with a hook loads `base`, and
 *   a page whose only hook is the cart count, or that only has a cart session, loads no React;
 * - shared code that imports React is left to `common` below.
 * Worked out once, from the module graph Rolldown hands the chunk namer.
 */
function foldedFile(id: string, context: Rolldown.ChunkingContext): string | null {
  if (!foldedFiles) {
    const usesReact = new Map<string, boolean>();
    const reactful = (module: string): boolean => {
      if (REACT.test(module) || ZUSTAND_REACT.test(module)) return true;
      if (/node_modules/.test(module)) return false;
      const known = usesReact.get(module);
      if (known !== undefined) return known;
      usesReact.set(module, false);
      const result = (context.getModuleInfo(module)?.importedIds ?? []).some(reactful);
      usesReact.set(module, result);
      return result;
    };
    const files = [...new Set(Object.values(FOLDED_CHUNKS))];
    // Each page-facing entry (a folded file or a chunk of its own) and what it reaches.
    const entries = (Object.keys(CHUNK_ENTRIES) as ChunkName[]).filter(
      (name) => !(name in FOLDED_CHUNKS) && name !== 'analytics' && name !== 'console-panels',
    );
    const users = new Map<string, ChunkName[]>();
    for (const entry of entries) {
      for (const module of reachable([entry], context)) {
        users.set(module, [...(users.get(module) ?? []), entry]);
      }
    }
    const collector = reachable(['analytics'], context);
    foldedFiles = new Map();
    for (const [module, by] of users) {
      if (/node_modules/.test(module) || CONSOLE_ONLY.test(module) || collector.has(module)) {
        continue;
      }
      const only = by.length === 1 ? files.find((file) => file === by[0]) : undefined;
      if (by.includes('base')) foldedFiles.set(module, 'base');
      else if (only) foldedFiles.set(module, only);
      else if (by.some((name) => (files as string[]).includes(name)) && !reactful(module)) {
        foldedFiles.set(module, 'base');
      }
    }
  }
  return foldedFiles.get(id) ?? null;
}
// ------------------------------------------------------------------------------------------------
/**
 * Shared modules left to the bundler's own chunking rather than `common-more`: the modal (quick
 * view, installments info, extra fields, the cart page's edit form), which a product page's
 * refusal alert, the one dialog it shows, does not use.
 */
const OWN_CHUNK = /src[\\/]widgets[\\/]shared[\\/](Modal\.tsx|modal\.css)/;
/** zod's issue texts: a chunk of their own, loaded on a first failed parse (`api/zod.ts`). */
const ZOD_LOCALES = /node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]/;
/** zustand's React hooks (`useStore`): they import React, so they go with it, never in `vendor`. */
const ZUSTAND_REACT = /node_modules[\\/]zustand[\\/]esm[\\/](index|react|shallow|traditional)\b/;
/**
 * The chunks' `src/api/cookies.ts` is `cookies-shared.ts`: the loader's own functions, handed over
 * (`shareCookies`), where `core` carried a second copy (136 B gzip less on every page).
 */
const COOKIES = resolve('src/api/cookies.ts');
const COOKIES_SHARED = resolve('src/api/cookies-shared.ts');
const cookiesFromLoader: Plugin = {
  name: 'storefront:cookies-from-loader',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || importer === COOKIES_SHARED || !/[\\/]cookies$/.test(source)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === COOKIES ? COOKIES_SHARED : null;
  },
};
rmSync(outDir, { recursive: true, force: true });

const chunks = (await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  plugins: [cookiesFromLoader],
  build: {
    outDir,
    emptyOutDir: false,
    // Each chunk's map is written beside it (`<chunk>.js.map`) but not named in the chunk: the
    // `//# sourceMappingURL=` line costs about 40 B gzip a script, 600 B over a product page, for
    // a browser's developer tools, which can still be pointed at the map by hand.
    sourcemap: 'hidden',
    // The chunks of FOLDED_CHUNKS are no entries of their own: the `base` and `shop` entries
    // export them.
    lib: {
      entry: Object.fromEntries(
        Object.entries(CHUNK_ENTRIES).filter(([name]) => !(name in FOLDED_CHUNKS)),
      ),
      formats: ['es'],
    },
    rollupOptions: {
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: 'chunks/[name]-[hash].js',
        // The version banner is the loader's (`storefront.js`, `storefront.mjs`): a chunk, named
        // by content hash and loaded only by that loader, would pay about 25 B gzip for its copy,
        // over 400 B across a product page's scripts.
        postBanner: '',
        // A console panel's chunk (imported by the `console-panels` router) is named after its
        // folder, like an entry: `console-catalogue-<hash>.js`, not `index-<hash>.js`.
        chunkFileNames: (chunk: Rolldown.PreRenderedChunk) => {
          const panel = /[\\/]widgets[\\/]([\w-]+)[\\/]index\.tsx?$/.exec(
            chunk.facadeModuleId ?? '',
          );
          return panel ? `chunks/${panel[1]}-[hash].js` : 'chunks/[name]-[hash].js';
        },
        codeSplitting: {
          groups: [
            // React changes least often: its own long-cached file.
            {
              name: 'react',
              test: (id: string) =>
                /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) ||
                ZUSTAND_REACT.test(id),
              priority: 3,
            },
            // The other libraries every page needs (zod/mini, zustand), apart from our code:
            // they change as rarely as React, and the size test weighs our own code alone.
            // zustand's vanilla store only (`core` imports it and must not pull React in), matched
            // before `react`, which would otherwise take it along as a dependency of the hooks.
            // Not zod's issue texts, which load with the first issue to word (`loadIssueTexts`).
            {
              name: 'vendor',
              test: (id: string) =>
                /node_modules[\\/](zod|zustand)[\\/]/.test(id) &&
                !ZUSTAND_REACT.test(id) &&
                !ZOD_LOCALES.test(id),
              priority: 4,
            },
            // The folded files (`foldedFile`): three where a product page loaded a dozen (core,
            // common, the runtime, each widget and their one-line entry files). Measured with the
            // size test: 1.5 KB gzip less on a product page after an add; one file (everything)
            // would save 4 KB there but give every other page the product widgets, and a page
            // with only a cart count React.
            {
              name: foldedFile,
              debugName: 'folded',
              includeDependenciesRecursively: false,
              priority: 3,
            },
            // The gallery's options module, shared by the visitor gallery and the console's
            // gallery settings only: its own small chunk, not `core`, which every page loads.
            { name: 'gallery-options', test: /src[\\/]blocks[\\/]gallery-options/, priority: 3 },
            // The texts of the pages other than product pages and listings (`i18n/messages.ts`,
            // with the Likert words one of them joins): their own chunk, so the social, audio and review-request blocks read them without
            // the rest of `core-more`, and the console's texts, which import them, do not take
            // them into `console`.
            {
              name: 'messages',
              test: /src[\\/](i18n[\\/]messages|forms[\\/]likert)\.ts$/,
              includeDependenciesRecursively: false,
              priority: 3,
            },
            // The money and additional-field shapes (`api/money.ts`, `api/additional-field.ts`),
            // which a listing's quick view, the cart page and forms read, though no product page
            // does: a small file of their own, not `core-more`, which would bring a listing the
            // captcha and the popup rules (about 2.5 KB gzip more on a listing; 180 B less on the
            // cart and form pages, which load `core-more` anyway).
            {
              name: 'api-shapes',
              test: /src[\\/]api[\\/](money|additional-field)\.ts$/,
              includeDependenciesRecursively: false,
              priority: 3,
            },
            // The API client's error classes, which load with a page's first failed call
            // (`api/client.ts`): a small file of their own, not the whole of `core-more`.
            {
              name: 'api-errors',
              test: /src[\\/]api[\\/]error-classes\.ts$/,
              includeDependenciesRecursively: false,
              priority: 3,
            },
            // The console's heavy libraries, each in its own chunk only its panels import, never
            // in `common` (which a shop page loads) even when two console chunks share one.
            { name: 'uplot', test: /node_modules[\\/]uplot[\\/]/, priority: 3 },
            { name: 'codemirror', test: HEAVY_EDITOR, priority: 3 },
            { name: 'markdown', test: /node_modules[\\/](marked|dompurify)[\\/]/, priority: 3 },
            // Everything two or more chunks share, in one file instead of a score of small ones
            // (each small file pays its own gzip header, tables and import lines): a product
            // page loads 14 scripts instead of 36 and about 5 KB less. The price: a page with only
            // a form also loads the commerce helpers in it (about 4 KB).
            // The shared code of the core layers (no React, by the boundary rules) apart from the
            // widgets' shared code: the analytics collector, which every page loads after idle,
            // then never pulls React in through `common`.
            // Each of the two is split in two by NOT_ON_PRODUCT_PAGES: `core` and `common` hold
            // what a product page runs, `core-more` and `common-more` the rest.
            {
              name: NOT_ON_PRODUCT_PAGES('core'),
              debugName: 'core',
              minShareCount: 2,
              priority: 2,
              test: (id: string) => CORE_LAYER.test(id) && !CONSOLE_ONLY.test(id),
            },
            {
              name: NOT_ON_PRODUCT_PAGES('common'),
              debugName: 'common',
              minShareCount: 2,
              priority: 1,
              test: (id: string) => !CONSOLE_ONLY.test(id) && !OWN_CHUNK.test(id),
            },
            // What only the owner console's panels share (editor rules, texts and calls): kept
            // out of `common`, so shop pages never load it. After `common`, which takes what
            // these modules import that shop chunks share too.
            { name: 'console', test: CONSOLE_ONLY, minShareCount: 2, priority: 0 },
          ],
        },
      },
    },
  },
})) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;

// The loader's chunk map holds each entry chunk's content hash only (`runtime: "XELCCYsL"`):
// the `./chunks/<name>-` and `.js` around it are the same for every chunk, and the loader builds
// them (src/loader/chunks.ts), so the loader does not carry that text once per chunk. A chunk
// of FOLDED_CHUNKS maps to its file's name instead (`runtime: "base-XELCCYsL"`), which the
// loader tells from a hash by its length and imports the chunk's module from by the chunk's name.
const files: Partial<Record<ChunkName, string>> = {};
for (const output of [chunks].flat()) {
  for (const item of output.output) {
    if (item.type === 'chunk' && item.isEntry && item.name in CHUNK_ENTRIES) {
      const prefix = `chunks/${item.name}-`;
      if (!item.fileName.startsWith(prefix) || !item.fileName.endsWith('.js')) {
        throw new Error(`build: chunk file ${item.fileName} is not ${prefix}<hash>.js`);
      }
      files[item.name as ChunkName] = item.fileName.slice(prefix.length, -'.js'.length);
      for (const [name, file] of Object.entries(FOLDED_CHUNKS)) {
        if (file !== item.name) continue;
        if (!item.exports.includes(name)) throw new Error(`build: ${file} exports no ${name}`);
        files[name as ChunkName] = item.fileName.slice('chunks/'.length, -'.js'.length);
      }
    }
  }
}
const missing = Object.keys(CHUNK_ENTRIES).filter((name) => !(name in files));
if (missing.length > 0) throw new Error(`build: no output for chunks ${missing.join(', ')}`);
// The folded files themselves (`base`, `shop`, `product`) are never imported by name: their
// chunks' entries lead to them. Left out of the loader's map.
for (const file of Object.values(FOLDED_CHUNKS)) delete files[file];

await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  define: {
    __STOREFRONT_CHUNKS__: JSON.stringify(files),
    // The incomplete-hook check's selector, worked out here (`src/loader/incomplete.ts`).
    __STOREFRONT_LOOKALIKE__: JSON.stringify(lookalikeSelector(hooks)),
  },
  build: {
    outDir,
    emptyOutDir: false,
    // As the chunks: `storefront.js.map` beside it, not named in it.
    sourcemap: 'hidden',
    lib: {
      entry: 'src/loader/index.ts',
      formats: ['iife'],
      name: 'StorefrontLoader',
      fileName: () => 'storefront.js',
    },
  },
});
// The ES module entry for bundlers and single-page apps: the same chunks, no scanner.
await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  define: { __STOREFRONT_CHUNKS__: JSON.stringify(files) },
  build: {
    outDir,
    emptyOutDir: false,
    lib: { entry: 'src/module/index.ts', formats: ['es'], fileName: () => 'storefront.mjs' },
  },
});
console.log(
  `built ${outDir}/storefront.js, ${outDir}/storefront.mjs and ${Object.keys(files).length} chunks`,
);
