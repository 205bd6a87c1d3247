import { randomUUID } from 'node:crypto';
import type { JobKind } from '../../shared/app/job-kinds.ts';
import { AppError } from '../../shared/errors.ts';
import type {
  ActionItemResult,
  ActionState,
  ActionSummary,
  FulfilmentActionKind,
} from '../../shared/fulfilment/action-types.ts';
import type { PackShipment } from '../../shared/fulfilment/fulfilment-types.ts';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import type { SliceDeps } from '../backend/slice-deps.ts';
import type { SellerClient } from '../marketplace/seller/seller-client.ts';
import type { ShipmentCacheWrites } from '../shipments/index.ts';
import { ActionJournal } from './action-journal.ts';
import type { NewActionItem } from './action-journal.ts';
import { runActionKept, settleCancelledKept } from './action-runner.ts';
import { FulfilmentPdfs } from './fulfilment-pdfs.ts';
import { LabelFiles } from './label-files.ts';
import { offline } from './offline-sentence.ts';
import { notOwn } from '../accounts/index.ts';
import { notDone, untaken } from './action-states.ts';
import { t } from '../i18n/backend-language.ts';
import { PackDefaults } from './pack-defaults.ts';
import type { Printer } from '../app/printer.ts';
import { buildPackForm } from './pack-form.ts';
import { cancelRequestOf } from './cancel-request.ts';
import { learnFromPack } from './pack-learning.ts';
import type { PackForm } from '../../shared/fulfilment/pack-rules.ts';
import { dayOf } from '../../shared/shipments/time-zone.ts';
import { checkInvoicePattern } from '../../shared/fulfilment/invoice-pattern.ts';
import type { ProductsOffer } from '../products/index.ts';
import type { RunnerDeps } from './action-runner.ts';
import { abortableSleep } from '../marketplace/http/abort.ts';
import { SelfShipActions } from './self-ship.ts';
import { ActionJobs, SHIPMENT_JOB_WORDS } from './action-jobs.ts';

const JOB_KIND: Record<FulfilmentActionKind, JobKind> = {
  pack: 'fulfilmentPack',
  dispatch: 'fulfilmentDispatch',
  cancel: 'fulfilmentCancel',
  selfShipDispatch: 'selfShipDispatch',
  selfShipDeliver: 'selfShipDeliver',
  selfShipAttempt: 'selfShipAttempt',
  trackingUpdate: 'trackingUpdate',
};

export type RunnerOptions = Pick<RunnerDeps, 'sleep' | 'pollMs' | 'maxPolls' | 'maxRounds' | 'concurrency'>;

export interface FulfilmentServiceDeps {
  deps: SliceDeps;
  cache: ShipmentCacheWrites;
  /** The product records (the products slice): the pack form's tax, HSN, package and serial numbers. */
  products: Pick<ProductsOffer, 'recordsFor' | 'fromPack' | 'needSerials'>;
  runner?: Partial<RunnerOptions>;
  /** The desktop app's printer; absent in the web host, whose screen downloads the PDFs. */
  printer?: Printer | undefined;
}

type AccountKey = { profileId: string; account: string };

const skusOf = (shipments: readonly Shipment[]): Map<string, string> =>
  new Map(shipments.flatMap((s) => s.orderItems.map((i) => [i.orderItemId, i.sku ?? ''] as const)));

/**
 * Pack, ready to dispatch and cancel as jobs with a journal (GUIDE "Actions at the marketplace"): every shipment
 * journaled before it is sent, states read back before anything is sent again, one job per action.
 */
export class FulfilmentService {
  readonly #deps: SliceDeps;
  readonly #cache: ShipmentCacheWrites;
  readonly #products: FulfilmentServiceDeps['products'];
  readonly #runner: Partial<RunnerOptions>;
  readonly journal: ActionJournal;
  readonly #defaults: PackDefaults;
  readonly #labels: LabelFiles;
  /** Labels, invoices and manifests as PDFs, downloaded or printed. */
  readonly pdfs: FulfilmentPdfs;
  /** Dispatched, delivered, a failed attempt and a new tracking id of self-ship shipments. */
  readonly selfShip: SelfShipActions;
  readonly #jobs: ActionJobs<FulfilmentActionKind>;

  constructor({ deps, cache, products, runner = {}, printer }: FulfilmentServiceDeps) {
    this.#deps = deps;
    this.#cache = cache;
    this.#products = products;
    this.#runner = runner;
    this.journal = new ActionJournal(deps.db, deps.now);
    this.#jobs = new ActionJobs(deps, this.journal, SHIPMENT_JOB_WORDS);
    this.#defaults = new PackDefaults(deps.db);
    this.#labels = new LabelFiles(deps.databaseDir);
    this.selfShip = new SelfShipActions({
      start: async (kind, items, requests) => {
        const { actionId, jobId } = await this.#start(kind, items, requests);
        return { actionId, jobId };
      },
      journal: this.journal,
      now: deps.now,
    });
    this.pdfs = new FulfilmentPdfs({
      account: async () => {
        const profileId = deps.profiles.activeId();
        return { ...(await this.#account(profileId)), profileId };
      },
      own: (key, shipmentIds) => this.#refuseForeign(key, shipmentIds, t('fulfilment.labels.notDownloaded')),
      now: deps.now,
      labels: this.#labels,
      printer,
    });
  }

  /** The pack form of the chosen shipments, read from the marketplace now (packing needs it anyway). */
  async packForm(shipmentIds: readonly string[], timeZone: string): Promise<PackForm> {
    const readFrom = this.#deps.now();
    const { key, shipments } = await this.#read('pack', shipmentIds);
    // A refused pack whose read-back failed keeps its number until a later read shows the shipment unpacked: this.
    this.journal.markUntaken(
      { account: key.account, readFrom },
      shipments.filter((s) => untaken('pack', s)).map((s) => s.shipmentId),
    );
    const skus = shipments.flatMap((s) => s.orderItems.map((i) => i.sku ?? ''));
    return buildPackForm({
      shipments,
      products: await this.#products.recordsFor(key, skus),
      counter: this.#defaults.invoiceCounter(key),
      inUse: this.journal.invoiceNumbersInUse(key.account),
      today: dayOf(this.#deps.now().getTime(), timeZone),
      now: this.#deps.now().getTime(),
      timeZone,
    });
  }

  /**
   * The seller's invoice-number pattern and next number for the active seller account, refused with the pattern
   * rules' sentence when the numbers it makes would not do.
   */
  async setInvoicePattern(
    pattern: string,
    next: number,
    timeZone: string,
  ): Promise<{ pattern: string; next: number }> {
    const profileId = this.#deps.profiles.activeId();
    const key = { profileId, account: (await this.#account(profileId)).key };
    const issue = checkInvoicePattern(t, pattern, next, dayOf(this.#deps.now().getTime(), timeZone));
    if (issue !== undefined) throw new AppError('VALIDATION', issue, { field: 'pattern' });
    this.#defaults.setInvoicePattern(key, pattern, next);
    return this.#defaults.invoiceCounter(key);
  }

  async startPack(shipments: readonly PackShipment[]): Promise<{ actionId: string; jobId: string }> {
    const items = shipments.map((s) => ({ shipmentId: s.shipmentId, locationId: s.locationId, request: s }));
    // Its invoice numbers are reserved as it is journaled, with the lock (ActionJournal.create).
    const started = await this.#start('pack', items);
    // The next form starts from what this one used; the invoice counter moves once the marketplace packs.
    this.#products.fromPack(started.key, shipments, skusOf(started.read));
    return { actionId: started.actionId, jobId: started.jobId };
  }

  async startDispatch(shipmentIds: readonly string[]): Promise<{ actionId: string; jobId: string }> {
    const { actionId, jobId } = await this.#start(
      'dispatch',
      shipmentIds.map((shipmentId) => ({ shipmentId, request: null })),
    );
    return { actionId, jobId };
  }

  /**
   * Cancels before packing: each shipment whole, or the order items named, sent as their cancellation groups read
   * from the marketplace now (the SDK's `cancellationGroupIds`).
   */
  async startCancel(
    shipments: readonly { shipmentId: string; reason: string; orderItemIds?: string[] | undefined }[],
  ): Promise<{ actionId: string; jobId: string }> {
    const { actionId, jobId } = await this.#start('cancel', shipments, (read) =>
      shipments.map((c) => {
        const request = cancelRequestOf(
          c,
          read.find((s) => s.shipmentId === c.shipmentId),
        );
        return { shipmentId: c.shipmentId, locationId: request.locationId, request };
      }),
    );
    return { actionId, jobId };
  }

  /** The profile's seller account, or the sentence saying there is none yet. */
  async #account(profileId: string): Promise<{ key: string; client: SellerClient }> {
    const account = await this.#deps.clients.sellerAccount(profileId);
    if (account === null) throw new AppError('NOT_CONFIGURED', t('fulfilment.account.none'));
    return account;
  }

  action(actionId: string): ActionSummary & { items: ActionItemResult[]; jobId: string | null } {
    const summary = this.journal.get(actionId);
    if (summary === undefined) throw new AppError('NOT_FOUND', t('fulfilment.action.notFound'), { actionId });
    const { profileId: _p, account: _a, ...rest } = summary;
    return { ...rest, items: this.journal.items(actionId), jobId: this.#jobs.jobOf(actionId) };
  }

  isRunning(actionId: string): boolean {
    return this.#jobs.isRunning(actionId);
  }

  /** Every action of the active seller account still in flight, read back and resumed or closed (ActionJobs). */
  resumeUnfinished(): Promise<string[]> {
    return this.#jobs.resumeUnfinished(this.#deps, (id, kind, key, client, state) => {
      const jobId = this.#job(id, kind, key, client, state);
      this.#deps.bus.emit('fulfilmentResumed', { actionId: id, jobId, kind, profileId: key.profileId });
    });
  }

  close(): Promise<void> {
    return this.#jobs.close();
  }

  /** The shipments read from the marketplace now, stored in the cache; offline is refused with one sentence. */
  async #read(
    kind: FulfilmentActionKind,
    shipmentIds: readonly string[],
  ): Promise<{ key: { profileId: string; account: string }; client: SellerClient; shipments: Shipment[] }> {
    if (shipmentIds.length === 0) throw new AppError('VALIDATION', t('fulfilment.choose.none'));
    const profileId = this.#deps.profiles.activeId();
    const account = await this.#account(profileId);
    const key = { profileId, account: account.key };
    this.#refuseForeign(key, shipmentIds, notDone(kind));
    // Actions need the marketplace: a read first, so offline is refused now rather than queued.
    try {
      const shipments = await account.client.getShipments('shipmentIds', shipmentIds);
      await this.#cache.storeRead(key, shipments);
      return { key, client: account.client, shipments };
    } catch (error) {
      throw offline(error, t('fulfilment.offline.so', { notDone: notDone(kind) }));
    }
  }

  /**
   * An action belongs to its account: shipments neither in the account's cache nor named by its journal (another
   * profile's, left on a screen from before a switch) are refused before anything reaches the marketplace.
   */
  #refuseForeign(
    key: { profileId: string; account: string },
    shipmentIds: readonly string[],
    outcome: string,
  ): void {
    const cached = this.#cache.cached(key, shipmentIds);
    const named = this.journal.named(key, shipmentIds);
    const foreign = shipmentIds.filter((id) => !cached.has(id) && !named.has(id));
    if (foreign.length > 0) throw notOwn('shipment', foreign, outcome);
  }

  /** Reads the shipments, then journals the action (its requests built from the read, when they need it). */
  async #start(
    kind: FulfilmentActionKind,
    items: readonly { shipmentId: string }[],
    requests: (read: Shipment[], key: AccountKey) => readonly NewActionItem[] = () =>
      items as NewActionItem[],
  ) {
    const ids = [...new Set(items.map((i) => i.shipmentId))];
    const { key, client, shipments } = await this.#read(kind, ids);
    const unique = [...new Map(requests(shipments, key).map((i) => [i.shipmentId, i])).values()];
    const actionId = randomUUID();
    // One action per shipment at a time: refused here, in words, when another holds one (action-locks.ts).
    this.journal.create(actionId, key, kind, unique);
    return { actionId, jobId: this.#job(actionId, kind, key, client), key, read: shipments };
  }

  /** Runs an action as a job (ActionJobs): a new one, or (`resumed`, the state it was left in) one still in flight. */
  #job(
    actionId: string,
    kind: FulfilmentActionKind,
    key: { profileId: string; account: string },
    client: SellerClient,
    resumed?: ActionState,
  ): string {
    // The SKU of each order item, as the job reads the shipments: what a pack's answers teach is kept per SKU.
    const skuOf = new Map<string, string>();
    const runner: RunnerDeps = {
      journal: this.journal,
      seller: client,
      store: (shipments: Shipment[]) => {
        for (const [item, sku] of skusOf(shipments)) skuOf.set(item, sku);
        return this.#cache.queueRead(key, shipments);
      },
      // Ends at once on a Cancel, also one that landed before the wait began (a Retry-After may last minutes).
      sleep: abortableSleep,
      ...this.#runner,
    };
    return this.#jobs.start(
      actionId,
      JOB_KIND[kind],
      key.profileId,
      {
        run: (signal, progress) => runActionKept(runner, actionId, kind, signal, progress),
        settle: (signal, progress) => settleCancelledKept(runner, actionId, kind, signal, progress),
        open: () =>
          this.journal.pending(actionId).length + this.journal.pending(actionId, { packing: true }).length,
        done: () => {
          // Handed to the courier: their labels need no keeping.
          if (kind === 'dispatch' || kind === 'selfShipDispatch')
            this.#labels.clear(
              this.journal
                .items(actionId)
                .filter((i) => i.outcome === 'done')
                .map((i) => i.shipmentId),
            );
        },
        always: () => {
          if (kind === 'pack')
            try {
              learnFromPack(this.#defaults, this.#products, key, this.journal.answered(actionId), skuOf);
            } catch (error) {
              this.#deps.logger.error('the pack form defaults were not updated', error);
            }
        },
      },
      resumed,
    );
  }
}
