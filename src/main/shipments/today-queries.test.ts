import { describe, expect, it } from 'vitest';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { TodayQueries } from './today-queries.ts';
import { ShipmentQueries } from './shipment-queries.ts';
import { KEY, openCache } from './shipments.test-support.ts';

/** A shipment of one order item ordered at `orderDate` (an exact instant), worth `sellingPrice`. */
const ordered = (id: number, orderDate: string, sellingPrice: number): Shipment =>
  ({
    shipmentId: `S${id}`,
    dispatchByDate: '2026-12-01T12:00:00.000+05:30',
    dispatchAfterDate: '2026-11-30T12:00:00.000+05:30',
    updatedAt: orderDate,
    locationId: 'LOC1',
    hold: false,
    orderItems: [
      {
        orderItemId: `OI${id}`,
        orderId: `OD${id}`,
        sku: 'SKU1',
        title: 'A kettle',
        quantity: 1,
        status: 'DELIVERED',
        orderDate,
        priceComponents: { sellingPrice, totalPrice: sellingPrice },
      },
    ],
    forms: [],
    subShipments: [],
  }) as unknown as Shipment;

describe("Today's orders and value per day", () => {
  it('counts each order in its day in the seller zone, across a change of daylight saving', () => {
    const cache = openCache();
    try {
      // New York left daylight saving at 2 am on 1 November 2026: that day is 25 hours long.
      const now = Date.parse('2026-11-29T15:00:00.000Z');
      cache.writer.store(
        KEY,
        [
          ordered(1, '2026-10-30T23:59:00.000-04:00', 100), // the day before the 30 days shown
          ordered(2, '2026-10-31T00:00:00.000-04:00', 200), // the first day's first minute
          ordered(3, '2026-11-01T00:30:00.000-04:00', 300), // 1 Nov, before the change
          ordered(4, '2026-11-01T23:30:00.000-05:00', 400), // 1 Nov, its 25th hour
          ordered(5, '2026-11-02T00:00:00.000-05:00', 500), // 2 Nov's first minute
          ordered(6, '2026-11-29T09:59:00.000-05:00', 600), // today
          ordered(7, '2026-11-30T00:00:00.000-05:00', 700), // tomorrow: not yet a day shown
        ],
        { syncedAt: '2026-11-29T15:00:00.000Z', fullSyncId: 'F1' },
      );
      const today = new TodayQueries(cache.db, new ShipmentQueries(cache.db, () => now), () => now);
      const { perDay } = today.figures(KEY, 'America/New_York');
      expect(perDay.map((d) => d.day)).toHaveLength(30);
      expect(perDay[0]).toEqual({ day: '2026-10-31', orders: 1, value: 200 });
      expect(perDay[1]).toEqual({ day: '2026-11-01', orders: 2, value: 700 });
      expect(perDay[2]).toEqual({ day: '2026-11-02', orders: 1, value: 500 });
      expect(perDay.at(-1)).toEqual({ day: '2026-11-29', orders: 1, value: 600 });
      expect(perDay.reduce((n, d) => n + d.orders, 0)).toBe(5);
      // The same orders in India's zone (no daylight saving) fall on other days.
      const india = today.figures(KEY, 'Asia/Kolkata').perDay;
      expect(india.find((d) => d.day === '2026-11-02')).toEqual({ day: '2026-11-02', orders: 2, value: 900 });
    } finally {
      cache.close();
    }
  });
});
