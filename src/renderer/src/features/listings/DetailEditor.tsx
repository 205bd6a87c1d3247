import { useId, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { COLUMN_BY_ID, entries, joinEntries } from '../../../../shared/listings/columns.ts';
import { columnTitle } from '../../../../shared/listings/words.ts';
import { t } from '../../i18n/index.ts';
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
          <option key={id} value={id} translate="no">
            {locationChoiceLabel(id, names)}
          </option>
        ))}
      </datalist>
      {value.trim() !== '' && (
        <span className="muted gap-before" translate="no">
          {locationLabel(value, names)}
        </span>
      )}
    </>
  );
}

/** Entries of several list cells edited as a small table: one line per package or location. */
function EntryTable({
  rowIndex,
  columns,
  kind,
}: {
  rowIndex: number;
  columns: readonly string[];
  kind: 'package' | 'location';
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
    <table
      className="entry-table"
      aria-label={t(kind === 'package' ? 'listings.detail.packagesOfRow' : 'listings.detail.locationsOfRow', {
        row: rowIndex + 1,
      })}
    >
      <thead>
        <tr>
          <th>
            <FormattedMessage id="listings.detail.number" />
          </th>
          {columns.map((c) => (
            <th key={c}>{columnTitle(c, t)}</th>
          ))}
          {/* Named for screen readers (axe's empty-table-header): its cells are each entry's Remove button. */}
          <th>
            <span className="visually-hidden">
              <FormattedMessage id="listings.detail.remove" />
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: count }, (_, k) => (
          <tr key={k}>
            <td>{k + 1}</td>
            {columns.map((c, i) => {
              const def = COLUMN_BY_ID.get(c);
              const label = t(kind === 'package' ? 'listings.check.ofPackage' : 'listings.check.ofLocation', {
                what: columnTitle(c, t),
                n: k + 1,
              });
              const value = padded(i)[k] ?? '';
              const set = (v: string) => {
                const list = padded(i);
                list[k] = v;
                write([{ column: c, list }]);
              };
              return (
                <td key={c}>
                  {def?.allowed ? (
                    <select
                      aria-label={label}
                      value={value}
                      translate="no"
                      onChange={(e) => set(e.target.value)}
                    >
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
                aria-label={t(
                  kind === 'package' ? 'listings.detail.removePackage' : 'listings.detail.removeLocation',
                  {
                    n: k + 1,
                  },
                )}
                onClick={() =>
                  write(columns.map((c, i) => ({ column: c, list: padded(i).filter((_, j) => j !== k) })))
                }
              >
                <FormattedMessage id="listings.detail.remove" />
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
              <FormattedMessage
                id={kind === 'package' ? 'listings.detail.addPackage' : 'listings.detail.addLocation'}
              />
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
  const sku = row.cells.sku?.trim() ?? '';
  return (
    <section className="detail-editor" aria-labelledby="detail-title">
      <h2 id="detail-title">
        {sku === '' ? (
          <FormattedMessage id="listings.detail.titleRow" values={{ row: rowIndex + 1 }} />
        ) : (
          <FormattedMessage id="listings.detail.title" values={{ sku: <span translate="no">{sku}</span> }} />
        )}
      </h2>
      <h3>
        <FormattedMessage id="listings.detail.packages" />
      </h3>
      <EntryTable rowIndex={rowIndex} columns={PACKAGE_COLUMNS} kind="package" />
      <h3>
        <FormattedMessage id="listings.detail.locations" />
      </h3>
      <EntryTable rowIndex={rowIndex} columns={LOCATION_COLUMNS} kind="location" />
      <h3>
        <FormattedMessage id="listings.detail.labels" />
      </h3>
      <div className="label-lists">
        {LABELS.map((c) => (
          <label key={c} className="field">
            <FormattedMessage id="listings.detail.onePerLine" values={{ what: columnTitle(c, t) }} />
            <textarea
              rows={3}
              translate="no"
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
