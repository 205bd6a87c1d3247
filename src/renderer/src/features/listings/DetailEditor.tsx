import { useId, useMemo } from 'react';
import { COLUMN_BY_ID, entries, joinEntries } from '../../../../shared/listings/columns.ts';
import { LOCATION_COLUMNS, PACKAGE_COLUMNS } from '../../../../shared/listings/rules.ts';
import {
  locationChoiceLabel,
  locationChoices,
  locationLabel,
} from '../../../../shared/locations/location-names.ts';
import { useLocationNames } from '../locations/location-names-store.ts';
import { useListings } from './listings-store.ts';
import { sheetLocationIds } from './sheet-locations.ts';
import { setCell } from './sheet-model.ts';

const LABELS = ['manufacturer_details', 'packer_details', 'importer_details', 'countries_of_origin'];

/**
 * A location's id, chosen from the seller's locations by name (or typed, for one not seen yet); its name beside it.
 */
function LocationInput({ label, value, set }: { label: string; value: string; set: (v: string) => void }) {
  const names = useLocationNames((s) => s.names);
  const rows = useListings((s) => s.rows);
  const choices = useMemo(() => locationChoices(names, sheetLocationIds(rows)), [names, rows]);
  const list = useId();
  return (
    <>
      <input aria-label={label} list={list} value={value} onChange={(e) => set(e.target.value)} />
      <datalist id={list}>
        {choices.map((id) => (
          <option key={id} value={id}>
            {locationChoiceLabel(id, names)}
          </option>
        ))}
      </datalist>
      {value.trim() !== '' && <span className="muted"> {locationLabel(value, names)}</span>}
    </>
  );
}

/** Entries of several list cells edited as a small table: one line per package or location. */
function EntryTable({
  rowIndex,
  columns,
  noun,
}: {
  rowIndex: number;
  columns: readonly string[];
  noun: string;
}) {
  const row = useListings((s) => s.rows[rowIndex]);
  const edit = useListings((s) => s.edit);
  if (row === undefined) return null;
  const lists = columns.map((c) => entries(row.cells, c));
  const count = Math.max(1, ...lists.map((l) => l.length));
  const write = (updates: { column: string; list: string[] }[]) =>
    edit((all) =>
      updates.reduce(
        (acc, u) =>
          setCell(acc, rowIndex, u.column, u.list.every((v) => v === '') ? '' : joinEntries(u.list)),
        all,
      ),
    );
  const padded = (i: number) => Array.from({ length: count }, (_, k) => lists[i]?.[k] ?? '');

  return (
    <table className="entry-table" aria-label={`${noun}s of row ${rowIndex + 1}`}>
      <thead>
        <tr>
          <th>#</th>
          {columns.map((c) => (
            <th key={c}>{COLUMN_BY_ID.get(c)?.title}</th>
          ))}
          <th />
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: count }, (_, k) => (
          <tr key={k}>
            <td>{k + 1}</td>
            {columns.map((c, i) => {
              const def = COLUMN_BY_ID.get(c);
              const label = `${def?.title ?? c} of ${noun} ${k + 1}`;
              const value = padded(i)[k] ?? '';
              const set = (v: string) => {
                const list = padded(i);
                list[k] = v;
                write([{ column: c, list }]);
              };
              return (
                <td key={c}>
                  {def?.allowed ? (
                    <select aria-label={label} value={value} onChange={(e) => set(e.target.value)}>
                      <option value="" />
                      {def.allowed.map((a) => (
                        <option key={a}>{a}</option>
                      ))}
                    </select>
                  ) : c === 'location_id' ? (
                    <LocationInput label={label} value={value} set={set} />
                  ) : (
                    <input aria-label={label} value={value} onChange={(e) => set(e.target.value)} />
                  )}
                </td>
              );
            })}
            <td>
              <button
                type="button"
                className="link"
                aria-label={`Remove ${noun} ${k + 1}`}
                onClick={() =>
                  write(columns.map((c, i) => ({ column: c, list: padded(i).filter((_, j) => j !== k) })))
                }
              >
                Remove
              </button>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={columns.length + 2}>
            <button
              type="button"
              className="secondary"
              onClick={() => write(columns.map((c, i) => ({ column: c, list: [...padded(i), ''] })))}
            >
              Add {noun}
            </button>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Packages, locations and address labels of the focused row: the grid shows only the first and a count. */
export function DetailEditor({ rowIndex }: { rowIndex: number | null }) {
  const row = useListings((s) => (rowIndex === null ? undefined : s.rows[rowIndex]));
  const edit = useListings((s) => s.edit);
  if (rowIndex === null || row === undefined) return null;
  const sku = row.cells.sku?.trim() || `row ${rowIndex + 1}`;
  return (
    <section className="detail-editor" aria-labelledby="detail-title">
      <h2 id="detail-title">Details of {sku}</h2>
      <h3>Packages</h3>
      <EntryTable rowIndex={rowIndex} columns={PACKAGE_COLUMNS} noun="package" />
      <h3>Locations</h3>
      <EntryTable rowIndex={rowIndex} columns={LOCATION_COLUMNS} noun="location" />
      <h3>Address labels</h3>
      <div className="label-lists">
        {LABELS.map((c) => (
          <label key={c} className="field">
            {COLUMN_BY_ID.get(c)?.title} (one per line)
            <textarea
              rows={3}
              value={entries(row.cells, c).join('\n')}
              onChange={(e) =>
                edit((all) =>
                  setCell(
                    all,
                    rowIndex,
                    c,
                    joinEntries(e.target.value.split('\n').filter((l, i, a) => l !== '' || i < a.length - 1)),
                  ),
                )
              }
            />
          </label>
        ))}
      </div>
    </section>
  );
}
