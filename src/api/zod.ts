/**
 * The client's zod: `zod/mini`, the tree-shakeable functional API of zod 4 (same core and
 * behaviour as classic `zod`, a fraction of its size), configured once before any schema is built.
 * Every client module imports `z` from here, never from `zod` or `zod/mini` directly.
 */
import { en } from 'zod/locales';
import * as z from 'zod/mini';

// Unlike classic zod, `zod/mini` loads no locale: without this every issue reads 'Invalid input'.
z.config(en());
// The bundle must run under a strict CSP (no eval). Classic zod compiles object parsers with
// `new Function` unless told not to; `zod/mini`'s objects do not, and this keeps it that way for
// any core schema (see `zod.test.ts`).
z.config({ jitless: true });

export { z };
