/** `lazySiteUserCalls`: the session calls it loads on first use go out as the direct ones do. */
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { SITE_USER_XSRF_HEADER } from '../api/cookies';
import { lazySiteUserCalls } from './lazy-site-user-calls';

describe('lazySiteUserCalls', () => {
  it('sends nothing until called, then signs out with the token header', async () => {
    const request = vi.fn(async () => ({ ok: true }));
    const calls = lazySiteUserCalls({ request } as unknown as ApiClient, () => 'token-1');
    expect(request).not.toHaveBeenCalled();
    await calls.signOut({ cloneCart: true });
    expect(request).toHaveBeenCalledTimes(1);
    const [method, path, , options] = request.mock.calls[0] as unknown as [
      string,
      string,
      unknown,
      { searchParams: Record<string, string>; headers: () => Record<string, string> },
    ];
    expect([method, path, options.searchParams]).toEqual([
      'DELETE',
      'api/site-users/account/session',
      { cloneCart: 'true' },
    ]);
    expect(options.headers()).toEqual({ [SITE_USER_XSRF_HEADER]: 'token-1' });
  });
});
