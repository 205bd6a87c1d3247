import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { KILL_SEED, KILLS, runAndKill, seededRandom } from '../testing/kills.test-support.ts';
import { LabelFiles } from './label-files.ts';
import { TEMP_MARK } from '../storage/atomic-write.ts';
import { labelPdf } from '../marketplace/testing/label-pdf.test-support.ts';
import { tempDir } from './testing/fulfilment.test-support.ts';

const CHILD = fileURLToPath(new URL('./testing/label-child.ts', import.meta.url));

/** Enough kills to land mid-write many times over: each lands within a stream of writes of a 1 MB file. */
const RUNS = Math.max(KILLS, 8);
/** Kills go on past RUNS until both outcomes were met (about half of them cut a write short), up to this many. */
const MAX_RUNS = Math.max(RUNS, 40);

it(
  `a process killed ${RUNS} times while it keeps labels never leaves a cut PDF to serve`,
  { timeout: 10_000 * MAX_RUNS },
  async () => {
    const tmp = tempDir();
    try {
      // Two PDFs of different lengths (a cut one could otherwise pass for the shorter).
      const pdfs = [await labelPdf('A', 1_000_000), await labelPdf('B', 1_500_000)];
      const paths = pdfs.map((pdf, i) => {
        const path = join(tmp.dir, `source-${i}.pdf`);
        writeFileSync(path, pdf);
        return path;
      });
      const data = join(tmp.dir, 'data');
      const random = seededRandom(KILL_SEED);
      const found = { whole: 0, fetchAgain: 0, cutLeft: 0 };
      const met = () => found.cutLeft > 0 && found.whole > 0;
      for (let i = 0; i < RUNS || (i < MAX_RUNS && !met()); i++) {
        const run = await runAndKill(CHILD, [data, ...paths], {}, 5 + Math.floor(random() * 60));
        expect(run.killed).toBe(true);
        if (readdirSync(join(data, 'labels')).some((name) => name.includes(TEMP_MARK))) found.cutLeft++;
        const kept = await new LabelFiles(data).get('self:A', ['S2', 'S1']);
        if (kept === undefined) found.fetchAgain++;
        else {
          found.whole++;
          expect(
            pdfs.map((p) => Buffer.from(p).equals(kept)),
            'the kept copy is one of the PDFs, whole',
          ).toContain(true);
        }
      }
      // Both sides were met: kills that cut a write short, and a copy served whole after one.
      expect(found.cutLeft, 'kills that left a cut file').toBeGreaterThan(0);
      expect(found.whole, 'copies served whole after a kill').toBeGreaterThan(0);
    } finally {
      tmp.remove();
    }
  },
);
