import { AppError } from '../../shared/errors.ts';
import type { FulfilmentActionKind } from '../../shared/fulfilment/action-types.ts';
import type {
  SelfShipDelivery,
  SelfShipDispatch,
  TrackingUpdate,
} from '../../shared/fulfilment/fulfilment-types.ts';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { liveItems } from '../../shared/shipments/order-items.ts';
import { dayOf } from '../../shared/shipments/time-zone.ts';
import type { ActionJournal, NewActionItem } from './action-journal.ts';
import { t } from '../i18n/backend-language.ts';

type Started = { actionId: string; jobId: string };

/** The fulfilment service's start: reads the shipments (offline refused), builds the requests, journals, runs. */
type Start = (
  kind: FulfilmentActionKind,
  items: readonly { shipmentId: string }[],
  requests: (read: Shipment[], key: { profileId: string; account: string }) => readonly NewActionItem[],
) => Promise<Started>;

const IST_MS = 330 * 60_000;
/** A marketplace time, `2026-11-27T14:05:00.000+05:30`. */
const marketplaceTime = (ms: number): string => new Date(ms + IST_MS).toISOString().replace('Z', '+05:30');

export interface SelfShipDispatchInput {
  shipmentId: string;
  deliveryPartner: string;
  trackingId: string;
  /** YYYY-MM-DD in the seller's zone. */
  tentativeDeliveryDate: string;
  /** The invoice it was packed with; left out, the one Stockroom packed it with. */
  invoiceNumber?: string | undefined;
}

/**
 * The actions on self-ship shipments (the seller's own courier): each a journaled job of the fulfilment service, so
 * each is read back before it is sent, sent once, refused offline in one sentence, and locked per shipment. Requests
 * are built from the shipments as just read; dates the marketplace would refuse are refused here first, in words.
 */
export class SelfShipActions {
  readonly #start: Start;
  readonly #journal: ActionJournal;
  readonly #now: () => Date;

  constructor(deps: { start: Start; journal: ActionJournal; now: () => Date }) {
    this.#start = deps.start;
    this.#journal = deps.journal;
    this.#now = deps.now;
  }

  /** Marks self-ship shipments dispatched with the seller's courier and tracking id. Cannot be undone. */
  async dispatch(list: readonly SelfShipDispatchInput[], timeZone: string): Promise<Started> {
    const today = this.#today(timeZone);
    for (const d of list)
      if (d.tentativeDeliveryDate < today)
        throw new AppError('VALIDATION', t('fulfilment.selfShip.deliveryBeforeToday'), {
          field: 'tentativeDeliveryDate',
        });
    return this.#start('selfShipDispatch', list, (read, key) =>
      list.map((d) => {
        const shipment = read.find((s) => s.shipmentId === d.shipmentId);
        const request: SelfShipDispatch = {
          shipmentId: d.shipmentId,
          ...(shipment?.locationId === undefined ? {} : { locationId: shipment.locationId }),
          deliveryPartner: d.deliveryPartner.trim(),
          trackingId: d.trackingId.trim(),
          tentativeDeliveryDate: d.tentativeDeliveryDate,
          dispatchDate: marketplaceTime(this.#now().getTime()),
          invoice: this.#invoice(key.account, d, shipment, today),
        };
        return { shipmentId: d.shipmentId, locationId: request.locationId, request };
      }),
    );
  }

  /** Marks self-ship shipments delivered on a day (today, or one before). Cannot be undone. */
  deliver(shipmentIds: readonly string[], day: string, timeZone: string): Promise<Started> {
    return this.#delivery('selfShipDeliver', shipmentIds, day, timeZone);
  }

  /** Records a failed delivery attempt on a day (today, or one before). Cannot be undone. */
  attempt(shipmentIds: readonly string[], day: string, timeZone: string): Promise<Started> {
    return this.#delivery('selfShipAttempt', shipmentIds, day, timeZone);
  }

  /** Gives a self-ship shipment on its way a new tracking id (and courier, and expected delivery). */
  async tracking(update: TrackingUpdate, timeZone: string): Promise<Started> {
    if (update.tentativeDeliveryDate < this.#today(timeZone))
      throw new AppError('VALIDATION', t('fulfilment.selfShip.deliveryBeforeToday'), {
        field: 'tentativeDeliveryDate',
      });
    const request: TrackingUpdate = {
      ...update,
      trackingId: update.trackingId.trim(),
      deliveryPartner: update.deliveryPartner.trim(),
    };
    return this.#start('trackingUpdate', [update], () => [{ shipmentId: update.shipmentId, request }]);
  }

  async #delivery(
    kind: 'selfShipDeliver' | 'selfShipAttempt',
    shipmentIds: readonly string[],
    day: string,
    timeZone: string,
  ): Promise<Started> {
    const today = this.#today(timeZone);
    if (day > today)
      throw new AppError('VALIDATION', t('fulfilment.selfShip.dayAfterToday', { kind }), { field: 'day' });
    // Today is now; an earlier day is its noon in India, the marketplace's zone.
    const at = day === today ? marketplaceTime(this.#now().getTime()) : `${day}T12:00:00.000+05:30`;
    const items = shipmentIds.map((shipmentId) => ({ shipmentId }));
    return this.#start(kind, items, (read) =>
      shipmentIds.map((shipmentId) => {
        const locationId = read.find((s) => s.shipmentId === shipmentId)?.locationId;
        const request: SelfShipDelivery = {
          shipmentId,
          ...(locationId === undefined ? {} : { locationId }),
          deliveryDate: at,
        };
        return { shipmentId, locationId, request };
      }),
    );
  }

  /**
   * The invoice a self-ship dispatch names: the number the seller typed, else the one Stockroom packed the shipment
   * with; its items the shipment's live order items as just read. Neither known is refused before anything is sent.
   */
  #invoice(
    account: string,
    d: SelfShipDispatchInput,
    shipment: Shipment | undefined,
    today: string,
  ): SelfShipDispatch['invoice'] {
    const packed = this.#journal.packedWith(account, d.shipmentId);
    const typed = d.invoiceNumber?.trim() ?? '';
    const invoiceNumber = typed !== '' ? typed : packed?.invoiceNumber;
    if (invoiceNumber === undefined)
      throw new AppError('VALIDATION', t('fulfilment.selfShip.invoiceUnknown', { shipment: d.shipmentId }), {
        field: 'invoiceNumber',
        shipmentId: d.shipmentId,
      });
    return {
      invoiceNumber,
      invoiceDate: packed?.invoiceNumber === invoiceNumber ? packed.invoiceDate : today,
      items: liveItems(shipment?.orderItems ?? []).map((i) => ({
        orderItemId: i.orderItemId,
        quantity: i.quantity ?? 1,
      })),
    };
  }

  #today(timeZone: string): string {
    return dayOf(this.#now().getTime(), timeZone);
  }
}
