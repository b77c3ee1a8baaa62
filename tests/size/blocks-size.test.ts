/** Budgets of the visitor-block widgets: what each costs beyond what the other widgets share. */
import { describe, expect, it } from 'vitest';
import { CHUNK_ENTRIES } from '../../src/chunk-entries';
import { exclusiveGzipBytes } from './chunk-graph';

const GALLERY_BUDGET = 10 * 1024;

describe('the gallery widget', () => {
  it(`costs under ${GALLERY_BUDGET} bytes gzip beyond what other widgets share`, () => {
    const others = Object.keys(CHUNK_ENTRIES).filter((name) => name !== 'gallery');
    const bytes = exclusiveGzipBytes(['gallery'], others);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(GALLERY_BUDGET);
  });
});
