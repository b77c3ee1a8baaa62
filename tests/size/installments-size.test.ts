import { describe, expect, it } from 'vitest';
import { CHUNK_ENTRIES } from '../../src/chunk-entries';
import { exclusiveGzipBytes } from './chunk-graph';

const INSTALLMENTS_BUDGET = 8 * 1024;

describe('the installments widget', () => {
  it(`costs under ${INSTALLMENTS_BUDGET} bytes gzip beyond what other widgets share`, () => {
    const others = Object.keys(CHUNK_ENTRIES).filter((name) => name !== 'installments');
    const bytes = exclusiveGzipBytes(['installments'], others);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(INSTALLMENTS_BUDGET);
  });
});
