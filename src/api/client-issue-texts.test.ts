/** A response that fails its schema while zod's issue texts cannot load: the caller's error stays the same. */
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { isResponseValidationError } from './errors';

vi.mock('zod/v4/locales/en.js', () => {
  throw new Error('the chunk failed to load');
});

describe('a response that fails its schema, the issue texts not loading', () => {
  it('is still a response validation error naming the call, and the next one is too', async () => {
    const fetch = async () => Response.json({ results: [{ qtyInStock: 'many' }] });
    const client = createApiClient({ apiBase: 'http://x/', fetch });
    for (let i = 0; i < 2; i += 1) {
      const error = await client.getStock('a').catch((caught: unknown) => caught);
      expect(isResponseValidationError(error)).toBe(true);
      expect((error as Error).message).toContain('GET http://x/api/commerce/inventory/stock');
      expect((error as Error).message).toContain('qtyInStock');
    }
  });
});
