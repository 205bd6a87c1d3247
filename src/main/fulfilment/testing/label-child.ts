/**
 * A backend process for the label kill test: keeps the PDFs named on its command line, in turn, under one set of
 * shipments, again and again until it is killed; prints `keeping` once the first copy is kept whole, so every kill
 * (timed from that line) lands among writes, however slow a busy disk makes the first one.
 */
import { readFileSync } from 'node:fs';
import { LabelFiles } from '../label-files.ts';

const [dataDir, ...pdfPaths] = process.argv.slice(2);
const pdfs = pdfPaths.map((p) => readFileSync(p));
const files = new LabelFiles(dataDir ?? '');
files.put('self:A', ['S1', 'S2'], pdfs[0]!);
process.stdout.write('keeping\n');
for (let i = 1; ; i++) files.put('self:A', ['S1', 'S2'], pdfs[i % pdfs.length]!);
