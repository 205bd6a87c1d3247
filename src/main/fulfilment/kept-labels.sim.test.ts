import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { ActionDetail, ActionStart, PdfFile } from '../../shared/fulfilment/contract.ts';
import type { GridBlock } from '../../shared/grid/block.ts';
import type { ShipmentRow } from '../../shared/shipments/types.ts';
import { isWholePdf } from '../marketplace/seller/whole-pdf.ts';
import type { startTestBackend } from '../testing/test-backend.ts';
import { startDemoBackend, type SimAdmin } from './testing/demo-backend.test-support.ts';

/**
 * Labels kept in the data folder (issue 38, case 4) and labels answers that are no PDF (case 7), through the
 * contract on the Demo profile: what the seller is served or told, and what the simulator was asked.
 */
describe('kept labels, whatever a kill or the marketplace left', () => {
  let t: ReturnType<typeof startTestBackend>;
  let jobs: JobProgress[];
  let call: Awaited<ReturnType<typeof startDemoBackend>>['call'];
  let admin: SimAdmin;
  beforeEach(async () => {
    ({ t, jobs, call, admin } = await startDemoBackend());
  });
  afterEach(() => t.close());

  const refusal = (name: string, input: unknown) =>
    call(name, input).then(
      () => undefined,
      (e: { code: string; message: string }) => ({ code: e.code, message: e.message }),
    );
  /** Two shipments packed at the marketplace, so their labels exist. */
  const packed = async (): Promise<string[]> => {
    const { rows } = await call<GridBlock<ShipmentRow>>('getShipmentBlock', {
      startRow: 0,
      endRow: 200,
      sort: [],
      filter: { view: 'toPack', hold: false, formsFailed: false },
    });
    const ids = rows
      .filter((r) => r.status === 'APPROVED')
      .slice(0, 2)
      .map((r) => r.shipmentId);
    await admin('POST', '/shipments/move', { shipmentIds: ids, status: 'PACKED' });
    return ids;
  };
  const labelsAsked = async () => {
    const { routes } = (await admin('GET', '/counters')) as {
      routes: Record<string, Record<string, number>>;
    };
    return Object.values(routes['GET /sellers/v3/shipments/:ids/labels'] ?? {}).reduce((a, b) => a + b, 0);
  };
  const pdfOf = (file: PdfFile) => Buffer.from(file.base64, 'base64');
  const keptPdf = () => {
    const dir = join(t.dataDir, 'labels');
    return join(
      dir,
      readdirSync(dir).find((f) => f.endsWith('.pdf'))!,
    );
  };
  const offline = () => admin('PUT', '/faults', { rules: [{ match: '/sellers/*', fault: 'drop' }] });

  it("the truncate fault's half PDF is refused with a sentence and never kept; the next ask keeps a whole one", async () => {
    const ids = await packed();
    await admin('PUT', '/faults', {
      rules: [{ match: '/sellers/v3/shipments/*/labels', fault: 'truncate', times: 1 }],
    });
    expect(await refusal('getLabels', { shipmentIds: ids })).toEqual({
      code: 'SERVER',
      message:
        'The marketplace sent a label PDF that is cut short or damaged, so Stockroom did not keep it. Try again.',
    });
    const online = await call<PdfFile>('getLabels', { shipmentIds: ids });
    expect(online.kept).toBe(false);
    expect(await isWholePdf(pdfOf(online))).toBe(true);
    await offline();
    for (let i = 0; i < 3; i++)
      expect(await call<PdfFile>('getLabels', { shipmentIds: ids })).toEqual({
        ...online,
        kept: true,
      });
  });

  it.each([
    ['cut in half by a kill', (pdf: Buffer) => pdf.subarray(0, Math.floor(pdf.length / 2))],
    ['left empty', () => Buffer.alloc(0)],
  ])('a kept PDF %s is never served: it is downloaded again, whole', async (_, cut) => {
    const ids = await packed();
    const first = await call<PdfFile>('getLabels', { shipmentIds: ids });
    writeFileSync(keptPdf(), cut(pdfOf(first)));
    const asked = await labelsAsked();
    const again = await call<PdfFile>('getLabels', { shipmentIds: ids });
    expect(again.kept).toBe(false);
    expect(await isWholePdf(pdfOf(again))).toBe(true);
    expect(await labelsAsked()).toBe(asked + 1);
    // Offline, a damaged copy is not served either: the sentence says there is none.
    writeFileSync(keptPdf(), cut(pdfOf(first)));
    await offline();
    expect(await refusal('getLabels', { shipmentIds: ids })).toMatchObject({
      message:
        'Stockroom cannot reach the marketplace, and these labels were not downloaded before; try again when you are online.',
    });
  });

  it('a kept PDF left without its ids does not fail Ready to dispatch', async () => {
    const ids = await packed();
    await call<PdfFile>('getLabels', { shipmentIds: ids });
    rmSync(`${keptPdf()}.ids`);
    const start = await call<ActionStart>('startReadyToDispatch', { shipmentIds: ids });
    await vi.waitFor(
      () => expect(jobs.find((j) => j.jobId === start.jobId && j.state !== 'running')).toBeDefined(),
      { timeout: 20_000, interval: 20 },
    );
    const action = await call<ActionDetail>('getFulfilmentAction', { actionId: start.actionId });
    expect([action.state, action.message]).toEqual(['done', '2 of 2 marked ready to dispatch.']);
    expect(readdirSync(join(t.dataDir, 'labels'))).toEqual([]);
  });

  it.each(['ok-html', 'ok-json'])(
    'a 200 answered with %s to the labels call is the marketplace sending no label PDF, not a lost connection',
    async (fault) => {
      const ids = await packed();
      await admin('PUT', '/faults', { rules: [{ match: '/sellers/v3/shipments/*/labels', fault }] });
      expect(await refusal('getLabels', { shipmentIds: ids })).toEqual({
        code: 'SERVER',
        message:
          'The marketplace sent something that is not a label PDF (a web page or data instead). The fault is at the marketplace, not in your connection; try again later.',
      });
      expect(readdirSync(t.dataDir)).not.toContain('labels');
    },
  );
});
