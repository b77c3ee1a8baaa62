/**
 * The tag editor: New, Edit, Merge, Remove, Filter and their texts, over a stand-in of the
 * server's calls (the mock server's own behaviour: mock-server/routes/editor-panels.test.ts;
 * it cannot start in happy-dom).
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditorApi, Tag } from '../../api/editor';
import { HttpError } from '../../api/error-classes';
import { cleanTagName, tagKey } from '../../editor/tags';
import { TagEditor } from './TagEditor';

afterEach(cleanup);

/** The tag calls over a list, refusing a taken name with 409 as the server does. */
function fakeApi(): EditorApi {
  let tags: Tag[] = [];
  let next = 1;
  const taken = (tag: Pick<Tag, 'type' | 'name'>, except?: string) => {
    if (
      tags.some(
        (t) => t.id !== except && t.type === tag.type && tagKey(t.name) === tagKey(tag.name),
      )
    )
      throw new HttpError('POST', '/api/editor/tags', 409, { message: 'taken' });
  };
  const calls: Partial<EditorApi> = {
    tags: async (type) => ({ tags: tags.filter((t) => t.type === type) }),
    createTag: async ({ type, name }) => {
      taken({ type, name });
      const tag = { id: String(next++), type, name: cleanTagName(name) };
      tags.push(tag);
      return tag;
    },
    renameTag: async (id, name) => {
      const tag = tags.find((t) => t.id === id)!;
      taken({ type: tag.type, name }, id);
      tag.name = cleanTagName(name);
      return tag;
    },
    mergeTags: async ([first, ...rest]) => {
      tags = tags.filter((t) => !rest.includes(t.id));
      return tags.find((t) => t.id === first)!;
    },
    removeTag: async (id) => {
      tags = tags.filter((t) => t.id !== id);
      return { ok: true };
    },
  };
  return calls as EditorApi;
}

async function editor(type: 'tags' | 'categories' = 'tags') {
  const api = fakeApi();
  render(<TagEditor api={api} type={type} closeLabel="Close" />);
  const add = async (name: string) => {
    fireEvent.change(screen.getByLabelText('New'), { target: { value: name } });
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() => expect(screen.getByLabelText('New')).toHaveProperty('value', ''));
  };
  const names = async () => (await api.tags(type)).tags.map((tag) => tag.name);
  return { api, add, names };
}

const status = () => screen.getByRole('status').textContent;

describe('the tag editor', () => {
  it("adds tags, refuses a name taken in another case with 'This tag already exists'", async () => {
    const { add, names } = await editor();
    await add('Sale');
    await screen.findByRole('checkbox', { name: 'Sale' });
    fireEvent.change(screen.getByLabelText('New'), { target: { value: 'SALE' } });
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() => expect(status()).toBe('This tag already exists'));
    expect(await names()).toEqual(['Sale']);
    expect(screen.getByLabelText('New')).toHaveProperty('maxLength', 50);
  });

  it("edits one category at a time ('You may only edit one category at a time'), merges and removes", async () => {
    const { add, names } = await editor('categories');
    expect(screen.getByLabelText('New')).toHaveProperty('maxLength', 25);
    await add('Mugs');
    await add('Cups');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Mugs' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Cups' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(status()).toBe('You may only edit one category at a time');

    fireEvent.click(screen.getByRole('button', { name: 'Merge' }));
    await waitFor(async () => expect(await names()).toEqual(['Mugs']));

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Mugs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('textbox', { name: 'Edit' });
    fireEvent.change(edit, { target: { value: 'Drinkware' } });
    fireEvent.submit(edit);
    await screen.findByRole('checkbox', { name: 'Drinkware' });

    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'zzz' } });
    expect(screen.queryByRole('checkbox', { name: 'Drinkware' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'DRINK' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Drinkware' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    // Removing warns first that every item with it will be updated; nothing is removed until then.
    const warning = await screen.findByRole('dialog', { name: 'Remove' });
    expect(warning.textContent).toContain(
      "Every item with 'Drinkware' will be updated to no longer have it.",
    );
    expect(await names()).toEqual(['Drinkware']);
    fireEvent.click(within(warning).getByRole('button', { name: 'Remove' }));
    await waitFor(async () => expect(await names()).toEqual([]));
    await waitFor(() => expect(screen.queryByRole('checkbox')).toBeNull());
  });
});
