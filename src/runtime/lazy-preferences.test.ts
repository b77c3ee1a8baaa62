/** `lazyPreferences`: the same reads, writes and cache as the preferences it loads on first use. */
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { lazyPreferences } from './lazy-preferences';

function apiAnswering(values: Record<string, unknown>) {
  const request = vi.fn(async () => ({ websiteId: 'site', ...values }));
  return { api: { request } as unknown as ApiClient, request };
}

describe('lazyPreferences', () => {
  it('reads once, serves the cache, and reads again after a clear', async () => {
    const { api, request } = apiAnswering({ size: 'M' });
    const preferences = lazyPreferences({ api, headers: () => ({}), onRefetch: () => undefined });
    expect(request).not.toHaveBeenCalled();
    expect(await preferences.get('sizes')).toEqual({ size: 'M' });
    expect(await preferences.get('sizes')).toEqual({ size: 'M' });
    expect(request).toHaveBeenCalledTimes(1);
    preferences.clear();
    await Promise.resolve();
    expect(await preferences.get('sizes')).toEqual({ size: 'M' });
    expect(request).toHaveBeenCalledTimes(2);
  });
});
