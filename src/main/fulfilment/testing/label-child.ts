/**
 * A backend process for the label kill test: keeps the PDFs named on its command line, in turn, under one set of
 * shipments, again and again until it is killed; prints `keeping` once it has begun.
 */
import { readFileSync } from 'node:fs';
import { LabelFiles } from '../label-files.ts';

const [dataDir, ...pdfPaths] = process.argv.slice(2);
const pdfs = pdfPaths.map((p) => readFileSync(p));
const files = new LabelFiles(dataDir ?? '');
process.stdout.write('keeping\n');
for (let i = 0; ; i++) files.put('self:A', ['S1', 'S2'], pdfs[i % pdfs.length]!);
