/**
 * Field values in the shapes of section 3 ("Field value formats"): the fields read what the
 * visitor typed in exactly these shapes, so serialising only fills hidden fields and the values of
 * fields not read, and drops sections.
 */
import { FIELD_PARTS, type FieldValue, type FormField, type FormValues } from '../../api/forms';
import { isMultiPart } from '../../forms/rules';

/** The empty value of a field, in its serialised shape. */
export function emptyValue(field: FormField): FieldValue {
  if (isMultiPart(field.type)) return FIELD_PARTS[field.type].map(() => '');
  if (field.type === 'checkbox') return [];
  if (field.type === 'likert') return {};
  return '';
}

/**
 * The submission's values: sections skipped; hidden fields from the query-string value of their
 * key, else their default; a phone without a country code keeps an empty first part.
 */
export function serialise(
  fields: readonly FormField[],
  values: FormValues,
  search: string,
): FormValues {
  const query = new URLSearchParams(search);
  const out: FormValues = {};
  for (const field of fields) {
    if (field.type === 'section') continue;
    if (field.type === 'hidden') {
      out[field.id] = (field.key ? query.get(field.key) : null) ?? field.value ?? '';
      continue;
    }
    const value = values[field.id] ?? emptyValue(field);
    out[field.id] =
      field.type === 'phone' && !field.showCountryCode && Array.isArray(value)
        ? ['', ...value.slice(1)]
        : value;
  }
  return out;
}
