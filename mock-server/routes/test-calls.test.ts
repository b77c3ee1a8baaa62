/** The tester's calls exist only with the test flag: not on a server started without it. */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { StockResponseSchema } from '../../src/api/schemas';
import { parseCliArgs } from '../cli-args';
import { startServer, type RunningServer } from '../server';
import { Visitor, testApp } from '../test-support';

const STOCK = '/api/mock/stock';
const sellOut = { itemId: 'prod-canvas-tote', sku: 'TOTE-NAT', qtyInStock: 0, unlimited: true };

async function toteStock(visitor: Visitor) {
  const response = await visitor.get('/api/commerce/inventory/stock?itemId=prod-canvas-tote');
  return StockResponseSchema.parse(await response.json()).results[0];
}

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('without the test flag', () => {
  it('has no stock, outbox or quick-view call: 404, and the stock stays as it was', async () => {
    const visitor = await Visitor.arrive(testApp({ testCalls: false }));
    const before = await toteStock(visitor);
    expect((await visitor.post(STOCK, sellOut)).status).toBe(404);
    expect(await toteStock(visitor)).toEqual(before);
    expect(before?.unlimited).toBe(false);
    expect((await visitor.get('/api/mock/outbox')).status).toBe(404);
    expect((await visitor.get('/api/census/quick-views')).status).toBe(404);
  });

  it('is how startServer and the command line start, and how npm run demo runs', async () => {
    expect(parseCliArgs(['--port', '0'])).not.toHaveProperty('testCalls');
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { demo: string } };
    expect(pkg.scripts.demo).not.toContain('--test-calls');
    server = await startServer({ port: 0, dbFile: ':memory:', staticDirs: [] });
    expect((await fetch(new URL('api/mock/outbox', server.url))).status).toBe(404);
  });
});

describe('with the test flag', () => {
  it('is asked for with --test-calls', () => {
    expect(parseCliArgs(['--test-calls'])).toEqual({ testCalls: true });
  });

  it('serves the calls', async () => {
    const visitor = await Visitor.arrive(testApp({ testCalls: true }));
    expect((await visitor.post(STOCK, sellOut)).status).toBe(200);
    expect(await toteStock(visitor)).toMatchObject({ unlimited: true });
    expect((await visitor.get('/api/mock/outbox')).status).toBe(200);
    expect((await visitor.get('/api/census/quick-views')).status).toBe(200);
  });

  it('starts a real server with them when asked', async () => {
    server = await startServer({ port: 0, dbFile: ':memory:', staticDirs: [], testCalls: true });
    expect((await fetch(new URL('api/mock/outbox', server.url))).status).toBe(200);
  });
});
