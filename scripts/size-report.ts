/**
 * `node --import tsx scripts/size-report.ts [chunk names...]`: each built chunk's gzip size and
 * what makes it up, module by module, read from its source map (run `npm run build` first;
 * `STOREFRONT_DIST` reads another build). Without names, every chunk and the loader; with names
 * (`core product add-to-cart`, as the product page's size test lists its files), those only.
 * A module's share is its minified bytes' share of the file's gzip size: an estimate (gzip shares
 * context across modules), good for finding what to cut; the file totals are exact.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bytesByModule } from './module-bytes';

const dist = process.env.STOREFRONT_DIST ?? 'dist';
const names = process.argv.slice(2);
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

/** `chunks/<name>-<8-character hash>.js` files, and the loader. */
const files = readdirSync(join(dist, 'chunks'))
  .filter((file) => /-[\w-]{8}\.js$/.test(file))
  .filter((file) => names.length === 0 || names.includes(file.slice(0, -'-12345678.js'.length)))
  .map((file) => join(dist, 'chunks', file));
if (names.length === 0 || names.includes('storefront')) files.push(join(dist, 'storefront.js'));

const reports = files.map((file) => {
  const code = readFileSync(file, 'utf8');
  return { file, code, total: gzip(code), modules: bytesByModule(code, `${file}.map`) };
});
reports.sort((a, b) => b.total - a.total);
for (const { file, code, total, modules } of reports) {
  console.log(`\n${file.split(/[\\/]/).pop()}: ${total} B gzip, ${code.length} B minified`);
  for (const [source, bytes] of [...modules].sort((a, b) => b[1] - a[1])) {
    const share = Math.round((total * bytes) / code.length);
    console.log(
      `  ${String(share).padStart(6)} B gzip ~ ${String(bytes).padStart(7)} B  ${source}`,
    );
  }
}
console.log(
  `\n${reports.reduce((sum, { total }) => sum + total, 0)} B gzip in ${reports.length} files`,
);
