/** The client's typed errors and their guards, across copies of the modules (another realm). */
import { describe, expect, it, vi } from 'vitest';
import * as classes from './error-classes';
import { ApiError, HttpError } from './error-classes';
import * as guards from './errors';

/** The classes (`error-classes.ts`) and their guards (`errors.ts`), as one module. */
const errors = { ...classes, ...guards };
type ErrorsModule = typeof errors;
type ErrorClass = new (...args: never[]) => ApiError;

/** Every error class the module exports, read from its exports: no list kept by hand. */
const classesOf = (module: ErrorsModule): [string, ErrorClass][] =>
  (Object.entries(module) as [string, unknown][]).filter(
    (entry): entry is [string, ErrorClass] =>
      typeof entry[1] === 'function' && entry[1].prototype instanceof Error,
  );

/** The module's guards by what they guard: `isHttpError` -> 'HttpError'. */
const guardsOf = (module: ErrorsModule): [string, (error: unknown) => boolean][] =>
  Object.entries(module)
    .filter(([key, value]) => key.startsWith('is') && typeof value === 'function')
    .map(([key, value]) => [key.slice(2), value as (error: unknown) => boolean]);

const cause = new Error('the reason');

/** One instance of a class of `module`, built with the constructor its base class takes. */
function instance(module: ErrorsModule, ctor: ErrorClass): ApiError {
  const make = ctor as unknown as new (...args: unknown[]) => ApiError;
  return ctor.prototype instanceof module.HttpError || ctor === module.HttpError
    ? new make('POST', 'http://x/api', 418, { message: 'no' }, { cause })
    : new make('POST', 'http://x/api', 'it failed', { cause });
}

/** A second copy of the module, as another bundle or frame on the page would have. */
async function otherRealm(): Promise<ErrorsModule> {
  vi.resetModules();
  const copy: ErrorsModule = {
    ...(await import('./error-classes')),
    ...(await import('./errors')),
  };
  expect(copy.ApiError).not.toBe(ApiError);
  return copy;
}

const CLASSES = classesOf(errors);

describe('the client errors', () => {
  it('export at least the documented kinds, each a subclass of ApiError', () => {
    expect(CLASSES.length).toBeGreaterThanOrEqual(7);
    for (const [, ctor] of CLASSES) {
      expect(ctor === ApiError || ctor.prototype instanceof ApiError).toBe(true);
    }
  });

  it.each(CLASSES)('%s sets its name, names the call and keeps its cause', (exported, ctor) => {
    const error = instance(errors, ctor);
    expect(error.name).toBe(exported);
    expect(error.message).toMatch(/^POST http:\/\/x\/api: /);
    expect(error.cause).toBe(cause);
  });

  it.each(CLASSES)(
    "%s is recognised by the guards of another copy of the module, exactly as by this copy's",
    async (exported, ctor) => {
      const copy = await otherRealm();
      const [, foreignCtor] = classesOf(copy).find(([name]) => name === exported) ?? [];
      expect(foreignCtor).toBeDefined();
      const ours = instance(errors, ctor);
      const foreign = instance(copy, foreignCtor as ErrorClass);
      expect(foreign instanceof ApiError).toBe(false);
      for (const [guarded, guard] of guardsOf(errors)) {
        const expected = guarded === 'ApiError' || ours instanceof Reflect.get(errors, guarded);
        expect([guarded, guard(ours)]).toEqual([guarded, expected]);
        expect([guarded, guard(foreign)]).toEqual([guarded, expected]);
      }
    },
  );

  it('has a guard for every class', () => {
    const guarded = new Set(guardsOf(errors).map(([name]) => name));
    expect(CLASSES.map(([name]) => name).filter((name) => !guarded.has(name))).toEqual([]);
  });

  it("does not take another library's error of the same name for one of ours", () => {
    const domNetwork = new DOMException('offline', 'NetworkError');
    const kyTimeout = Object.assign(new Error('Request timed out'), { name: 'TimeoutError' });
    const lookalike = { name: 'HttpError', status: 500, isHttpError: true };
    for (const [guarded, guard] of guardsOf(errors)) {
      expect([guarded, guard(domNetwork), guard(kyTimeout), guard(lookalike)]).toEqual([
        guarded,
        false,
        false,
        false,
      ]);
    }
  });

  it('carries the status and the parsed body of an HTTP error', () => {
    const error = new HttpError('GET', 'http://x/a', 409, { message: 'Sold out' });
    expect([error.status, error.body?.message, error.message]).toEqual([
      409,
      'Sold out',
      'GET http://x/a: HTTP 409 Sold out',
    ]);
  });
});
