/** Every call's body limit: 413 with the limit, checked while the body streams in. */
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src/api/error-classes';
import { startServer, type RunningServer } from '../server';
import { ADD_PATH, CART_PATH, Visitor, addBody, testApp } from '../test-support';
import { FORM_MESSAGES } from '../repositories/forms';
import { bodyLimitOf, bodyTooLargeText } from './body-limit';

const KB = 1024;
const MB = 1024 * KB;

/** An add whose additional fields make the JSON body about `bytes` long. */
const bigAdd = (bytes: number) => ({
  ...addBody('prod-canvas-tote', null),
  additionalFields: JSON.stringify({ Note: 'x'.repeat(bytes) }),
});

describe('body limits on every call', () => {
  it('refuses a 1 MB add to cart with 413 and the limit, and stores nothing', async () => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.post(ADD_PATH, bigAdd(MB));
    expect(response.status).toBe(413);
    expect(ErrorBodySchema.parse(await response.json())).toEqual({
      message: 'The request body is too large: at most 64 KB.',
    });
    const cart = (await (await visitor.get(CART_PATH)).json()) as { entries: unknown[] };
    expect(cart.entries).toEqual([]);
  });

  it('takes an add just under its limit', async () => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.post(ADD_PATH, bigAdd(60 * KB));
    expect(response.status).not.toBe(413);
  });

  it.each([
    ['PUT', '/api/commerce/shopping-cart/entries/e1', 64],
    ['PUT', '/api/commerce/shopping-cart/entries/e1/additionalFields', 64],
    ['POST', '/api/3/commerce/cart/subscription', 64],
    ['POST', '/api/census/RecordQuickView/prod-canvas-tote', 16],
    ['POST', '/api/form/FormSubmissionKey', 16],
    ['POST', '/api/site-users/account/notifications/restock', 64],
    ['POST', '/checkout', 16],
    ['POST', '/checkout/gift-card', 16],
  ])('%s %s answers 413 past %i KB', async (method, path, kb) => {
    const visitor = await Visitor.arrive(testApp());
    expect(bodyLimitOf(path)).toBe(kb * KB);
    const response = await visitor.request(method, path, { rawBody: 'x'.repeat(kb * KB + 1) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(
      bodyTooLargeText(kb * KB),
    );
  });
});

describe('form calls', () => {
  it.each(['/api/form/SaveFormSubmission', '/api/rest/forms/validate/form-contact'])(
    '%s answers 413 past 512 KB with the forms text the form shows',
    async (path) => {
      const visitor = await Visitor.arrive(testApp());
      expect(bodyLimitOf(path)).toBe(512 * KB);
      const response = await visitor.request('POST', path, { rawBody: 'x'.repeat(512 * KB + 1) });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: FORM_MESSAGES.unparsable });
    },
  );
});

describe('body limits on a real server', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** Opens a chunked add-to-cart upload; the caller writes the body. */
  const upload = (url: string, cookie: string, crumb: string) => {
    const target = new URL(ADD_PATH, url);
    let req!: ClientRequest;
    const response = new Promise<IncomingMessage>((resolve, reject) => {
      req = httpRequest(target, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Transfer-Encoding': 'chunked',
          Cookie: cookie,
          'X-CSRF-Token': crumb,
        },
      });
      req.on('response', resolve);
      req.on('error', reject);
    });
    return { req, response };
  };

  const arrive = async (url: string) => {
    const response = await fetch(new URL(CART_PATH, url));
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
    return { cookie, crumb: cookie.slice('crumb='.length) };
  };

  it('answers 413 while a chunked body is still streaming in, without waiting for its end', async () => {
    server = await startServer({ port: 0, dbFile: ':memory:', staticDirs: [] });
    const { cookie, crumb } = await arrive(server.url);
    const { req, response } = upload(server.url, cookie, crumb);
    req.write('{"itemId":"prod-canvas-tote","sku":null,"quantity":1,"additionalFields":"');
    req.write('x'.repeat(128 * KB));
    // The body is not ended: only a check while it streams can answer now.
    const answer = await response;
    expect(answer.statusCode).toBe(413);
    req.destroy();
  });

  it('keeps answering other visitors while one streams a 20 MB add', async () => {
    server = await startServer({ port: 0, dbFile: ':memory:', staticDirs: [] });
    const url = server.url;
    const hostile = await arrive(url);
    const { req, response } = upload(url, hostile.cookie, hostile.crumb);
    req.on('error', () => undefined);
    req.write('{"itemId":"prod-canvas-tote","sku":null,"quantity":1,"additionalFields":"');
    const chunk = 'x'.repeat(64 * KB);
    let sent = 0;
    const pump = async () => {
      while (sent < 20 * MB && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          await new Promise((resolve) => {
            req.once('drain', resolve);
            req.once('close', resolve);
          });
        }
      }
      if (!req.destroyed) req.end('"}');
    };
    const pumping = pump().catch(() => undefined);

    const shopper = await arrive(url);
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const start = performance.now();
      const add = await fetch(new URL(ADD_PATH, url), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: shopper.cookie,
          'X-CSRF-Token': shopper.crumb,
        },
        body: JSON.stringify(addBody('prod-canvas-tote', null)),
      });
      times.push(performance.now() - start);
      expect(add.status).toBe(200);
    }
    expect((await response).statusCode).toBe(413);
    req.destroy();
    await pumping;
    // Generous for a busy machine; the stall this guards against lasted 15 s.
    expect(Math.max(...times)).toBeLessThan(3000);
  }, 30_000);
});
