/**
 * The product editor's form state: every field as the owner typed it (text), to and from the
 * draft the server validates, and whether it differs from what was last saved.
 */
import type { EditableProduct, ProductDraft } from '../../api/owner-catalogue';

export interface VariantForm {
  sku: string;
  /** `Color=Black, Size=M`; empty for a single variant. */
  options: string;
  price: string;
  salePrice: string;
  onSale: boolean;
  unlimited: boolean;
  qtyInStock: string;
}

export interface ProductForm {
  id: string | null;
  version: number | null;
  name: string;
  urlSlug: string;
  description: string;
  /** `Mugs, Gifts`: the categories, comma separated. */
  categories: string;
  /** An image file's id, or '' for the generated picture. */
  imageFileId: string;
  productType: string;
  collectionId: string;
  isSubscribable: boolean;
  billingValue: string;
  billingUnit: string;
  billingCycles: string;
  variants: VariantForm[];
}

export const emptyVariant = (): VariantForm => ({
  sku: '',
  options: '',
  price: '',
  salePrice: '',
  onSale: false,
  unlimited: false,
  qtyInStock: '0',
});

export const newProductForm = (collectionId: string): ProductForm => ({
  id: null,
  version: null,
  name: '',
  urlSlug: '',
  description: '',
  categories: '',
  imageFileId: '',
  productType: '1',
  collectionId,
  isSubscribable: false,
  billingValue: '1',
  billingUnit: 'MONTH',
  billingCycles: '0',
  variants: [emptyVariant()],
});

const optionsText = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');

/** `Color=Black, Size=M` as attributes; a part without `=` is kept whole as a name (refused). */
export function parseOptions(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const part of text.split(',')) {
    if (!part.trim()) continue;
    const eq = part.indexOf('=');
    const name = (eq === -1 ? part : part.slice(0, eq)).trim();
    attributes[name] = eq === -1 ? '' : part.slice(eq + 1).trim();
  }
  return attributes;
}

export function formOf(product: EditableProduct): ProductForm {
  return {
    id: product.id,
    version: product.version,
    name: product.name,
    urlSlug: product.urlSlug,
    description: product.description,
    categories: product.categories.join(', '),
    imageFileId: product.imageFileId ?? '',
    productType: String(product.productType),
    collectionId: product.collectionId,
    isSubscribable: product.isSubscribable,
    billingValue: String(product.subscriptionPlan?.billingPeriod.value ?? 1),
    billingUnit: product.subscriptionPlan?.billingPeriod.unit ?? 'MONTH',
    billingCycles: String(product.subscriptionPlan?.numBillingCycles ?? 0),
    variants: product.variants.map((variant) => ({
      sku: variant.sku,
      options: optionsText(variant.attributes),
      price: variant.price,
      salePrice: variant.salePrice,
      onSale: variant.onSale,
      unlimited: variant.unlimited,
      qtyInStock: String(variant.qtyInStock),
    })),
  };
}

/** A number field's text as a number (what the server then checks); blank reads as NaN. */
const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** The draft to send. Bad numbers go as they are and come back as field errors. */
export function draftOf(form: ProductForm): ProductDraft {
  return {
    version: form.version,
    name: form.name,
    urlSlug: form.urlSlug,
    description: form.description,
    imageFileId: form.imageFileId || null,
    categories: form.categories
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    productType: numberOf(form.productType) as ProductDraft['productType'],
    collectionId: form.collectionId,
    isSubscribable: form.isSubscribable,
    subscriptionPlan: form.isSubscribable
      ? {
          billingPeriod: {
            value: numberOf(form.billingValue),
            unit: form.billingUnit as 'WEEK' | 'MONTH' | 'YEAR',
          },
          numBillingCycles: numberOf(form.billingCycles),
        }
      : null,
    variants: form.variants.map((variant) => ({
      sku: variant.sku,
      attributes: parseOptions(variant.options),
      price: variant.price,
      salePrice: variant.salePrice,
      onSale: variant.onSale,
      unlimited: variant.unlimited,
      qtyInStock: numberOf(variant.qtyInStock),
    })),
  };
}

/** The form's field id for an error path of the server (`variants[0].sku` -> `variants-0-sku`). */
export function fieldIdOf(path: string): string {
  const id = path
    .replace(/^subscriptionPlan\.billingPeriod\.value$/, 'billingValue')
    .replace(/^subscriptionPlan\.billingPeriod\.unit$/, 'billingUnit')
    .replace(/^subscriptionPlan\.numBillingCycles$/, 'billingCycles')
    .replace(/^subscriptionPlan$/, 'isSubscribable')
    .replace(/\.attributes.*$/, '.options')
    .replace(/^categories.*$/, 'categories')
    .replace(/\[(\d+)\]\./g, '-$1-')
    .replace(/\[(\d+)\]$/, '-$1');
  return id.replace(/\./g, '-');
}
