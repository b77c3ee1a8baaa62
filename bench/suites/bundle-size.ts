/** Gzip size of the loader and of each lazy chunk, and the loader's share of its 6 KB budget. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const LOADER_BUDGET = 6 * 1024;
const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

const DIST = process.env.STOREFRONT_DIST ?? 'dist';
const loader = gzip(join(DIST, 'storefront.js'));
console.log(
  JSON.stringify({
    bench: 'size.loader',
    gzip_bytes: loader,
    budget_bytes: LOADER_BUDGET,
    ratio_to_budget: +(loader / LOADER_BUDGET).toFixed(3),
  }),
);
for (const name of readdirSync(join(DIST, 'chunks'))
  .filter((file) => file.endsWith('.js'))
  .sort()) {
  const bytes = gzip(join(DIST, 'chunks', name));
  console.log(
    JSON.stringify({
      bench: `size.chunk.${name.replace(/-[\w-]{8}\.js$/, '')}`,
      file: name,
      gzip_bytes: bytes,
      ratio_to_loader: +(bytes / loader).toFixed(2),
    }),
  );
}
