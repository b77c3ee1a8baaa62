/** Test support: a `ShoppingCart` as the server answers it (empty, no tax, no shipping), with the fields a test sets. */
import type { ShoppingCart } from './schemas';

/** An empty cart's every field, then `fields`; `id` is set once it holds items. */
export function testCart(fields: Partial<ShoppingCart> = {}): ShoppingCart {
  return {
    id: fields.totalQuantity ? 'cart-1' : null,
    websiteId: 'w',
    orderId: null,
    created: 0,
    isPurchased: false,
    entries: [],
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    totalQuantity: 0,
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: true,
    ...fields,
  };
}
