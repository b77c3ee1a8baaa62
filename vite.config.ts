/** The Vite build settings of the bundle. */
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { terserPlugin } from './scripts/terser-pass.js';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

/** V8's explicit compile hint: compile every function of the script eagerly, with the script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Shared build settings; `scripts/build.ts` runs the two builds of the bundle with them. */
export default defineConfig({
  define: {
    __STOREFRONT_VERSION__: JSON.stringify(version),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  // A second minifying pass, terser over oxc's output (`scripts/terser-pass.ts`): our product page's
  // files about 450 B gzip smaller. Not over the libraries' own chunks: React gzips 427 B larger
  // after it, and CodeMirror, uPlot and the markdown libraries (console only) would add about 16 s
  // to a build.
  plugins: [terserPlugin({ skip: /^(react|codemirror|uplot|markdown)$/ })],
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    target: 'es2022',
    minify: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        minify: true,
        // No comments in what ships: the minifier otherwise keeps every `/* @__PURE__ */` mark
        // (a few hundred bytes gzip over a product page). The version banner comes after; in the
        // classic loader (`storefront.js`) V8's compile hint follows it, before any code, so its
        // functions compile with the script (off the main thread while it streams), not one by
        // one at first call. Its evaluation before a page's first paint at 4x CPU: 12.6 -> 6.9 ms
        // (median of 15 loads of /forms); the page bench's time of ours before LCP (BENCH_VERSUS,
        // same run): 12.1 -> 6.2 ms on a product page, 12 -> 8.3 on a form page. +20 B gzip.
        comments: false,
        postBanner: (chunk) =>
          `/*! Storefront v${version} */${chunk.fileName === 'storefront.js' ? `\n${COMPILE_HINT}` : ''}`,
      },
    },
  },
});
