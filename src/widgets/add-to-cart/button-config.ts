import { ProductType } from '../../commerce/product-type';

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

/** What the template's `{item|add-to-cart-btn}` markup says about the button. */
export interface ButtonConfig {
  itemId: string;
  productType: number;
  /** The idle label: the merchant's custom text, 'Subscribe', or 'Add To Cart'. */
  label: string;
  collectionId: string | undefined;
  /** `data-is-subscription="true"`: the button starts a subscription checkout. */
  isSubscription: boolean;
  /** The extra-fields form to fill before adding (`use-form` + `data-form`). */
  form: ExtraFieldsForm | undefined;
}

/** Reads the button markup the platform's add-to-cart formatter emits. */
export function readButtonConfig(host: HTMLElement, label: string): ButtonConfig {
  const { dataset } = host;
  const productType = Number(dataset.productType ?? ProductType.physical);
  return {
    itemId: dataset.itemId ?? '',
    productType: Number.isInteger(productType) ? productType : ProductType.physical,
    label,
    collectionId: dataset.collectionId || undefined,
    isSubscription: dataset.isSubscription === 'true',
    form: host.classList.contains('use-form') ? parseForm(dataset.form) : undefined,
  };
}

function parseForm(json: string | undefined): ExtraFieldsForm | undefined {
  if (!json) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
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
