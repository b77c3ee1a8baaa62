import { afterEach, describe, expect, it } from 'vitest';
import { FixtureError } from './catalogue/fixtures';
import { startServer, type RunningServer } from './server';

let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe('startServer', () => {
  it('listens on a free port and answers the API over HTTP', async () => {
    running = await startServer({ port: 0, dbFile: ':memory:', staticDirs: [] });
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const response = await fetch(new URL('api/commerce/shopping-cart', running.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^crumb=/);
  });

  it('stops answering once closed', async () => {
    const server = await startServer({ port: 0, dbFile: ':memory:' });
    await server.close();
    await expect(fetch(server.url)).rejects.toThrow();
  });

  it('refuses to start with a bad fixture file', async () => {
    await expect(
      startServer({ port: 0, dbFile: ':memory:', fixturesFile: '/nope.json' }),
    ).rejects.toBeInstanceOf(FixtureError);
  });
});
