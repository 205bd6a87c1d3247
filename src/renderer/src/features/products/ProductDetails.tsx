import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import type { ProductField, ProductRecord } from '../../../../shared/products/product-record.ts';
import { t } from '../../i18n/index.ts';
import { sourceLine } from './source-line.ts';
import { useProducts } from './products-store.ts';

const TEXT_FIELDS: readonly { field: ProductField; label: MessageId }[] = [
  { field: 'taxCode', label: 'products.field.taxCode' },
  { field: 'gstRate', label: 'products.field.gstRate' },
  { field: 'hsn', label: 'products.column.hsn' },
  { field: 'length', label: 'products.field.length' },
  { field: 'breadth', label: 'products.field.breadth' },
  { field: 'height', label: 'products.field.height' },
  { field: 'weight', label: 'products.field.weight' },
];

/** One field: what it holds now and where that came from; emptying a value of yours gives the source's back. */
function Field(props: {
  record: ProductRecord;
  field: ProductField;
  label: MessageId;
  value: string;
  set(v: string): void;
}) {
  const { record, field, label, value, set } = props;
  const id = useId();
  const v = record.fields[field];
  return (
    <div className="product-field">
      <label htmlFor={id}>{t(label)}</label>
      <input
        id={id}
        value={value}
        size={10}
        aria-describedby={`${id}-from`}
        onChange={(e) => set(e.target.value)}
      />
      <span id={`${id}-from`} className="muted">
        {v === undefined ? (
          t('products.field.notKnown')
        ) : (
          <FormattedMessage
            id="products.field.value"
            values={{ value: <span translate="no">{v.value}</span>, source: sourceLine(v) }}
          />
        )}
        {v?.source === 'seller' && <> {t('products.field.emptyToReset')}</>}
      </span>
    </div>
  );
}

/** A SKU's product record, editable: a value you save wins over the listing, the sheet and the last pack. */
export function ProductDetails({ record }: { record: ProductRecord }) {
  const error = useProducts((s) => s.error);
  const saved = useProducts((s) => s.saved);
  const start = () =>
    Object.fromEntries(TEXT_FIELDS.map(({ field }) => [field, record.fields[field]?.value ?? ''])) as Record<
      ProductField,
      string
    >;
  const [values, setValues] = useState(start);
  const [serials, setSerials] = useState(record.fields.needsSerials?.value === 'true');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const changes = () => {
    const out: Partial<Record<ProductField, string>> = {};
    for (const { field } of TEXT_FIELDS)
      if (values[field].trim() !== (record.fields[field]?.value ?? '')) out[field] = values[field];
    if (serials !== (record.fields.needsSerials?.value === 'true')) out.needsSerials = String(serials);
    return out;
  };
  return (
    <section className="product-details" aria-labelledby="product-details-title">
      <h2 id="product-details-title" tabIndex={-1} ref={heading}>
        <FormattedMessage
          id="products.details.title"
          values={{ sku: <span translate="no">{record.sku}</span> }}
        />
      </h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void useProducts.getState().save(record.sku, changes());
        }}
      >
        {TEXT_FIELDS.map(({ field, label }) => (
          <Field
            key={field}
            record={record}
            field={field}
            label={label}
            value={values[field]}
            set={(v) => setValues((old) => ({ ...old, [field]: v }))}
          />
        ))}
        <label className="product-field">
          <input type="checkbox" checked={serials} onChange={(e) => setSerials(e.target.checked)} />
          {t('products.details.serials')}
        </label>
        {record.locationNames && (
          <p>
            <FormattedMessage
              id="products.details.stockedAt"
              values={{
                places: <span translate="no">{Object.values(record.locationNames).join(', ')}</span>,
                source: record.fields.locations ? sourceLine(record.fields.locations) : 'none',
                muted: (chunks) => <span className="muted">{chunks}</span>,
              }}
            />
          </p>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {saved && !error && <p role="status">{saved}</p>}
        <div className="actions">
          <button type="submit">
            <FormattedMessage
              id="products.details.save"
              values={{ sku: <span translate="no">{record.sku}</span> }}
            />
          </button>
          <button type="button" className="secondary" onClick={() => useProducts.getState().openRecord(null)}>
            {t('products.details.close')}
          </button>
        </div>
      </form>
    </section>
  );
}
