import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

const entry = resolve(dirname(fileURLToPath(import.meta.url)), 'index.ts');
const BUDGET = 12 * 1024;

describe('bundle size', () => {
  it('the engine without plugins is under 12 KB gzip in a browser build', async () => {
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        lib: { entry, formats: ['es'], fileName: 'template' },
        minify: true,
        write: false,
        target: 'es2022',
      },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const outputs = Array.isArray(result) ? result : [result];
    const code = outputs
      .flatMap((o) => o.output)
      .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
      .join('');
    const gz = gzipSync(code).length;
    console.log(`[template size] ${code.length} bytes minified, ${gz} bytes gzip`);
    expect(code).not.toMatch(/\bnew Function\b|\beval\(/);
    expect(gz).toBeLessThan(BUDGET);
  }, 60_000);
});
