/**
 * `GET` and `PUT /api/v1/commerce-preferences/{namespace}`: the signed-in site user's own
 * preferences (never another's: the user comes from the session, not the request), answered
 * with the website's id added.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { NamespaceSchema, PreferenceValuesSchema } from '../../src/api/commerce-preferences';
import { ErrorResponse, MESSAGES } from '../errors';
import { requireSiteUser, signedIn, type SiteUserVariables } from '../middleware/site-user-session';
import { validateJson } from '../middleware/validate';
import type { PreferenceRepository, PreferenceValues } from '../repositories/preferences';

const limitBody = bodyLimit({
  maxSize: 64 * 1024,
  onError: () => {
    throw new ErrorResponse(413, { message: MESSAGES.invalidRequest });
  },
});

function namespaceOf(raw: string): string {
  const parsed = NamespaceSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ErrorResponse(400, {
      message: MESSAGES.invalidRequest,
      errors: { namespace: parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest },
    });
  }
  return parsed.data;
}

export function commercePreferenceRoutes(
  preferences: PreferenceRepository,
  websiteId: string,
): Hono<{ Variables: SiteUserVariables }> {
  const answer = (values: PreferenceValues) => ({ ...values, websiteId });
  return new Hono<{ Variables: SiteUserVariables }>()
    .use('/:namespace', requireSiteUser())
    .get('/:namespace', (c) => {
      const namespace = namespaceOf(c.req.param('namespace'));
      return c.json(answer(preferences.get(signedIn(c).siteUser.id, namespace).values));
    })
    .put('/:namespace', limitBody, validateJson(PreferenceValuesSchema), (c) => {
      const namespace = namespaceOf(c.req.param('namespace'));
      const stored = preferences.put(signedIn(c).siteUser.id, namespace, c.req.valid('json'));
      return c.json(answer(stored.values));
    });
}
