/**
 * The client's zod: `zod/mini`, the tree-shakeable functional API of zod 4 (same core and
 * behaviour as classic `zod`, a fraction of its size), configured once before any schema is built.
 * Every client module imports `z` from here, never from `zod` or `zod/mini` directly.
 */
import * as z from 'zod/mini';

// The bundle must run under a strict CSP (no eval). Classic zod compiles object parsers with
// `new Function` unless told not to; `zod/mini`'s objects do not, and this keeps it that way for
// any core schema (see `zod.test.ts`).
z.config({ jitless: true });

export { z };

let wording: Promise<void> | undefined;

/**
 * Loads zod's English issue texts, once. Unlike classic zod, `zod/mini` loads no locale, and until
 * this resolves every issue reads 'Invalid input'. The texts (about 800 B gzip) only ever reach a
 * developer's console, so they load with the first issue to word, not with every page (issue 19):
 * a caller awaits this, then parses again to get the issues in words. It never rejects.
 */
export function loadIssueTexts(): Promise<void> {
  // Never rejects: without the texts (their chunk failed to load) issues read 'Invalid input',
  // the caller's error stays what it is, and the next issue tries again.
  return (wording ??= import('zod/v4/locales/en.js').then(
    ({ default: english }) => {
      z.config(english());
    },
    () => {
      wording = undefined;
    },
  ));
}

/**
 * A schema built on first use, not when its module is evaluated: `lazySchema(() => z.object(...))`
 * stands for the schema (same type, same methods) and builds it the first time anything touches
 * it, so loading a chunk costs no schema construction until a call needs one (issue 19).
 * Marked free of side effects, so a schema no client module uses (a request body only the mock
 * server checks) is dropped from the bundle rather than kept for its call. It answers reads only:
 * zod and our code only ever read a schema (`safeParse`, `shape`, `_zod`), and zod's members
 * read through it are bound to the built schema, so they work on it, never on the stand-in.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const real = (): T => (schema ??= build());
  return new Proxy({} as T, { get: (_, key) => Reflect.get(real(), key) });
}
