import type { PreviewItem } from '../../../../shared/listings/payloads.ts';
import type { FieldChange } from '../../../../shared/listings/preview.ts';

const SHOWN = 200;
const count = new Intl.NumberFormat('en-IN');
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

/** Changes first, then new listings, then SKUs that were not read; "nothing to change" is folded apart. */
const ORDER: Record<PreviewItem['state'], number> = { changes: 0, unknown: 1, unread: 2, same: 3 };

function Rows({ items, label }: { items: readonly PreviewItem[]; label: string }) {
  return (
    <>
      <table className="preview-table" aria-label={label}>
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
      {items.length > SHOWN && <p className="muted">…and {count.format(items.length - SHOWN)} more SKUs.</p>}
    </>
  );
}

/**
 * Per SKU, old → new of what the upload changes, as the preview read the listing just now. The changes come first;
 * the SKUs with nothing to change are folded under a line saying how many, so 3 changes are not lost among 58.
 */
export function PreviewTable({ items }: { items: readonly PreviewItem[] }) {
  const shown = items.filter((i) => i.state !== 'same').sort((a, b) => ORDER[a.state] - ORDER[b.state]);
  const same = items.filter((i) => i.state === 'same');
  return (
    <div className="preview-table-wrap">
      {shown.length > 0 && <Rows items={shown} label="Preview of the upload" />}
      {same.length > 0 && (
        <details className="preview-same">
          <summary>
            {count.format(same.length)} {same.length === 1 ? 'SKU has' : 'SKUs have'} nothing to change
          </summary>
          <Rows items={same} label="SKUs with nothing to change" />
        </details>
      )}
    </div>
  );
}
