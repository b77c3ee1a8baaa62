/**
 * Request validation with the shared zod schemas: a bad body or query answers 400 with
 * `{ message: 'Invalid request', errors: { '<path>': '<message>' } }`.
 */
import { validator } from 'hono/validator';
import { z } from 'zod';
import { ErrorResponse, MESSAGES } from '../errors';
import { formatPath } from '../issue-path';

export function validateJson<T extends z.core.$ZodType>(schema: T) {
  return validator('json', (value) => parseOrThrow(schema, value));
}

export function validateQuery<T extends z.core.$ZodType>(schema: T) {
  return validator('query', (value) => parseOrThrow(schema, value));
}

/** Takes classic and `zod/mini` schemas alike (the shared ones in `src/api` are `zod/mini`). */
function parseOrThrow<T extends z.core.$ZodType>(schema: T, value: unknown): z.output<T> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = formatPath(issue.path);
    errors[path] ??= issue.message;
  }
  throw new ErrorResponse(400, { message: MESSAGES.invalidRequest, errors });
}
