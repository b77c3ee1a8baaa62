/** Tests of the client zod (zod/mini): English issue texts and parsing without compiled code. */
import { describe, expect, it } from 'vitest';
import { CartEntrySchema, ShoppingCartSchema } from './schemas';
import { loadIssueTexts, z } from './zod';

const entry = {
  id: 'e1',
  itemId: 'i1',
  quantity: 2,
  chosenVariant: { sku: 'SKU-1', attributes: { Size: 'M' } },
  additionalFields: null,
  title: 'Tee',
  subTotal: 4000,
  purchasePriceCents: 2000,
};

describe('the client zod (zod/mini)', () => {
  it('words issues in English, as classic zod does, once the texts are loaded', async () => {
    await loadIssueTexts();
    const result = CartEntrySchema.safeParse({ ...entry, quantity: 0, title: 7 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['quantity', 'Too small: expected number to be >0'],
      ['title', 'Invalid input: expected string, received number'],
    ]);
    expect(z.prettifyError(result.error!)).toContain('→ at quantity');
  });

  it('parses objects without compiling code (strict CSP: no new Function)', () => {
    const original = globalThis.Function;
    let compiled = 0;
    globalThis.Function = function (...args: string[]) {
      compiled += 1;
      return original(...args);
    } as FunctionConstructor;
    try {
      for (let i = 0; i < 3; i += 1) expect(CartEntrySchema.parse(entry)).toEqual(entry);
      expect(ShoppingCartSchema.safeParse({}).success).toBe(false);
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toBe(0);
  });
});
