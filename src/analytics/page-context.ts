/** The page context analytics reads: the JSON of `<script type="application/json" data-storefront-page-context>`, over the templates' attributes on `<body>` or `<html>` (`data-page-type`, `data-page-id`, `data-website-id`, `data-collection-id`, `data-storefront-item` with the item's JSON, `data-website-roles` with a signed-in account's roles as a JSON array). */

/** The product of a product page, as far as analytics needs it. */
export interface PageItem {
  id: string;
  title: string;
  productType: number;
  /** Decimal text in major units, e.g. '25.00'. */
  price: string;
  currency: string;
}

export interface PageContext {
  /** The commerce document's page type (1 collection, 50 content item, 100 not found, ...). */
  pageType: number | undefined;
  pageId: string;
  websiteId: string;
  templateId: string;
  collectionId: string;
  itemId: string;
  recordType: number | undefined;
  /** Set when an account (owner, editor, viewer...) is signed in: its website roles. */
  websiteRoles: number[] | undefined;
  /** The visitor's country (ISO 3166 code), when the platform knows it. */
  country: string;
  /** Feature toggles on for this page. */
  features: string[];
  item: PageItem | undefined;
  /** The product page's layout name. */
  pdpLayout: string;
  /** A paywalled page's access status for the viewer. */
  viewerAccessStatus: string;
}

const text = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
const list = <T>(v: unknown, ok: (x: unknown) => x is T): T[] | undefined =>
  Array.isArray(v) ? v.filter(ok) : undefined;

function readJson(root: ParentNode): Record<string, unknown> {
  const script = root.querySelector('script[data-storefront-page-context]');
  if (!script?.textContent) return {};
  try {
    const value = JSON.parse(script.textContent) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    console.error('[storefront] the page context is not valid JSON; analytics reads none.');
    return {};
  }
}

function readItem(v: unknown): PageItem | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const item = v as Record<string, unknown>;
  const content = (item.structuredContent ?? {}) as Record<string, unknown>;
  const variants = Array.isArray(content.variants) ? (content.variants as unknown[]) : [];
  const first = (variants[0] ?? {}) as Record<string, unknown>;
  const money = (first.onSale ? first.salePriceMoney : first.priceMoney) as
    Record<string, unknown> | undefined;
  return {
    id: text(item.id),
    title: text(item.title),
    productType: num(content.productType) ?? 0,
    price: text(money?.value),
    currency: text(money?.currency),
  };
}

/** Reads the page context of `doc`; anything missing reads as empty. */
export function readPageContext(doc: Document = document): PageContext {
  const json = readJson(doc);
  const data = { ...doc.documentElement.dataset, ...doc.body?.dataset };
  const attributeJson = (attribute: string, value: string | undefined): unknown => {
    if (!value) return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      console.error(`[storefront] ${attribute} is not valid JSON; analytics ignores it.`);
      return undefined;
    }
  };
  const itemJson: unknown = json.item ?? attributeJson('data-storefront-item', data.storefrontItem);
  const item = readItem(itemJson);
  return {
    pageType: num(json.pageType) ?? num(data.pageType),
    pageId: text(json.pageId) || text(data.pageId),
    websiteId: text(json.websiteId) || text(data.websiteId),
    templateId: text(json.templateId),
    collectionId: text(json.collectionId) || text(data.collectionId),
    itemId: text(json.itemId) || item?.id || '',
    recordType:
      num(json.recordType) ?? num((itemJson as Record<string, unknown> | undefined)?.recordType),
    websiteRoles: list(
      json.websiteRoles ?? attributeJson('data-website-roles', data.websiteRoles),
      (x): x is number => typeof x === 'number',
    ),
    country: text(json.country),
    features: list(json.features, (x): x is string => typeof x === 'string') ?? [],
    item,
    pdpLayout: text(json.pdpLayout),
    viewerAccessStatus: text(json.viewerAccessStatus),
  };
}
