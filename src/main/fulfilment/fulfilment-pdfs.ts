import type { PrintOutcome } from '../../shared/app/payloads.ts';
import { fileDay } from '../../shared/dates.ts';
import type { PdfFile } from '../../shared/fulfilment/contract.ts';
import { printerOf, type Printer } from '../app/printer.ts';
import type { SellerClient } from '../marketplace/seller/seller-client.ts';
import type { LabelFiles } from './label-files.ts';
import { offline } from './offline-sentence.ts';
import { t } from '../i18n/backend-language.ts';

export interface FulfilmentPdfsDeps {
  /** The active profile's seller account, or the sentence saying there is none. */
  account(): Promise<{ profileId: string; key: string; client: SellerClient }>;
  /** Refuses shipments that are not the account's own, with a sentence. */
  own(key: { profileId: string; account: string }, shipmentIds: readonly string[]): void;
  now(): Date;
  labels: LabelFiles;
  /** The desktop app's printer; absent in the web host, whose screen downloads the PDFs. */
  printer: Printer | undefined;
}

/**
 * Labels and invoices (kept in the data folder, so they print offline) and the day's manifests: as base64 for the
 * browser's download, or through the desktop app's printer, where the PDF stays in main.
 */
export class FulfilmentPdfs {
  readonly #d: FulfilmentPdfsDeps;

  constructor(deps: FulfilmentPdfsDeps) {
    this.#d = deps;
  }

  /**
   * Labels and invoices of packed shipments as one PDF: the copy kept in the data folder when there is one (so it
   * prints offline), else downloaded now and kept.
   */
  async labels(shipmentIds: readonly string[]): Promise<PdfFile> {
    const file = await this.#labelsFile(shipmentIds);
    return { fileName: file.fileName, base64: Buffer.from(file.pdf).toString('base64'), kept: file.kept };
  }

  /** The desktop app's own print of the labels: the PDF stays in main, where the printer is. */
  async printLabels(shipmentIds: readonly string[], to: 'printer' | 'pdf'): Promise<PrintOutcome> {
    const printer = printerOf(this.#d.printer);
    const file = await this.#labelsFile(shipmentIds);
    return printer.printPdf(file.pdf, file.fileName, to);
  }

  /**
   * The day's manifest of each courier with shipments ready at the location (handover counts, then a PDF each),
   * named with the day in the seller's `timeZone`.
   */
  async manifests(locationId: string | undefined, timeZone: string): Promise<PdfFile[]> {
    return (await this.#manifestFiles(locationId, timeZone)).map((f) => ({
      fileName: f.fileName,
      base64: Buffer.from(f.pdf).toString('base64'),
      kept: false,
    }));
  }

  /** Each manifest through the printer in turn: one print (or save) dialog per courier. */
  async printManifests(
    locationId: string | undefined,
    to: 'printer' | 'pdf',
    timeZone: string,
  ): Promise<PrintOutcome[]> {
    const printer = printerOf(this.#d.printer);
    const outcomes: PrintOutcome[] = [];
    for (const f of await this.#manifestFiles(locationId, timeZone))
      outcomes.push(await printer.printPdf(f.pdf, f.fileName, to));
    return outcomes;
  }

  async #labelsFile(
    shipmentIds: readonly string[],
  ): Promise<{ fileName: string; pdf: Uint8Array; kept: boolean }> {
    const account = await this.#d.account();
    this.#d.own({ profileId: account.profileId, account: account.key }, shipmentIds);
    const fileName = t('fulfilment.file.labels', { count: shipmentIds.length, id: shipmentIds[0] ?? '' });
    const kept = await this.#d.labels.get(account.key, shipmentIds);
    if (kept !== undefined) return { fileName, pdf: kept, kept: true };
    try {
      const pdf = await account.client.fulfilment.labelsPdf(shipmentIds);
      this.#d.labels.put(account.key, shipmentIds, pdf);
      return { fileName, pdf, kept: false };
    } catch (error) {
      throw offline(error, t('fulfilment.offline.labels'));
    }
  }

  async #manifestFiles(
    locationId: string | undefined,
    timeZone: string,
  ): Promise<{ fileName: string; pdf: Uint8Array }[]> {
    const account = await this.#d.account();
    try {
      const counts = (await account.client.fulfilment.handoverCounts(locationId)).filter((c) => c.count > 0);
      const day = fileDay(this.#d.now().getTime(), timeZone);
      const files: { fileName: string; pdf: Uint8Array }[] = [];
      for (const c of counts) {
        const pdf = await account.client.fulfilment.manifestPdf({
          vendorGroupCode: c.vendorGroupCode,
          locationId,
        });
        files.push({ fileName: t('fulfilment.file.manifest', { courier: c.vendorGroupCode, day }), pdf });
      }
      return files;
    } catch (error) {
      throw offline(error, t('fulfilment.offline.manifests'));
    }
  }
}
