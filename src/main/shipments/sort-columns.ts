import type { ShipmentSortColumn } from '../../shared/shipments/types.ts';

/** The SQL column behind each sortable grid column (the contract names the colIds; SQL never sees them raw). */
export const SORT_SQL: Record<ShipmentSortColumn, string> = {
  shipmentId: 'shipment_id',
  orderIds: 'order_ids',
  skus: 'skus',
  fsns: 'fsns',
  quantity: 'quantity',
  sellingPrice: 'selling_price',
  totalPrice: 'total_price',
  dispatchAfter: 'dispatch_after_ms',
  dispatchBy: 'dispatch_by_ms',
  hold: 'hold',
  status: 'status',
  locationId: 'location_id',
  packagingPolicy: 'packaging_policy',
  paymentType: 'payment_type',
  updatedAt: 'updated_at_ms',
};
