import { z } from 'zod';
import { timeZoneField } from '../ipc/time-zone-field.ts';
import type { GridBlock } from '../grid/block.ts';
import { gridBlockRequestSchema } from '../grid/block-schema.ts';
import { call, event } from '../ipc/define.ts';
import type {
  ShipmentCacheStatus,
  ShipmentCounts,
  ShipmentDetail,
  ShipmentRow,
  ShipmentSummary,
  ShipmentSyncStart,
  ShipmentGridView,
} from './types.ts';
import { DEADLINE_FILTERS, SHIPMENT_SORT_COLUMNS } from './types.ts';
import { MAX_PICK_SHIPMENTS, type PickList } from './pick-list.ts';
import type { TodayFigures } from './today.ts';
import { SHIPMENT_VIEW_IDS } from './views.ts';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-23')
  .optional();

/** The computer's IANA zone: days ("due today", dates typed in a range) are counted in it. */
const timeZone = timeZoneField.optional();

const sortSchema = z
  .array(z.object({ colId: z.enum(SHIPMENT_SORT_COLUMNS), sort: z.enum(['asc', 'desc']) }))
  .max(3);

/** The grid's filter: the tab, quick search, a date range (seller's days, both included), location and hold. */
export const shipmentGridFilterSchema = z
  .object({
    view: z.enum(SHIPMENT_VIEW_IDS),
    search: z.string().max(200).optional(),
    dateField: z.enum(['orderDate', 'dispatchBy']).optional(),
    dateFrom: day,
    dateTo: day,
    locationId: z.string().max(200).optional(),
    hold: z.boolean().optional(),
    deadline: z.enum(DEADLINE_FILTERS).optional(),
    formsFailed: z.boolean().optional(),
    packing: z.boolean().optional(),
    newSinceSync: z.boolean().optional(),
    timeZone,
  })
  .strict();

/** The grid as the person left it (the filter's zone is the computer's and is not kept). */
export const shipmentGridViewSchema = z
  .object({ filter: shipmentGridFilterSchema, sort: sortSchema })
  .strict();

/** A column of the grid as the person arranged it: order is the list's order. */
export const gridColumnStateSchema = z
  .array(
    z.object({
      colId: z.string().min(1).max(100),
      width: z.number().min(20).max(2000).optional(),
      hide: z.boolean().optional(),
    }),
  )
  .max(100);
export type GridColumnState = z.infer<typeof gridColumnStateSchema>;

/** The shipments slice: sync of the active profile's seller account, and reads of its offline cache. */
export const shipmentsCalls = {
  /** Starts (or joins) the sync of the active profile: resumes an unfinished one, else full first, then incremental. */
  startShipmentSync: call<ShipmentSyncStart>()(
    z
      .object({
        kind: z.enum(['auto', 'full', 'incremental']).default('auto'),
        /** A screen opening: no new try while the marketplace's last silence says to wait. */
        whenDue: z.boolean().default(false),
      })
      .strict(),
  ),
  getShipmentCacheStatus: call<ShipmentCacheStatus>()(z.object({}).strict()),
  getShipmentBlock: call<GridBlock<ShipmentRow>>()(
    gridBlockRequestSchema(SHIPMENT_SORT_COLUMNS, shipmentGridFilterSchema),
  ),
  getShipmentCounts: call<{ counts: ShipmentCounts; summary: ShipmentSummary }>()(
    z.object({ filter: shipmentGridFilterSchema }).strict(),
  ),
  getShipment: call<ShipmentDetail>()(z.object({ shipmentId: z.string().min(1) }).strict()),
  /** Which of the given shipments the grid shows under the filter (its tab included): a selection keeps only those. */
  getShipmentsShown: call<{ shipmentIds: string[] }>()(
    z
      .object({ filter: shipmentGridFilterSchema, shipmentIds: z.array(z.string().min(1)).max(1000) })
      .strict(),
  ),
  /** Re-reads the given shipments from the marketplace by id (calls of 100). */
  refreshShipments: call<{ refreshed: number }>()(
    z.object({ shipmentIds: z.array(z.string().min(1)).min(1).max(1000) }).strict(),
  ),
  /** The Today screen's figures from the offline cache, days counted in the given zone. */
  getToday: call<TodayFigures>()(z.object({ timeZone: timeZoneField }).strict()),
  /** A pick list and packing slips of the grid's view (its filter and sort) or of chosen shipments. */
  getPickList: call<PickList>()(
    z.union([
      z
        .object({
          filter: shipmentGridFilterSchema,
          sort: sortSchema.optional(),
          timeZone: timeZoneField,
        })
        .strict(),
      z
        .object({
          shipmentIds: z.array(z.string().min(1).max(100)).min(1).max(MAX_PICK_SHIPMENTS),
          timeZone: timeZoneField,
        })
        .strict(),
    ]),
  ),
  /** The grid's tab, filters and sort as the person left them, kept per profile; null before any. */
  getShipmentView: call<ShipmentGridView | null>()(z.object({}).strict()),
  saveShipmentView: call<void>()(shipmentGridViewSchema),
  /** Column order, widths and visibility of the grid, kept per profile. */
  getShipmentColumns: call<GridColumnState | null>()(z.object({}).strict()),
  saveShipmentColumns: call<void>()(z.object({ columns: gridColumnStateSchema }).strict()),
};

export const shipmentsEvents = {
  /** The cache of a profile changed (a sync stored a page, a refresh ended): grids and counts read again. */
  shipmentsChanged: event<{ profileId: string }>(),
};
