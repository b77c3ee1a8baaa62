/** Tests of serialising form values (section 3 value formats). */
import { describe, expect, it } from 'vitest';
import { FormFieldSchema, type FormField } from '../../api/forms';
import { serialise } from './serialise';

const field = (raw: Partial<FormField> & Pick<FormField, 'id' | 'type'>): FormField =>
  FormFieldSchema.parse(raw);

describe('serialise (section 3 value formats)', () => {
  const fields = [
    field({ id: 'n', type: 'name' }),
    field({ id: 'p3', type: 'phone' }),
    field({ id: 'p4', type: 'phone', showCountryCode: true }),
    field({ id: 's', type: 'section', title: 'About' }),
    field({ id: 'h1', type: 'hidden', key: 'utm', value: 'default' }),
    field({ id: 'h2', type: 'hidden', key: 'ref', value: 'fallback' }),
    field({ id: 'c', type: 'checkbox', options: ['a', 'b'] }),
    field({ id: 'l', type: 'likert', questions: ['q'] }),
    field({ id: 'r', type: 'radio', options: ['x'] }),
  ];

  it('skips sections, reads hidden fields from the query string or their default', () => {
    const values = serialise(fields, {}, '?utm=spring');
    expect(values).not.toHaveProperty('s');
    expect(values.h1).toBe('spring');
    expect(values.h2).toBe('fallback');
  });

  it('gives a three-part phone an empty first element, keeps a four-part one', () => {
    const values = serialise(
      fields,
      { p3: ['x', '555', '123', '4567'], p4: ['44', '20', '7946', '0'] },
      '',
    );
    expect(values.p3).toEqual(['', '555', '123', '4567']);
    expect(values.p4).toEqual(['44', '20', '7946', '0']);
  });

  it('gives a field not read its empty value: arrays for multi-part and checkbox fields, a map for likert, a string for radio', () => {
    const values = serialise(fields, {}, '');
    expect(values.n).toEqual(['', '']);
    expect(values.c).toEqual([]);
    expect(values.l).toEqual({});
    expect(values.r).toBe('');
  });
});
