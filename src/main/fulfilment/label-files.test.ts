import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LabelFiles, MAX_FILES } from './label-files.ts';
import { labelPdf } from '../marketplace/testing/label-pdf.test-support.ts';
import { tempDir } from './testing/fulfilment.test-support.ts';

let tmp: ReturnType<typeof tempDir>;
afterEach(() => tmp.remove());
const labelsDir = () => join(tmp.dir, 'labels');
const kept = () => readdirSync(labelsDir()).sort();
const bytes = async (pdf: Promise<Uint8Array | undefined>) => {
  const got = await pdf;
  return got === undefined ? undefined : Buffer.from(got);
};

describe('labels kept in the data folder', () => {
  it('finds a set of shipments in any order, per account, and clears it when one of them is dispatched', async () => {
    tmp = tempDir();
    const files = new LabelFiles(tmp.dir);
    const [one, three] = [await labelPdf('S1 S2'), await labelPdf('S3')];
    files.put('self:A', ['S1', 'S2'], one);
    files.put('self:A', ['S3'], three);
    expect(await bytes(files.get('self:A', ['S2', 'S1']))).toEqual(Buffer.from(one));
    expect(await files.get('self:B', ['S1', 'S2'])).toBeUndefined();
    files.clear(['S2']);
    expect(await files.get('self:A', ['S1', 'S2'])).toBeUndefined();
    expect(await bytes(files.get('self:A', ['S3']))).toEqual(Buffer.from(three));
  });

  it(`keeps at most ${MAX_FILES} files, the newest`, async () => {
    tmp = tempDir();
    const files = new LabelFiles(tmp.dir);
    const pdf = await labelPdf('S');
    for (let i = 0; i <= MAX_FILES; i++) files.put('self:A', [`S${i}`], pdf);
    expect(kept().filter((f) => f.endsWith('.pdf'))).toHaveLength(MAX_FILES);
    expect(await bytes(files.get('self:A', [`S${MAX_FILES}`]))).toEqual(Buffer.from(pdf));
  });

  it('keeps nothing when the data folder is in memory', async () => {
    tmp = tempDir();
    const files = new LabelFiles(null);
    files.put('self:A', ['S1'], await labelPdf('S1'));
    expect(await files.get('self:A', ['S1'])).toBeUndefined();
  });
});

/** What a kill or a full disk leaves in the folder, staged by hand: none of it is ever served or fatal. */
describe('a damaged kept file', () => {
  async function keptPair() {
    tmp = tempDir();
    const files = new LabelFiles(tmp.dir);
    const pdf = await labelPdf('S1 S2', 20_000);
    files.put('self:A', ['S1', 'S2'], pdf);
    const name = kept().find((f) => f.endsWith('.pdf'))!;
    return { files, pdf, path: join(labelsDir(), name) };
  }

  it.each([
    ['cut in half', (pdf: Uint8Array) => pdf.subarray(0, Math.floor(pdf.length / 2))],
    ['cut one byte short', (pdf: Uint8Array) => pdf.subarray(0, pdf.length - 1)],
    ['empty', () => new Uint8Array()],
    [
      'whole in length but damaged inside',
      (pdf: Uint8Array) => {
        const bad = Buffer.from(pdf);
        bad.fill(0x41, 200, Math.floor(bad.length * 0.8));
        return bad;
      },
    ],
  ])('%s: not served, removed, and kept again once downloaded again', async (_, damage) => {
    const { files, pdf, path } = await keptPair();
    writeFileSync(path, damage(pdf));
    expect(await files.get('self:A', ['S1', 'S2'])).toBeUndefined();
    expect(kept()).toEqual([]);
    files.put('self:A', ['S1', 'S2'], pdf);
    expect(await bytes(files.get('self:A', ['S1', 'S2']))).toEqual(Buffer.from(pdf));
  });

  it('a PDF without its ids (a kill in an older version): not served, and clear() neither fails nor keeps it', async () => {
    const { files, path } = await keptPair();
    rmSync(`${path}.ids`);
    expect(() => files.clear(['S9'])).not.toThrow();
    expect(kept()).toEqual([]);
    const again = await keptPair();
    rmSync(`${again.path}.ids`);
    expect(await again.files.get('self:A', ['S1', 'S2'])).toBeUndefined();
  });

  it('ids without their PDF, and temporary files a kill left, are swept by the next keep', async () => {
    const { files, path, pdf } = await keptPair();
    rmSync(path);
    writeFileSync(`${path}.tmp-123-abcd`, pdf.subarray(0, 100));
    expect(() => files.clear(['S9'])).not.toThrow();
    files.put('self:A', ['S3'], pdf);
    expect(kept()).toHaveLength(2);
    expect(kept().every((f) => !f.includes('.tmp-'))).toBe(true);
  });

  it('a folder that cannot be written costs the offline copy only, never the print', async () => {
    tmp = tempDir();
    writeFileSync(labelsDir(), 'a file where the folder should be');
    const files = new LabelFiles(tmp.dir);
    expect(() => files.put('self:A', ['S1'], new Uint8Array([1]))).not.toThrow();
    expect(await files.get('self:A', ['S1'])).toBeUndefined();
    expect(() => files.clear(['S1'])).not.toThrow();
  });
});
