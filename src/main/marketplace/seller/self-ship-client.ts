import { AppError } from '../../../shared/errors.ts';
import type {
  SelfShipDelivery,
  SelfShipDispatch,
  ShipmentActionResult,
  TrackingUpdate,
} from '../../../shared/fulfilment/fulfilment-types.ts';
import { DEFAULT_TIMEOUTS, parseJson } from '../http/http-client.ts';
import type { SellerCall } from './fulfilment-client.ts';
import { MAX_SHIPMENTS_PER_ACTION, readActionAnswer } from './fulfilment-client.ts';
import type { AnswerKind } from './parse.ts';
import { t } from '../../i18n/backend-language.ts';

/** The tentative delivery date of a seller's day: noon in India, never "before today" at the marketplace. */
const dayAtNoon = (day: string): string => `${day}T12:00:00.000+05:30`;

/** The calls on self-ship shipments, for the action runner. */
export type SelfShipCalls = Pick<
  SelfShipClient,
  'selfShipDispatch' | 'selfShipDelivery' | 'selfShipAttempt' | 'updateTracking'
>;

/**
 * The self-ship calls of `ShipmentV3Api` (real-seller-api.md §2), the only place their paths and bodies are spelled:
 * dispatched, delivered and a failed delivery attempt answer `{shipments: [{shipmentId, processingStatus, errorCode,
 * errorMessage}]}` (read as every action answer is: only a word Stockroom knows is final); a tracking id update
 * answers nothing but its status, so a refusal is its error body.
 */
export class SelfShipClient {
  readonly #call: SellerCall;

  constructor(call: SellerCall) {
    this.#call = call;
  }

  /** `POST /v3/shipments/selfShip/dispatch`: handed to the seller's own courier (SHIPPED). */
  selfShipDispatch(list: readonly SelfShipDispatch[], signal?: AbortSignal): Promise<ShipmentActionResult[]> {
    return this.#batch('/v3/shipments/selfShip/dispatch', 'selfShipResults', list, signal, (s) => ({
      shipmentId: s.shipmentId,
      ...(s.locationId === undefined ? {} : { locationId: s.locationId }),
      dispatchDate: s.dispatchDate,
      tentativeDeliveryDate: dayAtNoon(s.tentativeDeliveryDate),
      deliveryPartner: s.deliveryPartner,
      trackingId: s.trackingId,
      invoice: s.invoice,
    }));
  }

  /** `POST /v3/shipments/selfShip/delivery`: delivered to the buyer. */
  selfShipDelivery(list: readonly SelfShipDelivery[], signal?: AbortSignal): Promise<ShipmentActionResult[]> {
    return this.#batch('/v3/shipments/selfShip/delivery', 'deliveryResults', list, signal, deliverRequest);
  }

  /** `POST /v3/shipments/selfShip/deliveryAttempt`: the courier tried and could not deliver. */
  selfShipAttempt(list: readonly SelfShipDelivery[], signal?: AbortSignal): Promise<ShipmentActionResult[]> {
    return this.#batch(
      '/v3/shipments/selfShip/deliveryAttempt',
      'deliveryAttemptResults',
      list,
      signal,
      deliverRequest,
    );
  }

  /**
   * `POST /v3/shipments/{shipmentId}/update` (snake_case body), one shipment a call. Any 2xx is done; a 4xx naming
   * its code is the marketplace's refusal; anything else (no answer, a 5xx) is thrown, to be read back.
   */
  async updateTracking(
    list: readonly TrackingUpdate[],
    signal?: AbortSignal,
  ): Promise<ShipmentActionResult[]> {
    const [u] = list;
    if (u === undefined || list.length !== 1)
      throw new AppError('VALIDATION', t('marketplace.selfShip.oneShipment'), { count: list.length });
    try {
      await this.#call('POST', `/v3/shipments/${encodeURIComponent(u.shipmentId)}/update`, {
        timeoutMs: DEFAULT_TIMEOUTS.ordersMs,
        body: {
          shipment_id: u.shipmentId,
          tracking_id: u.trackingId,
          delivery_partner: u.deliveryPartner,
          tentative_delivery_date: dayAtNoon(u.tentativeDeliveryDate),
        },
        maxAttempts: 1,
        signal,
      });
      return [{ shipmentId: u.shipmentId, outcome: 'done' }];
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === undefined) throw error;
      return [{ shipmentId: u.shipmentId, outcome: 'refused', ...refusal }];
    }
  }

  async #batch<T extends { shipmentId: string }>(
    path: string,
    what: AnswerKind,
    list: readonly T[],
    signal: AbortSignal | undefined,
    wire: (item: T) => Record<string, unknown>,
  ): Promise<ShipmentActionResult[]> {
    if (list.length === 0 || list.length > MAX_SHIPMENTS_PER_ACTION)
      throw new AppError('VALIDATION', t('marketplace.selfShip.tooMany', { max: MAX_SHIPMENTS_PER_ACTION }), {
        count: list.length,
      });
    const res = await this.#call('POST', path, {
      timeoutMs: DEFAULT_TIMEOUTS.ordersMs,
      body: { shipments: list.map(wire) },
      maxAttempts: 1,
      signal,
    });
    return readActionAnswer(
      list.map((s) => s.shipmentId),
      parseJson(res, what),
      what,
    );
  }
}

const deliverRequest = (s: SelfShipDelivery): Record<string, unknown> => ({
  shipmentId: s.shipmentId,
  ...(s.locationId === undefined ? {} : { locationId: s.locationId }),
  deliveryDate: s.deliveryDate,
});

/**
 * A final refusal of a one-shipment call: a 4xx other than those that say nothing of the shipment (a token, a
 * timeout, a rate limit), with the code the marketplace named. Anything else is not understood: undefined.
 */
function refusalOf(error: unknown): { errorCode: string; errorMessage: string } | undefined {
  if (!(error instanceof AppError)) return undefined;
  const status = error.details?.status;
  const code = error.details?.serviceCode;
  if (typeof status !== 'number' || status < 400 || status >= 500 || [401, 408, 429].includes(status))
    return undefined;
  if (typeof code !== 'string' || code === '') return undefined;
  const said = error.details?.serviceMessage;
  return {
    errorCode: code,
    errorMessage:
      typeof said === 'string' && said !== '' ? said : 'The marketplace refused the new tracking id.',
  };
}
