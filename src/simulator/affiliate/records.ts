import type { ProductCore } from './products.ts';

export type Spelling = 'real' | 'spec';
const inr = (amount: number) => ({ amount, currency: 'INR' });

/** A v0.1.0 record (`productBaseInfo` …), shaped like the 2016 capture. */
export function recordV010(p: ProductCore): Record<string, unknown> {
  const family = p.family.length > 1 ? JSON.stringify(p.family.slice(1)) : null;
  return {
    productBaseInfo: {
      productIdentifier: {
        productId: p.productId,
        categoryPaths: { categoryPath: [[{ title: p.categoryPath }]] },
      },
      productAttributes: {
        title: p.title,
        productDescription: p.description,
        imageUrls: { ...p.images, unknown: p.images['800x800'] ?? '' },
        maximumRetailPrice: inr(p.mrp),
        sellingPrice: inr(p.sellingPrice),
        productUrl: p.productUrl,
        productBrand: p.brand,
        inStock: p.inStock,
        isAvailable: p.isAvailable,
        codAvailable: p.codAvailable,
        emiAvailable: p.emiAvailable,
        discountPercentage: p.discountPercentage,
        cashBack: null,
        offers: p.offers,
        size: p.size || null,
        color: p.color,
        sizeUnit: p.sizeUnit,
        sizeVariants: p.size ? (family ?? '[]') : null,
        colorVariants: p.color ? family : null,
        styleCode: p.styleCode,
      },
    },
    // Empty for out-of-stock products (spec); the in-stock shape is not shown and is the simulator's own.
    productShippingBaseInfo: {
      shippingOptions: p.inStock ? { maximumDeliveryTimeInDays: p.deliveryDays } : null,
    },
    offset: null,
  };
}

/**
 * A v1.1.0 record. `real` spelling follows the captures (`flipkartSellingPrice`, plain `A>B>C` path);
 * `spec` follows the spec (`marketplaceSellingPrice`, categoryPath as a JSON list of {node_id, node_name}).
 */
export function recordV110(
  p: ProductCore,
  spelling: Spelling,
  withAvailability: boolean,
  lifestyle: boolean,
): Record<string, unknown> {
  const brandPrefix = spelling === 'real' ? 'flipkart' : 'marketplace';
  const categoryPath =
    spelling === 'real'
      ? p.categoryPath
      : JSON.stringify(p.categoryPath.split('>').map((node_name, i) => ({ node_id: 1000 + i, node_name })));
  const base: Record<string, unknown> = {
    productId: p.productId,
    title: p.title,
    productDescription: p.description,
    imageUrls: p.images,
    productFamily: p.family.length > 1 ? p.family : null,
    maximumRetailPrice: inr(p.mrp),
    [`${brandPrefix}SellingPrice`]: inr(p.sellingPrice),
    [`${brandPrefix}SpecialPrice`]: inr(p.specialPrice),
    productUrl: p.productUrl,
    productBrand: p.brand,
    inStock: p.inStock,
    codAvailable: p.codAvailable,
    discountPercentage: p.discountPercentage,
    offers: p.offers,
    categoryPath,
    styleCode: p.styleCode,
    attributes: {
      size: p.size,
      color: p.color,
      storage: p.storage,
      sizeUnit: p.sizeUnit,
      displaySize: p.displaySize,
    },
  };
  // Deleted products reach delta feeds with isAvailable false (spec rule 3); full feeds omit the flag, as captured.
  if (withAvailability) base['isAvailable'] = p.isAvailable;
  return {
    productBaseInfoV1: base,
    productShippingInfoV1: {
      shippingCharges: inr(p.shippingCharge),
      estimatedDeliveryTime: `Usually Delivered in ${p.deliveryDays} - ${p.deliveryDays + 1} days.`,
      sellerName: p.sellerName,
      sellerAverageRating: p.sellerRating,
      sellerNoOfRatings: p.sellerRatings,
      sellerNoOfReviews: p.sellerReviews,
    },
    categorySpecificInfoV1: {
      keySpecs: p.keySpecs,
      detailedSpecs: p.keySpecs,
      specificationList: p.specs,
      booksInfo: { language: null, binding: null, pages: null, publisher: null, year: 0, authors: [] },
      lifeStyleInfo: lifestyle
        ? { sleeve: null, neck: null, idealFor: ['Men', 'Women'] }
        : { sleeve: null, neck: null, idealFor: [] },
    },
  };
}
