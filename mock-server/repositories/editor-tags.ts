/**
 * The tags and categories of the tag editor in `editor_tags`: names cleaned and unique per type
 * without regard to case (the `name_key` column), merge and remove.
 */
import { randomBytes } from 'node:crypto';
import type { Tag } from '../../src/api/editor';
import { cleanTagName, tagKey, type TagType } from '../../src/editor/tags';
import type { Db } from '../db';

interface Row {
  id: string;
  type: TagType;
  name: string;
}
const toTag = ({ id, type, name }: Row): Tag => ({ id, type, name });

/** Thrown when the name is taken in its type (`This {tagType} already exists`). */
export class TagExists extends Error {
  override name = 'TagExists';
}

export function createEditorTagRepository(db: Db, now: () => number) {
  const byId = db.prepare<[string], Row>('SELECT id, type, name FROM editor_tags WHERE id = ?');
  const taken = (type: TagType, name: string, except?: string): boolean =>
    db
      .prepare<[string, string, string], { id: string }>(
        'SELECT id FROM editor_tags WHERE type = ? AND name_key = ? AND id != ?',
      )
      .get(type, tagKey(name), except ?? '') !== undefined;

  return {
    get: (id: string): Tag | undefined => {
      const row = byId.get(id);
      return row && toTag(row);
    },
    list: (type: TagType): Tag[] =>
      db
        .prepare<[string], Row>(
          'SELECT id, type, name FROM editor_tags WHERE type = ? ORDER BY name_key, id',
        )
        .all(type)
        .map(toTag),

    /** @throws TagExists */
    create(type: TagType, name: string): Tag {
      if (taken(type, name)) throw new TagExists();
      const tag = { id: randomBytes(8).toString('hex'), type, name: cleanTagName(name) };
      db.prepare(
        'INSERT INTO editor_tags (id, type, name, name_key, created) VALUES (?, ?, ?, ?, ?)',
      ).run(tag.id, type, tag.name, tagKey(name), now());
      return tag;
    },

    /** @throws TagExists */
    rename(id: string, name: string): Tag | undefined {
      const tag = byId.get(id);
      if (!tag) return undefined;
      if (taken(tag.type, name, id)) throw new TagExists();
      db.prepare('UPDATE editor_tags SET name = ?, name_key = ? WHERE id = ?').run(
        cleanTagName(name),
        tagKey(name),
        id,
      );
      return toTag(byId.get(id)!);
    },

    /** Keeps the first of `ids` and removes the rest; undefined unless all exist in one type. */
    merge(ids: readonly string[]): Tag | undefined {
      return db.transaction(() => {
        const tags = [...new Set(ids)].map((id) => byId.get(id));
        const [first] = tags;
        if (!first || tags.length < 2 || tags.some((t) => !t || t.type !== first.type)) {
          return undefined;
        }
        const remove = db.prepare('DELETE FROM editor_tags WHERE id = ?');
        for (const tag of tags.slice(1)) remove.run(tag!.id);
        return toTag(first);
      })();
    },

    remove: (id: string): boolean =>
      db.prepare('DELETE FROM editor_tags WHERE id = ?').run(id).changes > 0,
  };
}
export type EditorTagRepository = ReturnType<typeof createEditorTagRepository>;
