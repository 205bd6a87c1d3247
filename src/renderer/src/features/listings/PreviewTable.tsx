import type { PreviewItem } from '../../../../shared/listings/payloads.ts';
import type { FieldChange, PreviewField } from '../../../../shared/listings/preview.ts';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import { FormattedMessage } from 'react-intl';
import { formatMoney, t } from '../../i18n/index.ts';

const SHOWN = 200;

const valueText = (c: FieldChange, v: string): string =>
  v === ''
    ? t('listings.preview.blank')
    : c.money && /^\d+(\.\d+)?$/.test(v)
      ? formatMoney(Number(v), 'INR', { maximumFractionDigits: 2 })
      : v;

const STATE_TEXT: Record<PreviewItem['state'], MessageId> = {
  changes: 'listings.preview.willChange',
  same: 'listings.preview.nothingToChange',
  unknown: 'listings.preview.newListing',
  unread: 'listings.preview.notRead',
};

/** The compared fields in words (the change carries an English label of its own, for the backend's logs). */
const FIELD_TEXT: Record<PreviewField, MessageId> = {
  selling_price: 'listings.preview.field.price',
  mrp: 'listings.preview.field.mrp',
  stock: 'listings.preview.field.stock',
  listing_status: 'listings.preview.field.status',
  shipping_local: 'listings.preview.field.localFee',
  shipping_zonal: 'listings.preview.field.zonalFee',
  shipping_national: 'listings.preview.field.nationalFee',
  dispatch_sla: 'listings.preview.field.dispatchSla',
};

/** Changes first, then new listings, then SKUs that were not read; "nothing to change" is folded apart. */
const ORDER: Record<PreviewItem['state'], number> = { changes: 0, unknown: 1, unread: 2, same: 3 };

function Rows({ items, label }: { items: readonly PreviewItem[]; label: string }) {
  return (
    <>
      <table className="preview-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="listings.preview.sku" />
            </th>
            <th scope="col">
              <FormattedMessage id="listings.preview.what" />
            </th>
            <th scope="col">
              <FormattedMessage id="listings.preview.oldNew" />
            </th>
          </tr>
        </thead>
        <tbody>
          {items.slice(0, SHOWN).map((item) => (
            <tr key={item.rowId} className={`preview-${item.state}`}>
              <th scope="row" translate="no">
                {item.sku}
              </th>
              <td>
                <FormattedMessage id={STATE_TEXT[item.state]} />
              </td>
              <td>
                {item.state === 'changes' ? (
                  <ul className="change-list">
                    {item.changes.map((c) => (
                      <li key={c.field}>
                        <FormattedMessage
                          id="listings.preview.change"
                          values={{
                            field: t(FIELD_TEXT[c.field]),
                            old: valueText(c, c.old),
                            new: valueText(c, c.new),
                          }}
                        />
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
      {items.length > SHOWN && (
        <p className="muted">
          <FormattedMessage id="listings.preview.more" values={{ n: items.length - SHOWN }} />
        </p>
      )}
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
      {shown.length > 0 && <Rows items={shown} label={t('listings.preview.label')} />}
      {same.length > 0 && (
        <details className="preview-same">
          <summary>
            <FormattedMessage id="listings.preview.sameSummary" values={{ n: same.length }} />
          </summary>
          <Rows items={same} label={t('listings.preview.sameLabel')} />
        </details>
      )}
    </div>
  );
}
