import { useEffect, useId, useRef, useState } from 'react';
import type { ProductField, ProductRecord } from '../../../../shared/products/product-record.ts';
import { sourceLine } from './source-line.ts';
import { useProducts } from './products-store.ts';

const TEXT_FIELDS: readonly { field: ProductField; label: string }[] = [
  { field: 'taxCode', label: 'Tax code' },
  { field: 'gstRate', label: 'GST rate %' },
  { field: 'hsn', label: 'HSN' },
  { field: 'length', label: 'Length cm' },
  { field: 'breadth', label: 'Breadth cm' },
  { field: 'height', label: 'Height cm' },
  { field: 'weight', label: 'Weight kg' },
];

/** One field: what it holds now and where that came from; emptying a value of yours gives the source's back. */
function Field(props: {
  record: ProductRecord;
  field: ProductField;
  label: string;
  value: string;
  set(v: string): void;
}) {
  const { record, field, label, value, set } = props;
  const id = useId();
  const v = record.fields[field];
  return (
    <div className="product-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        size={10}
        aria-describedby={`${id}-from`}
        onChange={(e) => set(e.target.value)}
      />
      <span id={`${id}-from`} className="muted">
        {v === undefined ? 'Not known yet.' : `${v.value}, ${sourceLine(v)}.`}
        {v?.source === 'seller' && ' Empty it to use the other sources again.'}
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
        Product {record.sku}
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
          Its units carry serial numbers
        </label>
        {record.locationNames && (
          <p>
            Stocked at {Object.values(record.locationNames).join(', ')}{' '}
            {record.fields.locations && (
              <span className="muted">({sourceLine(record.fields.locations)})</span>
            )}
          </p>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {saved && !error && <p role="status">{saved}</p>}
        <div className="actions">
          <button type="submit">Save {record.sku}</button>
          <button type="button" className="secondary" onClick={() => useProducts.getState().openRecord(null)}>
            Close
          </button>
        </div>
      </form>
    </section>
  );
}
