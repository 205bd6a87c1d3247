import { COLUMN_IDS } from '../../src/shared/listings/columns.ts';
import { EXAMPLE_ROW } from '../../src/shared/listings/example.ts';
import { listingsTable } from '../../src/shared/listings/sheet-table.ts';
import { importXlsx } from '../../src/renderer/src/features/listings/xlsx-import.ts';
import { xlsxBlob } from '../../src/renderer/src/ui/xlsx/write-xlsx.ts';
import { measure } from '../harness/measure.ts';
import { summarize } from '../harness/stats.ts';
import { sized } from '../harness/scale.ts';
import { suite } from '../harness/types.ts';
import type { Figure } from '../harness/types.ts';

/**
 * The Excel files of the listing sheet, as its workers make and read them (here in Node, one thread): writing a
 * 50,000-row export and reading it back through the import's checks. Both run off the window's thread in the app.
 */
/** The full size is the bench's; the smoke size (`npm run bench:smoke`) only proves the suite still runs. */
const SIZES = {
  full: { rows: 50_000 },
  smoke: { rows: 100 },
};
const { rows: ROWS } = sized(SIZES);
const WRITE_ROW = 'spreadsheet files: write a 50,000-row listing sheet as .xlsx (Node)';
const READ_ROW = 'spreadsheet files: read a 50,000-row .xlsx into the sheet with its checks (Node)';

const rows = () =>
  Array.from({ length: ROWS }, (_, i) => ({
    ...EXAMPLE_ROW,
    sku: `XLSX-${i}`,
    hsn: '0902',
    mrp: String(899 + (i % 50)),
  }));

export const spreadsheetFilesSuite = suite({
  name: 'spreadsheet-files',
  sizes: SIZES,
  setUp: async () => undefined,
  tearDown: async () => undefined,
  benchmarks: [
    {
      rows: [WRITE_ROW, READ_ROW],
      async run(): Promise<Figure[]> {
        const table = listingsTable(rows());
        let blob: Blob | undefined;
        const written = await measure(
          'write',
          async () => {
            blob = await xlsxBlob(table);
          },
          { runs: 3 },
        );
        const data = await (blob ?? new Blob([])).arrayBuffer();
        const read = await measure(
          'read',
          async () => {
            const imported = await importXlsx(data.slice(0));
            if (imported.rows.length !== ROWS || imported.problems.length !== 0)
              throw new Error('the workbook did not read back cleanly');
          },
          { runs: 3 },
        );
        const shape = `${ROWS.toLocaleString('en-US')} rows of ${COLUMN_IDS.length + 2} columns, ${((blob?.size ?? 0) / 2 ** 20).toFixed(1)} MiB`;
        return [
          {
            name: WRITE_ROW,
            ...summarize(written),
            unit: 'ms',
            note: `${shape}: write-excel-file with text, ₹ and date formats, zipped by fflate; 3 runs.`,
          },
          {
            name: READ_ROW,
            ...summarize(read),
            unit: 'ms',
            note: `${shape}: zip directory and far-cell checks, read-excel-file, the record checks of a CSV import; 3 runs.`,
          },
        ];
      },
    },
  ],
});
