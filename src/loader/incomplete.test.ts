/** The loader's incomplete-hook check: the setup-checks chunk loads only where markup looks like a hook and is not one. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDiagnostics } from '../diagnostics/diagnostics';
import { setupWords } from '../diagnostics/setup-words';
import * as setupChecks from '../diagnostics/setup-checks';
import { createIncompleteCheck, lookalikeSelector } from './incomplete';
import { hooks } from './registry';

function checker() {
  const lines: string[] = [];
  const diagnostics = createDiagnostics(setupWords, (text) => lines.push(text));
  const importChunk = vi.fn(async () => setupChecks);
  return {
    lines,
    importChunk,
    check: createIncompleteCheck(hooks, importChunk, diagnostics.report),
  };
}

afterEach(() => document.body.replaceChildren());

describe('the incomplete-hook check', () => {
  it('covers every hook the setup checks name', () => {
    const lookalike = lookalikeSelector(hooks).split(',');
    for (const name of ['.sqs-add-to-cart-button', '.product-variants', '.sqs-block-form']) {
      expect(lookalike).toContain(name);
    }
    expect(lookalike).not.toContain('form');
  });

  it('loads nothing on a page whose hooks are complete', async () => {
    document.body.innerHTML = `
      <div class="sqs-add-to-cart-button" data-item-id="a"></div>
      <div class="product-variants" data-item-id="a"></div>
      <div class="sqs-block-form" data-form-id="f"></div>
      <form class="product-restock-form"></form>`;
    const { check, importChunk, lines } = checker();
    await check(document);
    expect(importChunk).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('loads the checks and warns for a hook without its key attribute, the root included', async () => {
    document.body.innerHTML = `<div class="sqs-add-to-cart-button" data-item-id="a"></div>`;
    const bare = document.createElement('div');
    bare.className = 'product-quantity-input';
    const { check, importChunk, lines } = checker();
    await check(bare);
    expect(importChunk).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      '[storefront] <div class="product-quantity-input">: data-item-id is missing, so the widget is not mounted. Fix: add data-item-id="<the product id>", the same as its add-to-cart button.',
    ]);
  });
});
