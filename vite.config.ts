/** The Vite build settings of the bundle. */
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { terserPlugin } from './scripts/terser-pass.js';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

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
        // (a few hundred bytes gzip over a product page). The version banner comes after.
        comments: false,
        postBanner: `/*! Storefront v${version} */`,
      },
    },
  },
});
