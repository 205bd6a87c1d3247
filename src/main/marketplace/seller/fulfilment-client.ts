import { AppError } from '../../../shared/errors.ts';
import type {
  CancelShipment,
  HandoverCount,
  PackShipment,
  ShipmentActionResult,
} from '../../../shared/fulfilment/fulfilment-types.ts';
import { DEFAULT_TIMEOUTS, parseJson } from '../http/http-client.ts';
import type { HttpMethod, HttpResponse } from '../http/http-client.ts';
import { ACTION_WORDS, actionAnswerSchema, handoverCountsSchema } from './fulfilment-schemas.ts';
import { parseAnswer, type AnswerKind } from './parse.ts';
import { t } from '../../i18n/backend-language.ts';
import { isWholePdf, startsAsPdf } from './whole-pdf.ts';

/** One authorised call of the seller client (its token, retries and checks), at a path under the base address. */
export type SellerCall = (
  method: HttpMethod,
  path: string,
  opts: {
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal | undefined;
    timeoutMs: number;
    /** 1 for actions: after a failure the job reads the states back before sending again. */
    maxAttempts?: number;
    /** A binary answer (a PDF) up to this many bytes. */
    binary?: { binary: true; maxBytes: number };
  },
) => Promise<HttpResponse>;

/** Shipments per action call: the SDK states no limit; the simulator takes 100, as the by-ids read does. */
export const MAX_SHIPMENTS_PER_ACTION = 100;
/** A labels PDF of 100 shipments is a few hundred KB; ten times that is refused as a fault of the answer. */
export const MAX_PDF_BYTES = 16 * 1024 * 1024;

const PDF = { Accept: 'application/pdf' };
/** Fulfilment calls are order calls: the service recommends 60 s at least. */
const ORDERS_MS = DEFAULT_TIMEOUTS.ordersMs;

/** `details.answer` of a PDF call answered with something else: the marketplace answered, so it is no lost connection. */
export const NOT_A_PDF = 'not-a-pdf';

export type LabelParts = 'labels+invoices' | 'invoices' | 'labels';

/** Path id lists: comma-joined, then URL-encoded (`,` → `%2C`), as the SDK sends them. */
export const idsInPath = (ids: readonly string[]): string => encodeURIComponent(ids.join(','));

function batch<T>(items: readonly T[], what: string): void {
  if (items.length === 0 || items.length > MAX_SHIPMENTS_PER_ACTION)
    throw new AppError(
      'VALIDATION',
      `A ${what} call takes 1 to ${MAX_SHIPMENTS_PER_ACTION} shipments; Stockroom sends larger selections in parts.`,
      { count: items.length },
    );
}

/** The SDK's PackRequest for one shipment (real-seller-api.md §2). */
export function packRequestOf(s: PackShipment): Record<string, unknown> {
  const serials = s.items.filter((i) => i.serialNumbers !== undefined && i.serialNumbers.length > 0);
  return {
    shipmentId: s.shipmentId,
    ...(s.locationId === undefined ? {} : { locationId: s.locationId }),
    taxItems: s.items.map((i) => ({
      orderItemId: i.orderItemId,
      taxRate: i.taxRate,
      quantity: i.quantity,
      purchasePrice: i.invoiceAmount,
    })),
    ...(serials.length === 0
      ? {}
      : {
          serialNumbers: serials.map((i) => ({ orderItemId: i.orderItemId, serialNumbers: i.serialNumbers })),
        }),
    invoices: [
      {
        shipmentId: s.shipmentId,
        invoiceNumber: s.invoiceNumber,
        invoiceDate: s.invoiceDate,
        orderItems: s.items.map((i) => ({
          orderItemId: i.orderItemId,
          invoiceAmount: i.invoiceAmount,
          taxRate: i.taxRate,
          ...(i.serialNumbers === undefined ? {} : { serialNumbers: i.serialNumbers }),
        })),
      },
    ],
    subShipments: s.packages.map((p) => ({
      subShipmentId: p.subShipmentId,
      dimensions: { length: p.length, breadth: p.breadth, height: p.height, weight: p.weight },
    })),
  };
}

/** One entry of an action answer, whatever the item (a shipment, a return). */
export interface AnswerEntry {
  id: string;
  status?: string | undefined;
  processingStatus?: string | undefined;
  errorCode?: string | undefined;
  errorMessage?: string | undefined;
}

export type ItemAnswer =
  | { id: string; outcome: 'done' }
  | { id: string; outcome: 'refused'; errorCode: string; errorMessage: string }
  | { id: string; outcome: 'unreported' };

/**
 * Every sent item's result, in the order sent. A 200 alone means nothing: an item is done only when its own entry
 * says success (and no error code), and refused only when it says failure (ACTION_WORDS); one the answer leaves
 * out, names without a status (the SDK's shape), with a word Stockroom does not know or in two entries that
 * disagree is unreported, read back before anything is concluded from it.
 */
export function judgeAnswer(
  sent: readonly string[],
  entries: readonly AnswerEntry[],
  noReason: string,
): ItemAnswer[] {
  const wordOf = (e: AnswerEntry) => (e.status ?? e.processingStatus)?.toLowerCase();
  const byId = new Map<string, AnswerEntry | null>();
  // Two entries for one item that disagree say nothing of it: null, read back.
  for (const e of entries) {
    const seen = byId.get(e.id);
    byId.set(e.id, seen === undefined || (seen !== null && wordOf(seen) === wordOf(e)) ? e : null);
  }
  return sent.map((id): ItemAnswer => {
    const entry = byId.get(id) ?? undefined;
    const status = entry === undefined ? undefined : wordOf(entry);
    // A success that also carries an error code is not understood either: read back.
    const erred = (entry?.errorCode ?? '').trim() !== '';
    if (status === ACTION_WORDS.done && !erred) return { id, outcome: 'done' };
    if (entry === undefined || status !== ACTION_WORDS.refused) return { id, outcome: 'unreported' };
    return {
      id,
      outcome: 'refused',
      errorCode: entry.errorCode ?? status.toUpperCase(),
      errorMessage: entry.errorMessage ?? noReason,
    };
  });
}

/** Every sent shipment's result, in the order sent (judgeAnswer). */
export function readActionAnswer(
  sent: readonly string[],
  value: unknown,
  what: AnswerKind,
): ShipmentActionResult[] {
  const answer = parseAnswer(actionAnswerSchema, value, what);
  return judgeAnswer(
    sent,
    answer.shipments.map((e) => ({ ...e, id: e.shipmentId })),
    t('marketplace.action.noReason'),
  ).map(({ id, ...rest }) => ({ shipmentId: id, ...rest }));
}

/**
 * The PDF of a labels or manifest answer. A 200 with a web page or JSON is the marketplace's fault, said as such (not
 * as a lost connection); a PDF cut short (no `%%EOF`, or one that does not parse) is refused, so it is never kept.
 */
async function pdfOf(res: HttpResponse, what: 'label' | 'manifest'): Promise<Uint8Array> {
  const bytes = res.bytes ?? new Uint8Array();
  if (!startsAsPdf(bytes))
    throw new AppError('SERVER', t('marketplace.pdf.notPdf', { what }), {
      answer: NOT_A_PDF,
      bytes: bytes.length,
    });
  if (!(await isWholePdf(bytes)))
    throw new AppError('SERVER', t('marketplace.pdf.damaged', { what }), {
      answer: NOT_A_PDF,
      bytes: bytes.length,
    });
  return bytes;
}

/** The fulfilment calls of one seller account: the only place their paths and bodies are spelled. */
export class FulfilmentClient {
  readonly #call: SellerCall;

  constructor(call: SellerCall) {
    this.#call = call;
  }

  /** `POST /v3/shipments/labels`: asks the marketplace to pack; packing then runs there (PACKING_IN_PROGRESS). */
  async pack(shipments: readonly PackShipment[], signal?: AbortSignal): Promise<ShipmentActionResult[]> {
    batch(shipments, 'pack');
    const res = await this.#call('POST', '/v3/shipments/labels', {
      timeoutMs: ORDERS_MS,
      body: { shipments: shipments.map(packRequestOf) },
      maxAttempts: 1,
      signal,
    });
    return readActionAnswer(
      shipments.map((s) => s.shipmentId),
      parseJson(res, 'packResults'),
      'packResults',
    );
  }

  /** `POST /v3/shipments/dispatch`: marks packed shipments of one location ready to dispatch. */
  async dispatch(
    shipmentIds: readonly string[],
    locationId: string | undefined,
    signal?: AbortSignal,
  ): Promise<ShipmentActionResult[]> {
    batch(shipmentIds, 'ready to dispatch');
    const res = await this.#call('POST', '/v3/shipments/dispatch', {
      timeoutMs: ORDERS_MS,
      body: { shipmentIds, ...(locationId === undefined ? {} : { locationId }) },
      maxAttempts: 1,
      signal,
    });
    return readActionAnswer(shipmentIds, parseJson(res, 'dispatchResults'), 'dispatchResults');
  }

  /** `POST /v3/shipments/cancel`: cancels shipments not yet packed, each with a reason. */
  async cancel(shipments: readonly CancelShipment[], signal?: AbortSignal): Promise<ShipmentActionResult[]> {
    batch(shipments, 'cancel');
    const res = await this.#call('POST', '/v3/shipments/cancel', {
      timeoutMs: ORDERS_MS,
      body: {
        shipments: shipments.map((s) => ({
          shipmentId: s.shipmentId,
          reason: s.reason,
          ...(s.locationId === undefined ? {} : { locationId: s.locationId }),
          ...(s.cancellationGroupIds === undefined ? {} : { cancellationGroupIds: s.cancellationGroupIds }),
        })),
      },
      maxAttempts: 1,
      signal,
    });
    return readActionAnswer(
      shipments.map((s) => s.shipmentId),
      parseJson(res, 'cancelResults'),
      'cancelResults',
    );
  }

  /** Labels and invoices (`GET …/labels`), invoices (`GET …/invoices`) or labels (`POST …/labelOnly/pdf`) as one PDF. */
  async labelsPdf(
    shipmentIds: readonly string[],
    parts: LabelParts = 'labels+invoices',
    opts: { reprint?: boolean; signal?: AbortSignal } = {},
  ): Promise<Uint8Array> {
    batch(shipmentIds, 'labels');
    const ids = idsInPath(shipmentIds);
    const [method, path]: [HttpMethod, string] =
      parts === 'labels+invoices'
        ? ['GET', `/v3/shipments/${ids}/labels`]
        : parts === 'invoices'
          ? ['GET', `/v3/shipments/${ids}/invoices`]
          : ['POST', `/v3/shipments/${ids}/labelOnly/pdf?reprint=${opts.reprint === true}`];
    const res = await this.#call(method, path, {
      timeoutMs: ORDERS_MS,
      headers: PDF,
      binary: { binary: true, maxBytes: MAX_PDF_BYTES },
      signal: opts.signal,
    });
    return pdfOf(res, 'label');
  }

  /** `GET /v3/shipments/handover/counts`: what each courier picks up at a location. */
  async handoverCounts(locationId: string | undefined, signal?: AbortSignal): Promise<HandoverCount[]> {
    const query = locationId === undefined ? '' : `?locationId=${encodeURIComponent(locationId)}`;
    const res = await this.#call('GET', `/v3/shipments/handover/counts${query}`, {
      timeoutMs: ORDERS_MS,
      signal,
    });
    return parseAnswer(handoverCountsSchema, parseJson(res, 'handoverCounts'), 'handoverCounts').map((c) => ({
      vendorGroupCode: c.vendorGroupCode,
      count: c.count,
      pickupFrom: c.pickUpDate?.from,
      pickupTo: c.pickUpDate?.to,
      isMps: c.isMps === true,
    }));
  }

  /** `POST /v3/shipments/manifest`: one courier's handover sheet as a PDF. */
  async manifestPdf(
    params: { vendorGroupCode: string; locationId?: string | undefined; isMps?: boolean },
    signal?: AbortSignal,
  ): Promise<Uint8Array> {
    const res = await this.#call('POST', '/v3/shipments/manifest', {
      timeoutMs: ORDERS_MS,
      body: {
        params: {
          vendorGroupCode: params.vendorGroupCode,
          ...(params.locationId === undefined ? {} : { locationId: params.locationId }),
          is_mps: params.isMps === true,
        },
      },
      headers: PDF,
      binary: { binary: true, maxBytes: MAX_PDF_BYTES },
      signal,
    });
    return pdfOf(res, 'manifest');
  }
}
