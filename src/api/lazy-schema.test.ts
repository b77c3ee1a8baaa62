/** Schemas built on first use: nothing at module load, the same answers once used. */
import { describe, expect, it, vi } from 'vitest';
import { lazySchema, z } from './zod';

describe('a lazy schema', () => {
  it('is not built until something uses it, then once', () => {
    const build = vi.fn(() => z.object({ n: z.int() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.safeParse({ n: 1 }).success).toBe(true);
    expect(schema.safeParse({ n: 'x' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('composes inside other schemas, lazy or not, with the same issues as the plain schema', () => {
    const inner = lazySchema(() => z.object({ sku: z.string() }));
    const outer = lazySchema(() => z.object({ items: z.array(inner), note: z.optional(inner) }));
    const plain = z.object({
      items: z.array(z.object({ sku: z.string() })),
      note: z.optional(z.object({ sku: z.string() })),
    });
    const value = { items: [{ sku: 'A' }, { sku: 3 }] };
    expect(outer.safeParse(value).error?.issues).toEqual(plain.safeParse(value).error?.issues);
    expect(outer.parse({ items: [{ sku: 'A' }] })).toEqual({ items: [{ sku: 'A' }] });
  });
});
