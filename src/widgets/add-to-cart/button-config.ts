/** Reads the add-to-cart button's configuration from the template's markup. */
import { ProductType } from '../../commerce/product-type';

/** What the template's `{item|add-to-cart-btn}` markup says about the button. */
export interface ButtonConfig {
  itemId: string;
  productType: number;
  /** The idle label: the merchant's custom text, 'Subscribe', or 'Add To Cart'. */
  label: string;
  collectionId: string | undefined;
  /** `data-is-subscription="true"`: the button starts a subscription checkout. */
  isSubscription: boolean;
  /**
   * The extra-fields form to fill before adding (`use-form` + `data-form`), as its JSON object:
   * read into fields by the form's dialog (`extra-fields-form.ts`), which loads when it opens.
   */
  form: object | undefined;
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
    form: host.classList.contains('use-form') ? parseObject(dataset.form) : undefined,
  };
}

function parseObject(json: string | undefined): object | undefined {
  if (!json) return undefined;
  try {
    const data: unknown = JSON.parse(json);
    return typeof data === 'object' && data !== null ? data : undefined;
  } catch {
    return undefined;
  }
}
