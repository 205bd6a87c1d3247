import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { FulfilmentPdfs } from './fulfilment-pdfs.ts';
import { LabelFiles } from './label-files.ts';
import { approvedShipments } from './testing/fulfilment.test-support.ts';

/** The day a manifest is named with is the seller's, not UTC's (issue 39: made at 01:00 in India). */
describe("a manifest's file name", () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startSim({ shipments: 40, products: 40 });
  });
  afterAll(() => sim.close());

  it("at 01:00 in India is named with India's day, which UTC still calls yesterday", async () => {
    const { seller } = selfAccessSeller(sim);
    const [ready] = await approvedShipments(sim, seller, 1);
    await sim.admin('POST', '/shipments/move', {
      shipmentIds: [ready!.shipmentId],
      status: 'READY_TO_DISPATCH',
    });
    // 28 Nov 19:30 UTC is 29 Nov, 01:00 in India.
    const oneAmIst = new Date('2026-11-28T19:30:00Z');
    const pdfs = new FulfilmentPdfs({
      account: async () => ({ profileId: 'demo', key: 'self', client: seller }),
      own: () => undefined,
      now: () => oneAmIst,
      labels: new LabelFiles(null),
      printer: undefined,
    });
    const files = await pdfs.manifests(undefined, 'Asia/Kolkata');
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(f.fileName).toMatch(/^Manifest \S+ 2026-11-29\.pdf$/);
    // The same instant for a seller in New York is still the 28th there.
    const there = await pdfs.manifests(undefined, 'America/New_York');
    for (const f of there) expect(f.fileName).toMatch(/ 2026-11-28\.pdf$/);
  });
});
