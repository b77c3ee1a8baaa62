/**
 * The console's one guard: `requireOwnerRole(db, minimum)` lets a request through only with a
 * live owner session (the HttpOnly `OwnerSession` cookie) whose role reaches `minimum` on the
 * access ladder of `src/api/owner.ts` (`viewer` < `editor` < `storeManager` < `admin`).
 *
 * Wire any owner route to it (a stable name and signature):
 *
 * ```ts
 * routes.get('/x', requireOwnerRole(db, 'viewer'), read)
 *       .put('/x', requireOwnerRole(db, 'editor'), write);
 * ```
 *
 * A visitor or a site user (no owner session) gets 401, an owner whose role is too low 403; the
 * handler never runs, so nothing changes. State-changing calls under `/api` also need the crumb
 * (`requireCrumb`, mounted for every `/api` call), so a cross-site form cannot use the session.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { OWNER_ROLES, roleAllows, type AccessLevel } from '../../src/api/owner';
import { consoleTexts } from '../../src/i18n/console-texts';
import { messages } from '../../src/i18n/messages';
import type { Db } from '../db';
import { ErrorResponse } from '../errors';
import {
  createOwnerRepository,
  type OwnerRepository,
  type OwnerSession,
} from '../repositories/owners';

/** The HttpOnly, SameSite=Strict cookie holding an owner's session token. */
export const OWNER_SESSION_COOKIE = 'OwnerSession';

export interface OwnerVariables {
  /** The owner session the guard let through. */
  owner: OwnerSession;
}

const repositories = new WeakMap<Db, OwnerRepository>();

/**
 * The owner repository of `db`: the app registers its own (with its clock) at start; a guard on
 * a database no app registered makes one on the real clock.
 */
export function ownerRepositoryOf(db: Db, now?: () => number): OwnerRepository {
  let repository = repositories.get(db);
  if (!repository || now) {
    repository = createOwnerRepository(db, now);
    repositories.set(db, repository);
  }
  return repository;
}

/** The live owner session of the request's cookie, if any (no role check). */
export function ownerSessionOf(db: Db, c: Context): OwnerSession | undefined {
  return ownerRepositoryOf(db).session(getCookie(c, OWNER_SESSION_COOKIE));
}

/**
 * The website roles (role enumeration values) of the request's signed-in owner, for the shop's
 * pages to print (`data-website-roles`) so the analytics collector skips the owner's own visits;
 * undefined for a visitor.
 */
export function websiteRolesOf(db: Db, c: Context): number[] | undefined {
  const session = ownerSessionOf(db, c);
  return session && [OWNER_ROLES[session.owner.role]];
}

/** The guard: 401 without an owner session, 403 when its role does not reach `minimum`. */
export function requireOwnerRole(
  db: Db,
  minimum: AccessLevel,
): MiddlewareHandler<{ Variables: OwnerVariables }> {
  return async (c, next) => {
    const session = ownerSessionOf(db, c);
    if (!session) throw new ErrorResponse(401, { message: messages.signInRequired });
    if (!roleAllows(session.owner.role, minimum)) {
      throw new ErrorResponse(403, { message: consoleTexts.forbidden });
    }
    c.set('owner', session);
    await next();
  };
}

/**
 * The guard of a console panel's calls: any console role reads (`GET`, `HEAD`), an editor or
 * above writes.
 */
export function ownerReadsEditorWrites(db: Db): MiddlewareHandler<{ Variables: OwnerVariables }> {
  const read = requireOwnerRole(db, 'viewer');
  const write = requireOwnerRole(db, 'editor');
  return (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? read(c, next) : write(c, next);
}
