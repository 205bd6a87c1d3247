import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LabelFiles, MAX_FILES } from './label-files.ts';
import { tempDir } from './testing/fulfilment.test-support.ts';

let tmp: ReturnType<typeof tempDir>;
afterEach(() => tmp.remove());
const pdf = (n: number) => Buffer.from(`%PDF-1.7 ${n}`);

describe('labels kept in the data folder', () => {
  it('finds a set of shipments in any order, per account, and clears it when one of them is dispatched', () => {
    tmp = tempDir();
    const files = new LabelFiles(tmp.dir);
    files.put('self:A', ['S1', 'S2'], pdf(1));
    files.put('self:A', ['S3'], pdf(3));
    expect(files.get('self:A', ['S2', 'S1'])).toEqual(pdf(1));
    expect(files.get('self:B', ['S1', 'S2'])).toBeUndefined();
    files.clear(['S2']);
    expect(files.get('self:A', ['S1', 'S2'])).toBeUndefined();
    expect(files.get('self:A', ['S3'])).toEqual(pdf(3));
  });

  it(`keeps at most ${MAX_FILES} files, the newest`, () => {
    tmp = tempDir();
    const files = new LabelFiles(tmp.dir);
    for (let i = 0; i <= MAX_FILES; i++) files.put('self:A', [`S${i}`], pdf(i));
    expect(readdirSync(join(tmp.dir, 'labels')).filter((f) => f.endsWith('.pdf'))).toHaveLength(MAX_FILES);
    expect(files.get('self:A', [`S${MAX_FILES}`])).toEqual(pdf(MAX_FILES));
  });

  it('keeps nothing when the data folder is in memory', () => {
    tmp = tempDir();
    const files = new LabelFiles(null);
    files.put('self:A', ['S1'], pdf(1));
    expect(files.get('self:A', ['S1'])).toBeUndefined();
  });
});
