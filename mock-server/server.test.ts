/** Tests of starting and stopping the mock server over HTTP, and its start failures. */
import { afterEach, describe, expect, it } from 'vitest';
import { FixtureError } from './catalogue/fixtures';
import { startFailure, startServer, type RunningServer } from './server';

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

  it('says which port is busy and how to choose another, instead of a stack trace', async () => {
    running = await startServer({ port: 0, dbFile: ':memory:', staticDirs: [] });
    const options = { port: running.port, dbFile: ':memory:', staticDirs: [] };
    const error: unknown = await startServer(options).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(startFailure(error, options)).toBe(
      `Port ${running.port} on 127.0.0.1 is busy (another server is using it). Choose another with --port, e.g. npm run demo -- --port ${running.port + 1}, or --port 0 for any free port.`,
    );
    expect(startFailure(new Error('other'), options)).toBeUndefined();
  });
});
