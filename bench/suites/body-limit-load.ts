/**
 * Other visitors' add-to-cart while one visitor sends bodies at the limit: the p99 latency of
 * shoppers' adds against the mock server, first alone (baseline), then while a hostile visitor
 * sends add bodies of exactly the call's limit back to back (`at-limit`), then while it streams
 * 20 MB adds that the limit cuts off (`over-limit`). Rounds alternate, and each scenario reports
 * the median of its rounds' p99; the target is a p99 within 2x the baseline of the same run.
 */
import { request as httpRequest, Agent } from 'node:http';
import { startServer } from '../../mock-server/server';
import { bodyLimitOf } from '../../mock-server/middleware/body-limit';

const ADD_PATH = '/api/commerce/shopping-cart/entries';
const CART_PATH = '/api/commerce/shopping-cart';
const SHOPPERS = 8;
const ADDS_PER_SHOPPER = 50;
const ROUNDS = 3;
const TARGET_RATIO = 2;
/** An unlimited variant, so a shopper's repeated adds never run out of stock. */
const ITEM = { itemId: 'prod-classic-tee', sku: 'TEE-WHT-L', quantity: 1 };

type Scenario = 'baseline' | 'at-limit' | 'over-limit';

const server = await startServer({
  port: 0,
  dbFile: ':memory:',
  staticDirs: [],
  // Every visitor here is 127.0.0.1: the rate limit would measure itself, not the body limit.
  rateLimit: 1_000_000_000,
});
const base = new URL(server.url);

interface Session {
  cookie: string;
  crumb: string;
}

async function arrive(): Promise<Session> {
  const response = await fetch(new URL(CART_PATH, base));
  await response.arrayBuffer();
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { cookie, crumb: cookie.slice('crumb='.length) };
}

const headers = (session: Session) => ({
  'Content-Type': 'application/json',
  Cookie: session.cookie,
  'X-CSRF-Token': session.crumb,
});

/** One shopper's adds in sequence; the latency of each in ms. */
async function shop(session: Session): Promise<number[]> {
  const times: number[] = [];
  const body = JSON.stringify({ ...ITEM, additionalFields: null });
  for (let i = 0; i < ADDS_PER_SHOPPER; i++) {
    const start = performance.now();
    const response = await fetch(new URL(ADD_PATH, base), {
      method: 'POST',
      headers: headers(session),
      body,
    });
    await response.arrayBuffer();
    times.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`a shopper's add answered ${response.status}`);
  }
  return times;
}

/** An add body of exactly `bytes` bytes (the limit is inclusive). */
function bodyOf(bytes: number): string {
  const empty = JSON.stringify({ ...ITEM, additionalFields: JSON.stringify({ Note: '' }) });
  // Each 'x' is one byte inside the JSON text inside the JSON string.
  return JSON.stringify({
    ...ITEM,
    additionalFields: JSON.stringify({ Note: 'x'.repeat(bytes - empty.length) }),
  });
}

/** The hostile visitor: sends its bodies back to back until `stop` is set. */
function hostile(session: Session, scenario: Scenario, state: { stop: boolean }) {
  const statuses = new Map<number | string, number>();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const limit = bodyLimitOf(ADD_PATH);
  const atLimit = bodyOf(limit);
  if (Buffer.byteLength(atLimit) !== limit) throw new Error('the at-limit body is not the limit');
  const chunk = 'x'.repeat(64 * 1024);
  const once = () =>
    new Promise<void>((resolve) => {
      const count = (status: number | string) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        resolve();
      };
      const req = httpRequest(new URL(ADD_PATH, base), {
        method: 'POST',
        agent,
        headers: {
          ...headers(session),
          ...(scenario === 'over-limit' ? { 'Transfer-Encoding': 'chunked' } : {}),
        },
      });
      req.on('response', (response) => {
        response.resume();
        response.on('end', () => count(response.statusCode ?? 0));
      });
      req.on('error', () => count('reset'));
      if (scenario === 'at-limit') {
        req.end(atLimit);
        return;
      }
      req.write('{"itemId":"prod-classic-tee","sku":"TEE-WHT-L","quantity":1,"additionalFields":"');
      let sent = 0;
      const pump = () => {
        while (sent < 20 * 1024 * 1024 && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        if (!req.destroyed) req.end('"}');
      };
      pump();
    });
  const running = (async () => {
    while (!state.stop) await once();
    agent.destroy();
  })();
  return { statuses, running };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const median = (values: number[]) => percentile(values, 50);

async function round(scenario: Scenario) {
  const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, arrive));
  const state = { stop: false };
  const attack = scenario === 'baseline' ? undefined : hostile(await arrive(), scenario, state);
  // Let the hostile visitor get going before the shoppers start.
  if (attack) await new Promise((resolve) => setTimeout(resolve, 200));
  const times = (await Promise.all(shoppers.map(shop))).flat();
  state.stop = true;
  await attack?.running;
  return { p50: median(times), p99: percentile(times, 99), statuses: attack?.statuses };
}

const scenarios: Scenario[] = ['baseline', 'at-limit', 'over-limit'];
const results = new Map<
  Scenario,
  { p50: number[]; p99: number[]; hostile: Record<string, number> }
>(scenarios.map((scenario) => [scenario, { p50: [], p99: [], hostile: {} }]));
try {
  await round('baseline'); // warm-up: JIT, SQLite statements, connections
  for (let i = 0; i < ROUNDS; i++) {
    for (const scenario of scenarios) {
      const { p50, p99, statuses } = await round(scenario);
      const result = results.get(scenario)!;
      result.p50.push(p50);
      result.p99.push(p99);
      for (const [status, count] of statuses ?? []) {
        result.hostile[status] = (result.hostile[status] ?? 0) + count;
      }
    }
  }
  const baselineP99 = median(results.get('baseline')!.p99);
  let failed = false;
  for (const scenario of scenarios) {
    const result = results.get(scenario)!;
    const p99 = median(result.p99);
    const ratio = p99 / baselineP99;
    const ok = ratio <= TARGET_RATIO;
    if (!ok) failed = true;
    console.log(
      JSON.stringify({
        bench: `body-limit-load.add-to-cart.${scenario}`,
        shoppers: SHOPPERS,
        adds: SHOPPERS * ADDS_PER_SHOPPER * ROUNDS,
        p50_ms: +median(result.p50).toFixed(2),
        p99_ms: +p99.toFixed(2),
        p99_ratio_to_baseline: +ratio.toFixed(2),
        ...(scenario === 'baseline'
          ? {}
          : { target_ratio: TARGET_RATIO, ok, hostile_answers: result.hostile }),
      }),
    );
  }
  if (failed) process.exitCode = 1;
} finally {
  await server.close();
}
