/**
 * `/api/commerce/products/{id}`: a quick view's product. (The census record of a quick view,
 * `RecordQuickView/{id}`, is in `routes/analytics.ts`.)
 */
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { ProductIdParamSchema, type ProductView } from '../../src/api/product';
import { optionOrdering } from '../../src/commerce/variants';
import { ErrorResponse, MESSAGES } from '../errors';
import type { Catalogue } from '../catalogue/fixtures';
import { findProduct, productForm } from '../catalogue/products';
import type { StockRepository } from '../repositories/stock';

const validateId = validator('param', (value) => {
  const result = ProductIdParamSchema.safeParse(value);
  if (!result.success) throw new ErrorResponse(400, { message: MESSAGES.invalidRequest });
  return result.data;
});

export function productRoutes(catalogue: Catalogue, stock: StockRepository): Hono {
  return new Hono().get('/commerce/products/:id', validateId, (c) => {
    const product = findProduct(catalogue, c.req.valid('param').id);
    if (!product) throw new ErrorResponse(404, { message: MESSAGES.itemNotFound });
    const form = productForm(product);
    const view: ProductView = {
      id: product.id,
      name: product.name,
      url: `/products/${product.urlSlug}`,
      collectionId: product.collectionId,
      productType: product.productType,
      isSubscribable: product.isSubscribable,
      useCustomAddButtonText: product.useCustomAddButtonText,
      customAddButtonText: product.customAddButtonText ?? null,
      variantOptionOrdering: optionOrdering(product.variantOptionOrdering, product.variants),
      variants: product.variants.map((variant) => ({
        sku: variant.sku,
        attributes: variant.attributes,
        priceMoney: variant.priceMoney,
        salePriceMoney: variant.salePriceMoney ?? null,
        onSale: variant.onSale,
        ...stock.get(product.id, variant.sku),
      })),
      additionalFieldsFormId: form?.additionalFieldsFormId ?? null,
      additionalFieldsForm: form?.additionalFieldsForm ?? null,
      multipleQuantityAllowedForServices: catalogue.website.multipleQuantityAllowedForServices,
    };
    return c.json(view);
  });
}
