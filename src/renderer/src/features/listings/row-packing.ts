import type { Cells } from '../../../../shared/listings/columns.ts';
import type { SheetRow } from './sheet-model.ts';

/**
 * Rows as the worker hands them to the screen: each distinct value once, and every cell as a number in a
 * transferable array. A structured clone of plain rows makes a new string for every cell (45 per row, 2 million for
 * a 50,000-row file), and collecting that many young objects held the main thread for hundreds of ms; packed, the
 * cells of unpacked rows share their strings and only the row and its cells object are new.
 */
export interface PackedRows {
  ids: string[];
  positions: Float64Array;
  /** The columns the rows hold, in the order their cells are written. */
  columns: string[];
  /** Distinct values; a code is an index into it plus one (0: the row has no such cell). */
  values: string[];
  /** rows × columns codes. */
  codes: Uint32Array;
}

export function packRows(rows: readonly SheetRow[]): PackedRows {
  const columnIndex = new Map<string, number>();
  for (const row of rows)
    for (const id in row.cells) if (!columnIndex.has(id)) columnIndex.set(id, columnIndex.size);
  const width = columnIndex.size;
  const codes = new Uint32Array(rows.length * width);
  const valueCode = new Map<string, number>();
  const values: string[] = [];
  const positions = new Float64Array(rows.length);
  const ids: string[] = [];
  rows.forEach((row, r) => {
    ids.push(row.id);
    positions[r] = row.position;
    for (const id in row.cells) {
      const value = row.cells[id] as string;
      let code = valueCode.get(value);
      if (code === undefined) {
        values.push(value);
        code = values.length;
        valueCode.set(value, code);
      }
      codes[r * width + (columnIndex.get(id) as number)] = code;
    }
  });
  return { ids, positions, columns: [...columnIndex.keys()], values, codes };
}

export function unpackRows(packed: PackedRows): SheetRow[] {
  const { ids, positions, columns, values, codes } = packed;
  const width = columns.length;
  // A row with every column starts as a copy of this one: its cells object is made at its final size at once,
  // instead of growing through 45 shapes and leaving their garbage behind.
  const template: Cells = {};
  for (const column of columns) template[column] = '';
  return ids.map((id, r) => {
    const row = codes.subarray(r * width, (r + 1) * width);
    const cells: Cells = row.includes(0) ? {} : { ...template };
    for (let c = 0; c < width; c++) {
      const code = row[c] as number;
      if (code !== 0) cells[columns[c] as string] = values[code - 1] as string;
    }
    return { id, position: positions[r] as number, cells };
  });
}

/** The buffers to transfer with a message holding `packed` (they leave the sender). */
export const transferablesOf = (packed: PackedRows): ArrayBuffer[] => [
  packed.positions.buffer as ArrayBuffer,
  packed.codes.buffer as ArrayBuffer,
];
