/**
 * Commerce preferences: one JSON object per site user and namespace. `revision` counts the
 * writes, so a test can tell a skipped write from a repeated one.
 */
import type { Db } from '../db';

export type PreferenceValues = Record<string, string | number | boolean | null>;

export interface StoredPreferences {
  values: PreferenceValues;
  revision: number;
}

export type PreferenceRepository = ReturnType<typeof createPreferenceRepository>;

export function createPreferenceRepository(db: Db, now: () => number = Date.now) {
  const select = db.prepare<[string, string], { value: string; revision: number }>(
    'SELECT value, revision FROM commerce_preferences WHERE site_user_id = ? AND namespace = ?',
  );
  const upsert = db.prepare<[string, string, string, number]>(
    `INSERT INTO commerce_preferences (site_user_id, namespace, value, revision, updated)
     VALUES (?, ?, ?, 1, ?)
     ON CONFLICT (site_user_id, namespace)
       DO UPDATE SET value = excluded.value, revision = revision + 1, updated = excluded.updated`,
  );
  return {
    /** Only ever by the signed-in user's own id: the route never takes an id from the request. */
    get(siteUserId: string, namespace: string): StoredPreferences {
      const row = select.get(siteUserId, namespace);
      return row
        ? { values: JSON.parse(row.value) as PreferenceValues, revision: row.revision }
        : { values: {}, revision: 0 };
    },
    put(siteUserId: string, namespace: string, values: PreferenceValues): StoredPreferences {
      upsert.run(siteUserId, namespace, JSON.stringify(values), now());
      return this.get(siteUserId, namespace);
    },
  };
}
