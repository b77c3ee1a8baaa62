/**
 * Site-user accounts and their sessions in the database: demo accounts seeded from the fixtures,
 * sessions stored by the SHA-256 of the cookie's token (a leaked database opens no session),
 * each with its XSRF token, and the account's cart.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db';
import type { SiteUserFixture } from '../catalogue/site-users';

/** How long a session lasts on the server: a day, or 30 days with 'remember me'. */
export const SESSION_TTL_MS = {
  session: 24 * 60 * 60 * 1000,
  remembered: 30 * 24 * 60 * 60 * 1000,
};

export interface SiteUser {
  id: string;
  email: string;
  passwordHash: string;
  locale: string | null;
  memberAreas: string[];
  cartId: string | null;
}

export interface Session {
  siteUser: SiteUser;
  xsrfToken: string;
  expires: number;
}

export interface NewSession {
  /** The session cookie's value: only its hash is stored. */
  token: string;
  xsrfToken: string;
  expires: number;
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  locale: string | null;
  member_areas: string;
  cart_id: string | null;
}

/** What a session row keeps of its cookie token (the owner console's sessions too). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const toUser = (row: UserRow): SiteUser => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  locale: row.locale,
  memberAreas: JSON.parse(row.member_areas) as string[],
  cartId: row.cart_id,
});

export type SiteUserRepository = ReturnType<typeof createSiteUserRepository>;

export function createSiteUserRepository(db: Db, now: () => number = Date.now) {
  const insertUser = db.prepare(
    `INSERT OR IGNORE INTO site_users (id, email, password_hash, locale, member_areas, created)
     VALUES (@id, @email, @passwordHash, @locale, @memberAreas, @created)`,
  );
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM site_users WHERE email = ?');
  const byId = db.prepare<[string], UserRow>('SELECT * FROM site_users WHERE id = ?');
  const byCart = db.prepare<[string], { id: string }>(
    'SELECT id FROM site_users WHERE cart_id = ?',
  );
  const setCart = db.prepare<[string | null, string]>(
    'UPDATE site_users SET cart_id = ? WHERE id = ?',
  );
  const setLocale = db.prepare<[string, string]>('UPDATE site_users SET locale = ? WHERE id = ?');
  const insertSession = db.prepare<[string, string, string, number, number]>(
    `INSERT INTO site_user_sessions (token_hash, site_user_id, xsrf_token, created, expires)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const selectSession = db.prepare<
    [string],
    { site_user_id: string; xsrf_token: string; expires: number }
  >('SELECT site_user_id, xsrf_token, expires FROM site_user_sessions WHERE token_hash = ?');
  const deleteSession = db.prepare<[string]>('DELETE FROM site_user_sessions WHERE token_hash = ?');
  const deleteExpired = db.prepare<[number]>('DELETE FROM site_user_sessions WHERE expires <= ?');

  return {
    /** Adds the fixture accounts the database has not seen; existing rows are left alone. */
    seed(users: readonly SiteUserFixture[]): void {
      db.transaction(() => {
        for (const user of users) {
          insertUser.run({
            id: user.id,
            email: user.email.toLowerCase(),
            passwordHash: user.passwordHash,
            locale: user.locale,
            memberAreas: JSON.stringify(user.memberAreas),
            created: now(),
          });
        }
      })();
    },

    /** Emails compare case-insensitively. */
    findByEmail(email: string): SiteUser | undefined {
      const row = byEmail.get(email.trim().toLowerCase());
      return row && toUser(row);
    },

    startSession(siteUserId: string, remembered: boolean): NewSession {
      deleteExpired.run(now());
      const token = randomBytes(32).toString('base64url');
      const xsrfToken = randomBytes(24).toString('base64url');
      const expires = now() + (remembered ? SESSION_TTL_MS.remembered : SESSION_TTL_MS.session);
      insertSession.run(tokenHash(token), siteUserId, xsrfToken, now(), expires);
      return { token, xsrfToken, expires };
    },

    /** The live session of this cookie value, or undefined (unknown or expired). */
    session(token: string | undefined): Session | undefined {
      if (!token || token.length > 200) return undefined;
      const row = selectSession.get(tokenHash(token));
      if (!row || row.expires <= now()) return undefined;
      const user = byId.get(row.site_user_id);
      return user && { siteUser: toUser(user), xsrfToken: row.xsrf_token, expires: row.expires };
    },

    endSession(token: string): void {
      deleteSession.run(tokenHash(token));
    },

    setLocale(siteUserId: string, language: string): void {
      setLocale.run(language, siteUserId);
    },

    /** Links a cart to the account (null unlinks). */
    setCart(siteUserId: string, cartId: string | null): void {
      setCart.run(cartId, siteUserId);
    },

    /** The account whose cart this is, if any. */
    ownerOfCart(cartId: string): string | undefined {
      return byCart.get(cartId)?.id;
    },
  };
}
