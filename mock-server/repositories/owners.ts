/**
 * The console's owner accounts and sessions in the database: accounts seeded from
 * `fixtures/owners.json`, sessions stored by the hash of the cookie's token as site users' are
 * (`tokenHash` of `site-users.ts`), a day long.
 */
import { randomBytes } from 'node:crypto';
import { OWNER_ROLES, type OwnerRole } from '../../src/api/owner';
import type { Db } from '../db';
import type { OwnerFixture } from '../catalogue/owners';
import { SESSION_TTL_MS, tokenHash } from './site-users';

export interface Owner {
  email: string;
  role: OwnerRole;
  passwordHash: string;
}

export interface OwnerSession {
  owner: Owner;
  expires: number;
}

interface OwnerRow {
  email: string;
  role: string;
  password_hash: string;
}

const isRole = (role: string): role is OwnerRole => Object.hasOwn(OWNER_ROLES, role);

/** A row whose role is no longer one of the enumeration reads as role `none`. */
const toOwner = (row: OwnerRow): Owner => ({
  email: row.email,
  role: isRole(row.role) ? row.role : 'none',
  passwordHash: row.password_hash,
});

export type OwnerRepository = ReturnType<typeof createOwnerRepository>;

export function createOwnerRepository(db: Db, now: () => number = Date.now) {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO owner_accounts (email, role, password_hash, created)
     VALUES (@email, @role, @passwordHash, @created)`,
  );
  const byEmail = db.prepare<[string], OwnerRow>('SELECT * FROM owner_accounts WHERE email = ?');
  const insertSession = db.prepare<[string, string, number, number]>(
    'INSERT INTO owner_sessions (token_hash, email, created, expires) VALUES (?, ?, ?, ?)',
  );
  const selectSession = db.prepare<[string], { email: string; expires: number }>(
    'SELECT email, expires FROM owner_sessions WHERE token_hash = ?',
  );
  const deleteSession = db.prepare<[string]>('DELETE FROM owner_sessions WHERE token_hash = ?');
  const deleteExpired = db.prepare<[number]>('DELETE FROM owner_sessions WHERE expires <= ?');

  return {
    /** Adds the fixture accounts the database has not seen; existing rows are left alone. */
    seed(owners: readonly OwnerFixture[]): void {
      db.transaction(() => {
        for (const owner of owners) {
          insert.run({ ...owner, email: owner.email.toLowerCase(), created: now() });
        }
      })();
    },

    /** Emails compare case-insensitively. */
    findByEmail(email: string): Owner | undefined {
      const row = byEmail.get(email.trim().toLowerCase());
      return row && toOwner(row);
    },

    /** A new session: the cookie's token (only its hash is stored). */
    startSession(email: string): { token: string; expires: number } {
      deleteExpired.run(now());
      const token = randomBytes(32).toString('base64url');
      const expires = now() + SESSION_TTL_MS.session;
      insertSession.run(tokenHash(token), email, now(), expires);
      return { token, expires };
    },

    /** The live session of this cookie value, or undefined (unknown or expired). */
    session(token: string | undefined): OwnerSession | undefined {
      if (!token || token.length > 200) return undefined;
      const row = selectSession.get(tokenHash(token));
      if (!row || row.expires <= now()) return undefined;
      const owner = byEmail.get(row.email);
      return owner && { owner: toOwner(owner), expires: row.expires };
    },

    endSession(token: string): void {
      deleteSession.run(tokenHash(token));
    },
  };
}
