/**
 * The form-block calls of section 7: the form definition, server validation, the one-time
 * submission key and the save. Failures answer the platform's error bodies: 400 with the field
 * errors in `errors` from the validate call and in `data.errors` from the save (section 7), 404
 * for an unknown form, 429 past the per-form rate limit (per visitor's address). Body limits:
 * `middleware/body-limit.ts`. `GET /api/mock/forms/:formId/submissions` reads what was stored,
 * for a signed-in owner only (`requireOwnerRole`: any console role that reads).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { SubmissionSchema, type FormDefinition } from '../../src/api/forms';
import { ErrorResponse } from '../errors';
import { checkValues, FORM_MESSAGES, type FormRepository } from '../repositories/forms';
import type { CrumbVariables } from '../middleware/crumb';
import { clientAddress } from '../middleware/rate-limit';
import { validateJson, validateQuery } from '../middleware/validate';
import type { CaptchaVerifier } from './captcha';
import type { Db } from '../db';
import { requireOwnerRole } from '../middleware/owner-role';

const TemplateQuerySchema = z.object({ type: z.literal('form-block'), formId: z.string().min(1) });

export interface FormRoutesOptions {
  forms: FormRepository;
  captcha: CaptchaVerifier;
  siteKey: string | null;
  /** The database the owner guard reads sessions from. */
  db: Db;
}

export function formRoutes({ forms, captcha, siteKey, db }: FormRoutesOptions) {
  const findForm = (formId: string): FormDefinition => {
    const form = forms.find(formId);
    if (!form) throw new ErrorResponse(404, { message: FORM_MESSAGES.notConfigured });
    return form;
  };
  /** The validate call's refusal: the field errors in `errors`. */
  const fieldErrors = (errors: Record<string, string>) =>
    new ErrorResponse(400, { message: FORM_MESSAGES.invalidFields, errors });
  /** The save call's refusal: the field errors in `data.errors`. */
  const saveFieldErrors = (errors: Record<string, string>) =>
    new ErrorResponse(400, { message: FORM_MESSAGES.invalidFields, data: { errors } });
  const unparsable = () => new ErrorResponse(400, { message: FORM_MESSAGES.unparsable });

  return new Hono<{ Variables: CrumbVariables }>()
    .get('/template/GetTemplateSchema', validateQuery(TemplateQuerySchema), (c) =>
      c.json({ form: findForm(c.req.valid('query').formId) }),
    )
    .post('/rest/forms/validate/:formId', async (c) => {
      const form = findForm(c.req.param('formId'));
      const check = checkValues(form, await c.req.json().catch(() => undefined));
      if (!check.ok) throw check.unparsable ? unparsable() : fieldErrors(check.errors);
      return c.json({ ok: true as const });
    })
    .post('/form/FormSubmissionKey', (c) => c.json({ data: { key: forms.issueKey() } }))
    .post('/form/SaveFormSubmission', validateJson(SubmissionSchema), (c) => {
      const submission = c.req.valid('json');
      const form = findForm(submission.formId);
      if (!forms.allowSave(form.id, clientAddress(c))) {
        throw new ErrorResponse(429, { message: FORM_MESSAGES.rateLimited });
      }
      let input: unknown;
      try {
        input = JSON.parse(submission.form);
      } catch {
        throw unparsable();
      }
      const check = checkValues(form, input);
      if (!check.ok) throw check.unparsable ? unparsable() : saveFieldErrors(check.errors);
      if (form.captchaEnabled && siteKey) {
        const action = form.newsletter ? 'NEWSLETTER_BLOCK_SUBMISSION' : 'FORM_BLOCK_SUBMISSION';
        if (!captcha.verify(submission.captchaKey, siteKey, action)) {
          throw new ErrorResponse(400, { message: FORM_MESSAGES.captchaFailed });
        }
      }
      if (!forms.redeemKey(submission.key)) {
        throw new ErrorResponse(400, { message: FORM_MESSAGES.badKey });
      }
      forms.save(form.id, check.values, submission);
      return c.json({ ok: true as const });
    })
    .get('/mock/forms/:formId/submissions', requireOwnerRole(db, 'viewer'), (c) => {
      findForm(c.req.param('formId'));
      return c.json({ submissions: forms.submissions(c.req.param('formId')) });
    });
}
