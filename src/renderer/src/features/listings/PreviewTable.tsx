import type { PreviewItem } from '../../../../shared/listings/payloads.ts';
import type { FieldChange } from '../../../../shared/listings/preview.ts';

const SHOWN = 200;
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});

const valueText = (c: FieldChange, v: string): string =>
  v === '' ? 'blank' : c.money && /^\d+(\.\d+)?$/.test(v) ? rupees.format(Number(v)) : v;

const STATE_TEXT: Record<PreviewItem['state'], string> = {
  changes: 'Will change',
  same: 'Nothing to change',
  unknown: 'New listing',
  unread: 'Not read',
};

/** Per SKU, old → new of what the upload changes, as the preview read the listing just now. */
export function PreviewTable({ items }: { items: readonly PreviewItem[] }) {
  return (
    <div className="preview-table-wrap">
      <table className="preview-table" aria-label="Preview of the upload">
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col">What happens</th>
            <th scope="col">Old → new</th>
          </tr>
        </thead>
        <tbody>
          {items.slice(0, SHOWN).map((item) => (
            <tr key={item.rowId} className={`preview-${item.state}`}>
              <th scope="row">{item.sku}</th>
              <td>{STATE_TEXT[item.state]}</td>
              <td>
                {item.state === 'changes' ? (
                  <ul className="change-list">
                    {item.changes.map((c) => (
                      <li key={c.field}>
                        {c.label}: {valueText(c, c.old)} → {valueText(c, c.new)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  (item.note ?? '')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {items.length > SHOWN && <p className="muted">…and {items.length - SHOWN} more SKUs.</p>}
    </div>
  );
}
