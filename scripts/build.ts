/**
 * `npm run build`: two Vite builds. First the lazy chunks (runtime, widgets, and the shared
 * React/zod chunks they import), content-hashed; then the loader as one self-contained IIFE,
 * `dist/storefront.js`, with the chunk file names written in. Two builds keep the loader free of
 * static imports, so it runs as a classic `<script>` or a module script alike.
 */
import { rmSync } from 'node:fs';
import { build, type Rolldown } from 'vite';
import { CHUNK_ENTRIES, type ChunkName } from '../src/chunk-entries';

/** `STOREFRONT_DIST` builds elsewhere (parallel work trees, side-by-side comparisons). */
const outDir = process.env.STOREFRONT_DIST ?? 'dist';
/** Our core layers (`src/` outside the widgets): no React in them, by the boundary rules. */
const CORE_LAYER = /[\\/]src[\\/](?!widgets[\\/])/;
/**
 * Modules only the owner console's panels import (`src/editor`, their calls, the owner calls
 * and console texts, their shared widgets and styles): never in `core` or `common`.
 */
const CONSOLE_ONLY =
  /src[\\/](editor[\\/]|api[\\/](editor|owner)|i18n[\\/]console-texts|widgets[\\/]shared[\\/]console-)/;
rmSync(outDir, { recursive: true, force: true });

const chunks = (await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: false,
    lib: { entry: { ...CHUNK_ENTRIES }, formats: ['es'] },
    rollupOptions: {
      output: {
        entryFileNames: 'chunks/[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // React changes least often: its own long-cached file.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            // The other libraries every page needs (zod/mini, zustand), apart from our code:
            // they change as rarely as React, and the size test weighs our own code alone.
            { name: 'vendor', test: /node_modules[\\/](zod|zustand)[\\/]/, priority: 3 },
            // Everything two or more chunks share, in one file instead of a score of small ones
            // (each small file pays its own gzip header, tables and import lines): a product
            // page loads 14 scripts instead of 36 and about 5 KB less. The price: a page with only
            // a form also loads the commerce helpers in it (about 4 KB).
            // The shared code of the core layers (no React, by the boundary rules) apart from the
            // widgets' shared code: the analytics collector, which every page loads after idle,
            // then never pulls React in through `common`.
            {
              name: 'core',
              minShareCount: 2,
              priority: 2,
              test: (id: string) => CORE_LAYER.test(id) && !CONSOLE_ONLY.test(id),
            },
            {
              name: 'common',
              minShareCount: 2,
              priority: 1,
              test: (id: string) => !CONSOLE_ONLY.test(id),
            },
            // What only the owner console's panels share (editor rules, texts and calls): kept
            // out of `common`, so shop pages never load it. After `common`, which takes what
            // these modules import that shop chunks share too.
            { name: 'console', test: CONSOLE_ONLY, priority: 0 },
          ],
        },
      },
    },
  },
})) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;

const files: Partial<Record<ChunkName, string>> = {};
for (const output of [chunks].flat()) {
  for (const item of output.output) {
    if (item.type === 'chunk' && item.isEntry && item.name in CHUNK_ENTRIES) {
      files[item.name as ChunkName] = `./${item.fileName}`;
    }
  }
}
const missing = Object.keys(CHUNK_ENTRIES).filter((name) => !(name in files));
if (missing.length > 0) throw new Error(`build: no output for chunks ${missing.join(', ')}`);

await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  define: { __STOREFRONT_CHUNKS__: JSON.stringify(files) },
  build: {
    outDir,
    emptyOutDir: false,
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
