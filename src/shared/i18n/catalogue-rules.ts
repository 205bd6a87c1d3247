import type { MessageId } from './catalogue.ts';

/** The seller's day: the ids a language must have before it is offered (the frame, Today, Shipments, Pack, Returns). */
export const SELLER_DAY = ['app.', 'ui.', 'today.', 'shipments.', 'fulfilment.', 'returns.'] as const;

/**
 * Messages Hindi writes exactly as English: names and codes a seller reads in Latin letters everywhere (on labels,
 * in the marketplace's panel). Anything else equal to its English is an untranslated copy.
 */
export const SAME_IN_HINDI: ReadonlySet<MessageId> = new Set<MessageId>([
  'today.skus.sku',
  'shipments.grid.sku',
  'shipments.grid.fsn',
  'shipments.detail.sku',
  'shipments.detail.fsn',
  'shipments.print.sku',
  'shipments.print.fsn',
  'returns.claims.col.sku',
  'returns.col.sku',
  'returns.xlsx.sku',
  'sandbox.orders.sku',
  'listings.field.sku',
  'listings.field.mrp',
  'listings.column.sku',
  'listings.column.mrp',
  'listings.column.hsn',
  'listings.header.sku',
  'listings.header.mrp',
  'listings.format.excel',
  'listings.format.csv',
  'listings.preview.field.mrp',
  'listings.preview.sku',
  'listings.compare.mrp',
  // — my listings, settings and accounts —
  'myListings.column.sku',
  'myListings.column.mrp',
  'myListings.column.gst',
  'myListings.column.hsn',
  'myListings.words.price',
  'settings.address.sellerPlaceholder',
  'settings.address.placeholder',
  'settings.sellerApp.appId',
  'settings.sellerApp.appSecret',
  'feeds.settings.json',
  'feeds.settings.xml',
  'feeds.column.mrp',
  'feeds.column.cod',
  'feeds.file.csv',
  'products.column.sku',
  'products.column.gst',
  'products.column.hsn',
  'app.window.title',
  'app.marketplace.withSentence',
  'ui.job.messageWithRate',
]);
