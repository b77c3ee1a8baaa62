/**
 * The tag and category rules (sections 3, 5 and 8): the two types, their lengths (tags at most
 * 50 characters, categories at most 25), the clean form of a name, and the texts.
 */
import { format } from '../i18n/messages';
import { editorMessages } from './messages';

export const TAG_TYPES = ['tags', 'categories'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** Section 5: the longest name of each type. */
export const TAG_MAX_LENGTH: Readonly<Record<TagType, number>> = { tags: 50, categories: 25 };

/** The word the texts' `{tagType}` stands for. */
export const TAG_TYPE_WORD: Readonly<Record<TagType, string>> = {
  tags: 'tag',
  categories: 'category',
};

/** A name as stored: control and format characters removed, spaces collapsed, trimmed. */
export const cleanTagName = (name: string): string =>
  name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Names compare without case: 'Sale' and 'sale' are the same tag. */
export const tagKey = (name: string): string => cleanTagName(name).toLocaleLowerCase('en');

type Texts = Pick<typeof editorMessages, 'tagExists' | 'tagEditOne' | 'tagRemoveWarning'>;

export type TagProblem = 'blank' | 'tooLong' | 'exists';

/**
 * What is wrong with `name` as a new name of `type`, given the names there are (`existing`,
 * without the one being renamed), or undefined.
 */
export function tagProblem(
  type: TagType,
  name: string,
  existing: readonly string[],
): TagProblem | undefined {
  const clean = cleanTagName(name);
  if (clean === '') return 'blank';
  if (clean.length > TAG_MAX_LENGTH[type]) return 'tooLong';
  const key = tagKey(clean);
  return existing.some((other) => tagKey(other) === key) ? 'exists' : undefined;
}

/** 'This tag already exists' */
export const tagExistsText = (type: TagType, texts: Texts = editorMessages): string =>
  format(texts.tagExists, { tagType: TAG_TYPE_WORD[type] });

/** 'You may only edit one category at a time' */
export const editOneText = (type: TagType, texts: Texts = editorMessages): string =>
  format(texts.tagEditOne, { tagType: TAG_TYPE_WORD[type] });

/** The warning before removing: every item with the named tags or categories will be updated. */
export const removeWarningText = (
  names: readonly string[],
  texts: Texts = editorMessages,
): string => format(texts.tagRemoveWarning, { names: names.map((name) => `'${name}'`).join(', ') });

/** Edit takes exactly one selected item; Merge takes two or more; Remove one or more. */
export const canEdit = (selected: number): boolean => selected === 1;
export const canMerge = (selected: number): boolean => selected >= 2;
