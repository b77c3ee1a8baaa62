/**
 * Everything of form blocks, restock signups and the captcha stand-in, as one set of `/api`
 * routes: `createApp` mounts it with one line.
 */
import { Hono } from 'hono';
import type { Db } from './db';
import type { Catalogue } from './catalogue/fixtures';
import { createFormRepository, DEFAULT_FORM_RATE_LIMIT } from './repositories/forms';
import type { CrumbVariables } from './middleware/crumb';
import { captchaRoutes, createCaptchaVerifier } from './routes/captcha';
import { formRoutes } from './routes/forms';
import { restockRoutes } from './routes/restock';
import { createRestockRepository } from './repositories/restock';

/** `formRateLimit`: saves allowed per form per visitor per minute (default 5). */
export function formsAndRestockRoutes(
  db: Db,
  catalogue: Catalogue,
  now: () => number,
  formRateLimit: number = DEFAULT_FORM_RATE_LIMIT.max,
) {
  const siteKey = catalogue.website.captchaSettings.siteKey;
  const captcha = createCaptchaVerifier(now);
  const forms = createFormRepository(db, catalogue, now, {
    ...DEFAULT_FORM_RATE_LIMIT,
    max: formRateLimit,
  });
  return new Hono<{ Variables: CrumbVariables }>()
    .route('/captcha', captchaRoutes(captcha, siteKey))
    .route('/', formRoutes({ forms, captcha, siteKey, db }))
    .route('/', restockRoutes(createRestockRepository(db, catalogue, now), captcha, siteKey, db));
}
