import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exportCsv, importCsv } from './csv.ts';
import { EXAMPLE_ROW } from './example.ts';
import { listingsTable } from './sheet-table.ts';

const names = { LOCBBADD394CE14: 'Pune warehouse' };
const row = { ...EXAMPLE_ROW, sku: 'TEA-1', location_id: 'LOCBBADD394CE14 | LOC1A2B3C4D5E6F' };

describe("an export's location names", () => {
  it('are a column right after the ids, in the same order, and an import reads past them', () => {
    const csv = exportCsv([row], new Map(), names);
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true });
    const fields = parsed.meta.fields ?? [];
    expect(fields[fields.indexOf('location_id') + 1]).toBe('location_name');
    expect(parsed.data[0]?.location_id).toBe('LOCBBADD394CE14 | LOC1A2B3C4D5E6F');
    expect(parsed.data[0]?.location_name).toBe('Pune warehouse | Location D5E6F');

    const back = importCsv(csv);
    expect(back.problems).toEqual([]);
    expect(back.rows[0]).not.toHaveProperty('location_name');
    expect(back.rows[0]?.location_id).toBe(row.location_id);
  });

  it('sit beside the ids in the Excel table too', () => {
    const table = listingsTable([row], new Map(), names);
    const headers = table.columns.map((c) => c.header);
    const at = headers.indexOf('Location name');
    expect(headers[at - 1]).toBe('Location ID');
    expect(table.rows[0]?.[at]).toBe('Pune warehouse | Location D5E6F');
  });
});
