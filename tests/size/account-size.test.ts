/** The account widget's chunk budget: what it costs beyond what the other widgets share. */
import { describe, expect, it } from 'vitest';
import { CHUNK_ENTRIES } from '../../src/chunk-entries';
import { exclusiveGzipBytes } from './chunk-graph';

const ACCOUNT_BUDGET = 6 * 1024;

describe('the account widget', () => {
  it(`costs under ${ACCOUNT_BUDGET} bytes gzip beyond what other widgets share`, () => {
    const others = Object.keys(CHUNK_ENTRIES).filter((name) => name !== 'account');
    const bytes = exclusiveGzipBytes(['account'], others);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(ACCOUNT_BUDGET);
  });
});
