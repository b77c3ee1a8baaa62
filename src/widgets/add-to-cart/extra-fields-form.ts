/** A product's extra-fields form as the button's `data-form` JSON carries it, read when its dialog opens. */

/** A field of a product's extra-fields form, as the button's `data-form` JSON carries it. */
export interface ExtraField {
  id: string;
  type: string;
  title: string;
  required: boolean;
  description?: string;
  options?: string[];
}

/** The extra-fields form of a product (`use-form` buttons). */
export interface ExtraFieldsForm {
  name: string;
  fields: ExtraField[];
}

/** The form of a button's `data-form` object: its name and fields, each field's gaps filled. */
export function parseExtraFieldsForm(data: object): ExtraFieldsForm {
  const record = data as { name?: unknown; fields?: unknown };
  const fields = Array.isArray(record.fields) ? record.fields.flatMap(parseField) : [];
  return { name: typeof record.name === 'string' ? record.name : '', fields };
}

function parseField(value: unknown, index: number): ExtraField[] {
  if (typeof value !== 'object' || value === null) return [];
  const field = value as Record<string, unknown>;
  const text = (key: string) => (typeof field[key] === 'string' ? field[key] : undefined);
  const options = Array.isArray(field.options)
    ? field.options.filter((option): option is string => typeof option === 'string')
    : undefined;
  const description = text('description');
  return [
    {
      id: text('id') ?? `field-${index}`,
      type: text('type') ?? 'text',
      title: text('title') ?? text('label') ?? '',
      required: field.required === true,
      ...(description ? { description } : {}),
      ...(options ? { options } : {}),
    },
  ];
}
