/** The loader's diagnostics: the setup-checks chunk loads with a page's first problem, and each problem is logged once, in order. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as setupChecks from '../diagnostics/setup-checks';
import { createLazyDiagnostics } from './lazy-diagnostics';

afterEach(() => vi.restoreAllMocks());

describe('the loader diagnostics', () => {
  it('loads nothing on a page without a problem', async () => {
    const load = vi.fn(async () => setupChecks);
    const diagnostics = createLazyDiagnostics(load);
    expect(await diagnostics.list()).toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });

  it('words and logs each problem once, in the order reported, once the chunk is there', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const diagnostics = createLazyDiagnostics(async () => setupChecks);
    const button = document.createElement('div');
    button.className = 'sqs-add-to-cart-button';
    diagnostics.report('<script>', 'currency', 'EURO');
    diagnostics.report(button, 'data-item-id', 'is missing.', 'add it.');
    diagnostics.report('<script>', 'currency', 'EURO');
    expect(warn).not.toHaveBeenCalled();
    const problems = await diagnostics.list();
    expect(problems.map((p) => [p.element, p.attribute])).toEqual([
      ['<script>', 'data-currency'],
      ['<div class="sqs-add-to-cart-button">', 'data-item-id'],
    ]);
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(/^\[storefront\] <script>: data-currency "EURO" /),
      '[storefront] <div class="sqs-add-to-cart-button">: data-item-id is missing. Fix: add it.',
    ]);
  });

  it('logs an error when the setup checks cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const diagnostics = createLazyDiagnostics(() => Promise.reject(new Error('offline')));
    diagnostics.report('<script>', 'locale', 'xx_');
    expect(await diagnostics.list()).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      '[storefront] could not load the setup checks',
      expect.any(Error),
    );
  });
});
