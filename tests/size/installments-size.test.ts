/** The installments widget's budget: what it costs beyond what other widgets share. */
import { describe, expect, it } from 'vitest';
import { CHUNK_ENTRIES } from '../../src/chunk-entries';
import { entryFile, exclusiveGzipBytes, folderGzipShare } from './chunk-graph';

const INSTALLMENTS_BUDGET = 8 * 1024;

describe('the installments widget', () => {
  it(`costs under ${INSTALLMENTS_BUDGET} bytes gzip beyond what other widgets share`, () => {
    const others = Object.keys(CHUNK_ENTRIES).filter((name) => name !== 'installments');
    // Its modules' share of the `shop` file that holds it, and any chunk only it imports.
    const bytes =
      folderGzipShare(entryFile('installments'), 'src/widgets/installments/') +
      exclusiveGzipBytes(['installments'], others);
    console.log(`[installments size] ${bytes} bytes gzip`);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(INSTALLMENTS_BUDGET);
  });
});
