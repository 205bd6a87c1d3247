import { create } from 'zustand';
import type { FulfilmentActionKind } from '../../../../shared/fulfilment/action-types.ts';
import type { PrintOutcome } from '../../../../shared/app/payloads.ts';
import type { ActionDetail, ActionStart } from '../../../../shared/fulfilment/contract.ts';
import { checkInvoicePattern } from '../../../../shared/fulfilment/invoice-pattern.ts';
import { checkPackForm, packShipmentOf, serialCells } from '../../../../shared/fulfilment/pack-rules.ts';
import type { PackForm, PackFormRow, RowIssues } from '../../../../shared/fulfilment/pack-rules.ts';
import { taxDifferences, type TaxDifference } from '../../../../shared/fulfilment/tax-check.ts';
import type { Api } from '../../../../shared/ipc/types.ts';
import { dayOf, localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import { messageOf } from '../../api/api-error.ts';
import { followActiveProfile } from '../../api/active-profile.ts';
import { apiHolder } from '../../api/api-holder.ts';
import { useToasts } from '../../ui/toasts-store.ts';
import { t } from '../../i18n/index.ts';
import { downloadPdf } from './download-pdf.ts';

/**
 * Where the pack form is: being filled; asking whether GST rates typed unlike the product record are meant
 * (`taxCheck`); or asking "pack N shipments? cannot be undone".
 */
export type FormStep = 'fill' | 'taxCheck' | 'confirm';

export interface FulfilmentState {
  form: PackForm | null;
  step: FormStep;
  issues: Record<string, RowIssues>;
  /**
   * The action started last and its result shipment by shipment once its job ended. `asked`: the seller started it
   * here (not one read back at start), so the screen takes focus to its progress and result.
   */
  action: { actionId: string; jobId: string; kind: FulfilmentActionKind; asked?: boolean } | null;
  result: ActionDetail | null;
  /** The action started last is still running (its job has not ended): Pack… waits for a pack to end. */
  running: boolean;
  busy: boolean;
  /** One sentence: what went wrong last. */
  error: string | null;
  init(api: Api): () => void;
  openPack(shipmentIds: string[]): Promise<void>;
  /** A cell of the form changed: `path` as the rules name it (`invoiceNumber`, `items.0.taxRate`, `packages.0.weight`). */
  edit(shipmentId: string, path: string, value: string): void;
  /** Turns an item's serial-number cells on or off (the seller knows its units carry them). */
  setNeedsSerials(shipmentId: string, itemIndex: number, on: boolean): void;
  /** The pattern's own sentence, when the seller's pattern would not do. */
  patternIssue: string | null;
  /**
   * Keeps the seller account's invoice-number pattern and next number, then numbers the open form's invoices
   * again from it (every other cell stays as typed).
   */
  savePattern(pattern: string, next: number): Promise<void>;
  /** The questions of the `taxCheck` step: a GST rate typed unlike the SKU's product record, each. */
  taxQuestions: TaxDifference[];
  /** Typed rates the seller said yes to in this form (TaxDifference ids): not asked again. */
  taxAgreed: string[];
  /** To the confirmation once every cell passes, first asking about GST rates unlike the product record. */
  review(): void;
  /** Yes to the `taxCheck` questions: these rates for these invoices, then the confirmation. */
  agreeTaxRates(): void;
  back(): void;
  closeForm(): void;
  pack(): Promise<void>;
  readyToDispatch(shipmentIds: string[]): Promise<void>;
  /** Cancels shipments not packed yet, with the seller's reason; with `orderItemIds`, only those items of one. */
  cancel(shipmentIds: string[], reason: string, orderItemIds?: string[]): Promise<void>;
  /** Self-ship shipments handed to the seller's own courier, with its tracking id. */
  selfShipDispatch(shipments: SelfShipDispatchForm[]): Promise<void>;
  /** Self-ship shipments delivered (`delivered`) or a failed delivery attempt (`attempt`) on a day. */
  selfShipDelivery(what: 'delivered' | 'attempt', shipmentIds: string[], day: string): Promise<void>;
  /** A self-ship shipment on its way gets a new tracking id. */
  trackingUpdate(update: TrackingUpdateForm): Promise<void>;
  dismissResult(): void;
  /**
   * The labels and invoices of packed shipments (the kept copy offline): downloaded, or with `to` (the desktop app,
   * `canPrintInApp`) through the system's print dialog or saved where the save dialog says.
   */
  labels(shipmentIds: string[], to?: PrintTarget): Promise<void>;
  /** The day's manifest of each courier, downloaded or (with `to`) printed or saved in the desktop app. */
  manifests(locationId?: string, to?: PrintTarget): Promise<void>;
}

/** The seller's date, YYYY-MM-DD, in their zone. */
const today = (zone: string) => dayOf(Date.now(), zone);

function setPath(row: PackFormRow, path: string, value: string): PackFormRow {
  const [part, index, key, unit] = path.split('.');
  // A value the seller typed no longer says where it came from.
  const { [path]: _typed, ...origins } = row.origins ?? {};
  row = { ...row, origins };
  if (part === 'invoiceNumber' || part === 'invoiceDate') return { ...row, [part]: value };
  const i = Number(index);
  if (part === 'items' && key === 'serialNumbers' && unit !== undefined)
    return {
      ...row,
      items: row.items.map((item, n) =>
        n === i
          ? { ...item, serialNumbers: serialCells(item).map((s, u) => (u === Number(unit) ? value : s)) }
          : item,
      ),
    };
  if (part === 'items' && key)
    return { ...row, items: row.items.map((item, n) => (n === i ? { ...item, [key]: value } : item)) };
  if (part === 'packages' && key)
    return { ...row, packages: row.packages.map((p, n) => (n === i ? { ...p, [key]: value } : p)) };
  return row;
}

export type PrintTarget = 'printer' | 'pdf';

/** What the seller types to mark a self-ship shipment dispatched; a blank invoice number: the one Stockroom packed. */
export interface SelfShipDispatchForm {
  shipmentId: string;
  deliveryPartner: string;
  trackingId: string;
  tentativeDeliveryDate: string;
  invoiceNumber?: string;
}
export interface TrackingUpdateForm {
  shipmentId: string;
  trackingId: string;
  deliveryPartner: string;
  tentativeDeliveryDate: string;
}

/** "2 cells need a change before packing; each says why.", or null when none does. */
function cellsSentence(issues: Record<string, RowIssues>): string | null {
  const cells = Object.values(issues).reduce((n, i) => n + Object.keys(i).length, 0);
  if (cells === 0) return null;
  return t('fulfilment.form.cells', { count: cells });
}

/** Where printed PDFs went, in one sentence; null when every dialog was cancelled. */
export function printedSentence(outcomes: readonly PrintOutcome[]): string | null {
  const said = outcomes.map((o) =>
    o.outcome === 'printed'
      ? t('fulfilment.print.printed')
      : o.outcome === 'saved'
        ? t('fulfilment.print.saved', { path: o.path })
        : o.outcome === 'opened'
          ? t('fulfilment.print.opened')
          : null,
  );
  const kept = said.filter((s) => s !== null);
  return kept.length === 0 ? null : [...new Set(kept)].join(' ');
}

/** The store with nothing on screen: at start, and after a switch of profile. */
const EMPTY = {
  form: null,
  step: 'fill',
  issues: {},
  action: null,
  result: null,
  running: false,
  busy: false,
  error: null,
  patternIssue: null,
  taxQuestions: [],
  taxAgreed: [],
} satisfies Partial<FulfilmentState>;

/**
 * `say` tells what a download or print gave, once, as a toast that leaves by itself (not a line that stays on the
 * bar until the next one).
 */
export function createFulfilmentStore(
  timeZone: () => string = localTimeZone,
  download: (fileName: string, base64: string) => void = downloadPdf,
  say: (sentence: string) => void = (sentence) => useToasts.getState().show(sentence),
) {
  const tell = (sentence: string | null) => {
    if (sentence !== null) say(sentence);
  };
  const backend = apiHolder('fulfilment');
  const settled = new Set<string>();
  let loadResult: (jobId: string) => void = () => undefined;
  // Grows when another profile becomes active: an answer to a question asked before is the other profile's.
  let epoch = 0;
  /** Whether the profile is still the one a question was asked on, checked as its answer lands. */
  const sameProfile = () => {
    const asked = epoch;
    return () => asked === epoch;
  };
  // Once "Pack…" was refused for cells to change, the count follows every edit (and goes when none is left).
  let counting = false;
  return create<FulfilmentState>()((set, get) => {
    const checked = (form: PackForm, rows: PackFormRow[]) => {
      const issues = checkPackForm(t, rows, today(timeZone()), form.invoiceNumbersUsed);
      return counting ? { issues, error: cellsSentence(issues) } : { issues };
    };
    loadResult = (jobId) => {
      const action = get().action;
      if (action === null || action.jobId !== jobId || !settled.has(jobId)) return;
      const current = sameProfile();
      void backend
        .get()
        .getFulfilmentAction({ actionId: action.actionId })
        .then((result) => current() && set({ result }))
        .catch((e: unknown) => current() && set({ error: messageOf(e) }));
    };
    /**
     * Starts an action and shows it; an answer that lands after a switch of profile is the other profile's, and
     * is not shown on this one.
     */
    const begin = async (
      kind: FulfilmentActionKind,
      start: () => Promise<ActionStart>,
      after: Partial<FulfilmentState> = {},
    ): Promise<void> => {
      set({ busy: true, error: null });
      const current = sameProfile();
      try {
        const started = await start();
        if (!current()) return;
        set({
          action: { ...started, kind, asked: true },
          result: null,
          running: !settled.has(started.jobId),
          ...after,
        });
        loadResult(started.jobId);
      } catch (e) {
        if (current()) set({ error: messageOf(e) });
      } finally {
        if (current()) set({ busy: false });
      }
    };
    return {
      ...EMPTY,
      init: (api) => {
        backend.set(api);
        // An action belongs to its account: nothing of the last profile's (its form, its result and their Ready
        // to dispatch, a sentence) stays on screen to be confirmed on this one.
        const profile = followActiveProfile(api, () => {
          epoch += 1;
          counting = false;
          set(EMPTY);
        });
        const off = [
          profile.off,
          api.on('jobProgress', (job) => {
            if (job.state === 'running') return;
            // A quick job can end before the call that started it has answered: remembered, read once it has.
            settled.add(job.jobId);
            if (get().action?.jobId === job.jobId) set({ running: false });
            loadResult(job.jobId);
          }),
          // An action left in flight read back now: its job and then its result are shown as for one started here,
          // unless one started here is still running.
          api.on('fulfilmentResumed', ({ actionId, jobId, kind, profileId }) => {
            const active = profile.active();
            if ((active !== undefined && profileId !== active) || get().running) return;
            set({ action: { actionId, jobId, kind }, result: null, running: !settled.has(jobId) });
            loadResult(jobId);
          }),
        ];
        return () => off.forEach((stop) => stop());
      },
      openPack: async (shipmentIds) => {
        // The last job's result stays (its labels, its Ready to dispatch) until another job starts.
        set({ busy: true, error: null });
        const current = sameProfile();
        try {
          const form = await backend.get().getPackForm({ shipmentIds, timeZone: timeZone() });
          if (!current()) return;
          counting = false;
          set({ form, step: 'fill', taxQuestions: [], taxAgreed: [], ...checked(form, form.rows) });
        } catch (e) {
          if (current()) set({ error: messageOf(e) });
        } finally {
          if (current()) set({ busy: false });
        }
      },
      edit: (shipmentId, path, value) => {
        const form = get().form;
        if (form === null) return;
        const rows = form.rows.map((r) => (r.shipmentId === shipmentId ? setPath(r, path, value) : r));
        set({ form: { ...form, rows }, ...checked(form, rows) });
      },
      setNeedsSerials: (shipmentId, itemIndex, on) => {
        const form = get().form;
        if (form === null) return;
        const rows = form.rows.map((r) =>
          r.shipmentId === shipmentId
            ? {
                ...r,
                items: r.items.map((item, n) => (n === itemIndex ? { ...item, needsSerials: on } : item)),
              }
            : r,
        );
        set({ form: { ...form, rows }, ...checked(form, rows) });
      },
      savePattern: async (pattern, next) => {
        const form = get().form;
        if (form === null) return;
        const issue = checkInvoicePattern(t, pattern, next, today(timeZone()));
        if (issue !== undefined) {
          set({ patternIssue: issue });
          return;
        }
        set({ busy: true, patternIssue: null, error: null });
        const current = sameProfile();
        try {
          const api = backend.get();
          await api.setInvoicePattern({ pattern, next, timeZone: timeZone() });
          if (!current()) return;
          // Numbered again by main, which skips the numbers already sent. Only the numbers the pattern gave
          // change, in order; one the seller typed, and every other cell, stays as it is.
          const numbered = form.rows.filter((r) => r.origins?.['invoiceNumber'] === 'pattern');
          const fresh =
            numbered.length === 0
              ? { rows: [], invoicePattern: { pattern: pattern.trim(), next } }
              : await api.getPackForm({
                  shipmentIds: numbered.map((r) => r.shipmentId),
                  timeZone: timeZone(),
                });
          const numbers = fresh.rows.map((r) => r.invoiceNumber);
          const rows = form.rows.map((r) =>
            r.origins?.['invoiceNumber'] === 'pattern' && numbers.length > 0
              ? { ...r, invoiceNumber: numbers.shift() ?? r.invoiceNumber }
              : r,
          );
          if (!current()) return;
          set({
            form: { ...form, rows, invoicePattern: fresh.invoicePattern },
            ...checked(form, rows),
          });
        } catch (e) {
          if (current()) set({ patternIssue: messageOf(e) });
        } finally {
          if (current()) set({ busy: false });
        }
      },
      review: () => {
        const { form, issues } = get();
        if (form === null || form.rows.length === 0) return;
        const cells = cellsSentence(issues);
        counting = cells !== null;
        if (cells !== null) {
          set({ error: cells });
          return;
        }
        const questions = taxDifferences(t, form.rows, new Set(get().taxAgreed));
        set(
          questions.length > 0
            ? { step: 'taxCheck', taxQuestions: questions, error: null }
            : { step: 'confirm', error: null },
        );
      },
      agreeTaxRates: () =>
        set((s) => ({
          step: 'confirm',
          taxAgreed: [...s.taxAgreed, ...s.taxQuestions.map((q) => q.id)],
          taxQuestions: [],
        })),
      back: () => set({ step: 'fill' }),
      closeForm: () => {
        counting = false;
        set({
          form: null,
          step: 'fill',
          issues: {},
          error: null,
          patternIssue: null,
          taxQuestions: [],
          taxAgreed: [],
        });
      },
      pack: async () => {
        const form = get().form;
        if (form === null) return;
        await begin('pack', () => backend.get().startPack({ shipments: form.rows.map(packShipmentOf) }), {
          form: null,
          step: 'fill',
        });
      },
      readyToDispatch: (shipmentIds) =>
        begin('dispatch', () => backend.get().startReadyToDispatch({ shipmentIds })),
      cancel: (shipmentIds, reason, orderItemIds) =>
        begin('cancel', () =>
          backend.get().startCancelShipments({
            shipments: shipmentIds.map((shipmentId) => ({
              shipmentId,
              reason,
              ...(orderItemIds === undefined || orderItemIds.length === 0 ? {} : { orderItemIds }),
            })),
          }),
        ),
      selfShipDispatch: (shipments) =>
        begin('selfShipDispatch', () =>
          backend.get().startSelfShipDispatch({ shipments, timeZone: timeZone() }),
        ),
      selfShipDelivery: (what, shipmentIds, day) =>
        what === 'delivered'
          ? begin('selfShipDeliver', () =>
              backend.get().startSelfShipDelivery({ shipmentIds, day, timeZone: timeZone() }),
            )
          : begin('selfShipAttempt', () =>
              backend.get().startSelfShipAttempt({ shipmentIds, day, timeZone: timeZone() }),
            ),
      trackingUpdate: (update) =>
        begin('trackingUpdate', () => backend.get().startTrackingUpdate({ ...update, timeZone: timeZone() })),
      dismissResult: () => set({ result: null, action: null }),
      labels: async (shipmentIds, to) => {
        set({ busy: true, error: null });
        try {
          if (to !== undefined) {
            const done = await backend.get().printLabels({ shipmentIds: shipmentIds.slice(0, 100), to });
            tell(printedSentence([done]));
            return;
          }
          const file = await backend.get().getLabels({ shipmentIds: shipmentIds.slice(0, 100) });
          download(file.fileName, file.base64);
          tell(
            file.kept
              ? t('fulfilment.file.downloadedKept', { file: file.fileName })
              : t('fulfilment.file.downloaded', { files: file.fileName }),
          );
        } catch (e) {
          set({ error: messageOf(e) });
        } finally {
          set({ busy: false });
        }
      },
      manifests: async (locationId, to) => {
        set({ busy: true, error: null });
        try {
          if (to !== undefined) {
            const done = await backend.get().printManifests({
              ...(locationId === undefined ? {} : { locationId }),
              to,
              timeZone: timeZone(),
            });
            tell(done.length === 0 ? t('fulfilment.manifests.none') : printedSentence(done));
            return;
          }
          // Named with the seller's day, not the UTC one (from 00:00 to 05:29 in India that is still yesterday).
          const files = await backend
            .get()
            .getManifests({ ...(locationId === undefined ? {} : { locationId }), timeZone: timeZone() });
          for (const f of files) download(f.fileName, f.base64);
          tell(
            files.length === 0
              ? t('fulfilment.manifests.none')
              : t('fulfilment.file.downloaded', { files: files.map((f) => f.fileName).join(', ') }),
          );
        } catch (e) {
          set({ error: messageOf(e) });
        } finally {
          set({ busy: false });
        }
      },
    };
  });
}

export const useFulfilment = createFulfilmentStore();
