/** The corpus guard: a missing conformance corpus skips its tests on a checkout, and fails them in CI. */
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { corpusPresent } from './corpus';

const missing = join(tmpdir(), 'no-such-conformance-corpus');

describe('corpusPresent', () => {
  it('in CI, a missing corpus is an error that names the folder and the variable to set', () => {
    expect(() => corpusPresent(missing, true)).toThrow(
      `conformance corpus not found at ${missing} (set STOREFRONT_CONFORMANCE_DIR): the corpus tests must run in CI`,
    );
  });

  it('outside CI, a missing corpus skips with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(corpusPresent(missing, false)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`not found at ${missing}`));
    warn.mockRestore();
  });

  it('a corpus that is there is present, in CI or not', () => {
    expect(corpusPresent(tmpdir(), true)).toBe(true);
  });
});
