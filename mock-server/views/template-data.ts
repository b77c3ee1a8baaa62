/**
 * The data the platform hands its templates, built from the validated catalogue: products as
 * store items (`structuredContent` with decimal money and live stock), the website and its
 * settings, each product's merchandising context and the pay-later (installment) context.
 *
 * Templates never see the fixture file's shapes: money there counts minor units (`"2500"`), the
 * platform's items carry major units (`"25.00"`) beside the cents (`price: 2500`). Stock comes
 * from the stock repository when one is given, so a variant that sold out (or a product a
 * merchant restocked) renders as it is now, not as the fixture file seeded it.
 */
import { navigationFor, type ShownLink } from './navigation';
import { defaultSiteLayout, LANGUAGE_NAMES, type SiteLayout } from './site-layout';
import { productImageUrl } from './product-images';
import { inMajorUnits } from '../../src/commerce/major-units';
import {
  isAlwaysInStock,
  ProductType,
  STORE_ITEM_RECORD_TYPE,
} from '../../src/commerce/product-type';
import { inStock } from '../../src/commerce/stock';
import { optionOrdering } from '../../src/commerce/variants';
import type { Catalogue, Product, Variant } from '../catalogue/fixtures';
import { isUnlimited, productForm } from '../catalogue/products';
import type { StockLevel } from '../repositories/stock';

/** The shop's home, the listing of every product. */
export const SHOP_HOME = '/';

/** Product pages live at `/products/<urlSlug>` (the URL the product API answers too). */
export const PRODUCTS_PATH = '/products';

/** Live stock of one variant; `stockFromCatalogue` reads the fixture's seeded values. */
export type StockLookup = (itemId: string, sku: string) => StockLevel;

/** Stock as the catalogue seeds it (for rendering without a database). */
export function stockFromCatalogue(catalogue: Catalogue): StockLookup {
  return (itemId, sku) => {
    const product = catalogue.products.find((p) => p.id === itemId);
    const variant = product?.variants.find((v) => v.sku === sku);
    if (!product || !variant) return { unlimited: false, qtyInStock: 0 };
    return { unlimited: isUnlimited(product, variant), qtyInStock: variant.qtyInStock };
  };
}

/** A money node as templates read it: a decimal `value` in major units. */
export interface TemplateMoney {
  currency: string;
  value: string;
}

/** One variant of a store item, as the platform hands it to templates. */
export interface TemplateVariant {
  sku: string;
  attributes: Record<string, string>;
  /** Each option's value, in option order. */
  optionValues: { optionName: string; value: string }[];
  /** Minor units. */
  price: number;
  priceMoney: TemplateMoney;
  /** Minor units; only when the variant has a sale price. */
  salePrice?: number;
  salePriceMoney?: TemplateMoney;
  onSale: boolean;
  unlimited: boolean;
  qtyInStock: number;
}

/** A product as the platform hands it to templates (a store item record). */
export interface TemplateItem {
  id: string;
  collectionId: string;
  recordType: number;
  title: string;
  urlId: string;
  fullUrl: string;
  /** The main image; `?format=300w` (600w, 1200w) picks a width, as on the platform. */
  assetUrl: string;
  /** The product's description (plain text); absent when it has none. */
  excerpt?: string;
  /** The store categories it is listed under. */
  categories: string[];
  structuredContent: {
    productType: number;
    variants: TemplateVariant[];
    variantOptionOrdering: string[];
    isSubscribable: boolean;
    subscriptionPlan?: Product['subscriptionPlan'];
    useCustomAddButtonText: boolean;
    customAddButtonText?: string;
    additionalFieldsFormId?: string;
    additionalFieldsForm?: { name: string; fields: unknown[] };
    /** Digital products carry their own price (their first variant's). */
    priceMoney?: TemplateMoney;
    salePriceMoney?: TemplateMoney;
    onSale?: boolean;
  };
}

/** One restock sign-up form (a sold-out variant's). */
export interface RestockView {
  variantId: string;
  hiddenByDefault: boolean;
}

/** A product's entry of `productMerchandisingContext`. */
export interface MerchandisingContext {
  scarcityEnabled: boolean;
  scarcityText?: string;
  scarcityShownByDefault?: boolean;
  /** `{ qtyInStock, attributes? }` per variant whose stock is shown. */
  scarcityTemplateViews?: Record<string, unknown>[];
  customSoldOutText?: string;
  restockNotificationViews: RestockView[];
  restockNotificationMessages?: Record<string, string>;
  mailingListSignUpEnabled: boolean;
  mailingListOptInByDefault: boolean;
}

/** The pay-later (installment) context of the store (spec: "Installment context per product"). */
export interface InstallmentContext {
  afterPayAvailable: boolean;
  /** Minor units. */
  afterPayMin: number;
  /** Minor units. */
  afterPayMax: number;
  stripeAccountCountry: string;
  shopperLanguage: string;
}

/** The demo store's installment limits (Afterpay, US). */
export const DEMO_INSTALLMENTS: InstallmentContext = {
  afterPayAvailable: true,
  afterPayMin: 3500,
  afterPayMax: 100000,
  stripeAccountCountry: 'US',
  shopperLanguage: 'en',
};

/** The root of a shop page's data. */
export interface ShopPageData {
  website: Catalogue['website'] & { siteTitle: string };
  websiteSettings: {
    timeZone: string;
    storeSettings: { multipleQuantityAllowedForServices: boolean; currency: string };
  };
  /** The products collection. */
  collection: { id: string; title: string; fullUrl: string };
  /** Every product (the listing's items). */
  items: TemplateItem[];
  /** The product of a product page; absent on the listing. */
  item?: TemplateItem;
  productMerchandisingContext: Record<string, MerchandisingContext>;
  installments: InstallmentContext;
  /** The visitor's cart (for `{cart|cart-quantity}`). */
  cart: { entries: { quantity: number }[] };
  /** The page's title (before the site title). */
  pageTitle: string;
  /** The commerce document's page type (section 2): the listing a collection, a product an item. */
  pageType: number;
  /** A signed-in owner's website roles (analytics skips the owner's visits). */
  websiteRoles?: readonly number[];
  /** The header's links (`navigation.ts`), the page's own marked `current`. */
  navigation: ShownLink[];
  /** The owner's layout (`site-layout.ts`): header, footer, the page's language and locale. */
  layout: {
    tagline: string;
    footer: string;
    language: string;
    locale: string;
    /** The shop's texts in the page's language, for the bundle's `data-messages` ('' for none). */
    messages: string;
    /** The language links, once the site has two or more languages. */
    languages: { code: string; name: string; current: boolean }[];
  };
  /** The platform's translated texts the commerce formatters read (`productAddToCartText`). */
  localizedStrings: Record<string, string>;
}

/** The page types of the shop's pages (commerce document, section 2). */
export const SHOP_PAGE_TYPE = { collection: 1, item: 50 } as const;

function templateVariant(
  product: Product,
  variant: Variant,
  ordering: readonly string[],
  stock: StockLookup,
): TemplateVariant {
  const live = stock(product.id, variant.sku);
  return {
    sku: variant.sku,
    attributes: variant.attributes,
    optionValues: ordering
      .filter((name) => name in variant.attributes)
      .map((name) => ({ optionName: name, value: variant.attributes[name] as string })),
    price: Number(variant.priceMoney.value),
    priceMoney: inMajorUnits(variant.priceMoney),
    ...(variant.salePriceMoney
      ? {
          salePrice: Number(variant.salePriceMoney.value),
          salePriceMoney: inMajorUnits(variant.salePriceMoney),
        }
      : {}),
    onSale: variant.onSale,
    unlimited: live.unlimited,
    qtyInStock: live.qtyInStock,
  };
}

/** A catalogue product as a store item, with stock from `stock`. */
export function templateItem(product: Product, stock: StockLookup): TemplateItem {
  const ordering = optionOrdering(product.variantOptionOrdering, product.variants);
  const variants = product.variants.map((v) => templateVariant(product, v, ordering, stock));
  const [first] = variants;
  const digital = product.productType === ProductType.digital && first !== undefined;
  return {
    id: product.id,
    collectionId: product.collectionId,
    recordType: STORE_ITEM_RECORD_TYPE,
    title: product.name,
    urlId: product.urlSlug,
    fullUrl: `${PRODUCTS_PATH}/${product.urlSlug}`,
    assetUrl: productImageUrl(product),
    ...(product.description !== undefined ? { excerpt: product.description } : {}),
    categories: product.categories ?? [],
    structuredContent: {
      productType: product.productType,
      variants,
      variantOptionOrdering: ordering,
      isSubscribable: product.isSubscribable,
      ...(product.subscriptionPlan ? { subscriptionPlan: product.subscriptionPlan } : {}),
      useCustomAddButtonText: product.useCustomAddButtonText,
      ...(product.customAddButtonText !== undefined
        ? { customAddButtonText: product.customAddButtonText }
        : {}),
      ...productForm(product),
      ...(digital
        ? {
            priceMoney: first.priceMoney,
            ...(first.salePriceMoney ? { salePriceMoney: first.salePriceMoney } : {}),
            onSale: first.onSale,
          }
        : {}),
    },
  };
}

/**
 * A product's merchandising context. Restock forms follow live stock: a product with restock
 * sign-ups configured (`restockNotificationMessages` or views) gets one form per variant that is
 * sold out now, hidden until chosen when the product has several variants (the catalogue's own
 * `hiddenByDefault` for a listed variant wins). Scarcity views, when scarcity is on and the
 * catalogue lists none, are the in-stock limited variants and their stock.
 */
export function merchandisingContext(product: Product, stock: StockLookup): MerchandisingContext {
  const m = product.merchandising;
  const alwaysInStock = isAlwaysInStock(product.productType);
  const restockOn = Boolean(m?.restockNotificationMessages ?? m?.restockNotificationViews);
  const several = product.variants.length > 1;
  const listed = new Map((m?.restockNotificationViews ?? []).map((v) => [v.variantId, v]));
  const restockViews =
    restockOn && !alwaysInStock
      ? product.variants
          .filter((v) => !inStock(stock(product.id, v.sku)))
          .map((v) => ({
            variantId: v.sku,
            hiddenByDefault: listed.get(v.sku)?.hiddenByDefault ?? several,
          }))
      : [];
  const scarcityViews =
    m?.scarcityTemplateViews ??
    (m?.scarcityEnabled && !alwaysInStock
      ? product.variants.flatMap((v) => {
          const level = stock(product.id, v.sku);
          if (level.unlimited || !inStock(level)) return [];
          return [
            { qtyInStock: level.qtyInStock, ...(several ? { attributes: v.attributes } : {}) },
          ];
        })
      : undefined);
  const context: MerchandisingContext = {
    scarcityEnabled: m?.scarcityEnabled ?? false,
    restockNotificationViews: restockViews,
    mailingListSignUpEnabled: m?.mailingListSignUpEnabled ?? false,
    mailingListOptInByDefault: m?.mailingListOptInByDefault ?? false,
  };
  if (m?.scarcityText !== undefined) context.scarcityText = m.scarcityText;
  if (m?.scarcityShownByDefault !== undefined)
    context.scarcityShownByDefault = m.scarcityShownByDefault;
  if (scarcityViews) context.scarcityTemplateViews = scarcityViews;
  if (m?.customSoldOutText !== undefined) context.customSoldOutText = m.customSoldOutText;
  if (m?.restockNotificationMessages) {
    context.restockNotificationMessages = Object.fromEntries(
      Object.entries(m.restockNotificationMessages).filter(
        (e): e is [string, string] => e[1] !== undefined,
      ),
    );
  }
  return context;
}

export interface ShopPageOptions {
  /** The product of a product page; none for the listing. */
  product?: Product;
  /** The visitor's cart. @default empty */
  cart?: { entries: readonly { quantity: number }[] };
  /** @default DEMO_INSTALLMENTS */
  installments?: InstallmentContext;
  /** The owner's layout of the request. @default the demo's (`defaultSiteLayout`) */
  layout?: SiteLayout;
  /** A store page the console made (`/<urlId>`): its listing holds its products only. */
  store?: { id: string; title: string; urlId: string };
}

/** The data of a shop page: the listing, or with `options.product` that product's page. */
export function shopPageData(
  catalogue: Catalogue,
  stock: StockLookup,
  options: ShopPageOptions = {},
): ShopPageData {
  const { store } = options;
  const listed = store
    ? catalogue.products.filter((p) => p.collectionId === store.id)
    : catalogue.products;
  const items = listed.map((p) => templateItem(p, stock));
  const item = options.product && items.find((i) => i.id === options.product?.id);
  const layout = options.layout ?? defaultSiteLayout(catalogue);
  const texts = layout.messages[layout.language] ?? {};
  return {
    website: {
      ...catalogue.website,
      siteTitle: layout.siteTitle,
      // A page in another of the site's languages shows money in its locale (the CLDR format).
      ...(layout.locale !== catalogue.website.locale ? { useCLDRMoneyFormat: true } : {}),
    },
    websiteSettings: {
      timeZone: catalogue.website.timeZone,
      storeSettings: {
        multipleQuantityAllowedForServices: catalogue.website.multipleQuantityAllowedForServices,
        currency: catalogue.website.currency,
      },
    },
    collection: store
      ? { id: store.id, title: store.title, fullUrl: `/${store.urlId}` }
      : { id: catalogue.products[0]?.collectionId ?? '', title: 'Shop', fullUrl: SHOP_HOME },
    items,
    ...(item ? { item } : {}),
    productMerchandisingContext: Object.fromEntries(
      catalogue.products.map((p) => [p.id, merchandisingContext(p, stock)]),
    ),
    installments: options.installments ?? DEMO_INSTALLMENTS,
    cart: { entries: (options.cart?.entries ?? []).map((e) => ({ quantity: e.quantity })) },
    pageTitle: item ? item.title : (store?.title ?? 'Shop'),
    pageType: item ? SHOP_PAGE_TYPE.item : SHOP_PAGE_TYPE.collection,
    navigation: navigationFor(
      item ? undefined : store ? `/${store.urlId}` : SHOP_HOME,
      layout.navigation,
    ),
    layout: {
      tagline: layout.tagline,
      footer: layout.footer,
      language: layout.language,
      locale: layout.locale,
      messages: Object.keys(layout.messages).length > 0 ? JSON.stringify(layout.messages) : '',
      languages:
        layout.languages.length < 2
          ? []
          : layout.languages.map((code) => ({
              code,
              name: LANGUAGE_NAMES[code] ?? code,
              current: code === layout.language,
            })),
    },
    localizedStrings: {
      ...(texts.addToCart ? { productAddToCartText: texts.addToCart } : {}),
      ...(texts.subscribe ? { productSubscribeText: texts.subscribe } : {}),
    },
  };
}
