import './products.css';
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { type ProductField, type ProductRecord } from '../../../../shared/products/product-record.ts';
import { ProductDetails } from './ProductDetails.tsx';
import { sourceLine } from './source-line.ts';
import { useProducts } from './products-store.ts';

/** The most rows the table shows at once; a filter narrows a larger account. */
const SHOWN = 200;
const count = new Intl.NumberFormat('en-IN');

function Value({ record, field, unit = '' }: { record: ProductRecord; field: ProductField; unit?: string }) {
  const v = record.fields[field];
  if (v === undefined) return <span className="muted">not known</span>;
  return (
    <>
      {v.value}
      {unit}
      <br />
      <span className="muted product-source">{sourceLine(v)}</span>
    </>
  );
}

const box = (r: ProductRecord): string =>
  (['length', 'breadth', 'height'] as const).map((m) => r.fields[m]?.value ?? '?').join(' × ');

/**
 * Products: one record per SKU of the seller account (tax, HSN, box, serial numbers, locations), each value saying
 * where it came from; a SKU's details panel edits it.
 */
export function ProductsScreen() {
  const { records, loaded, open, error } = useProducts(
    useShallow((s) => ({ records: s.records, loaded: s.loaded, open: s.open, error: s.error })),
  );
  const [filter, setFilter] = useState('');
  useEffect(() => {
    void useProducts.getState().load();
  }, []);
  const wanted = filter.trim().toLowerCase();
  const matching = wanted === '' ? records : records.filter((r) => r.sku.toLowerCase().includes(wanted));
  const shown = matching.slice(0, SHOWN);
  const openRecord = records.find((r) => r.sku === open);
  return (
    <section className="products">
      <h1 id="screen-title">Products</h1>
      <p className="muted">
        What Stockroom knows of each SKU, from the marketplace listing, the listing sheet and your last pack.
        The pack form starts from these values; a value you edit here wins over every source.
      </p>
      <label className="products-filter">
        Find a SKU <input value={filter} onChange={(e) => setFilter(e.target.value)} />
      </label>
      {error && open === null && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {!loaded ? (
        <p role="status">Reading the product records…</p>
      ) : records.length === 0 ? (
        <p role="status">
          No products yet: read My listings, save the listing sheet or open a pack form, and each SKU gets its
          record.
        </p>
      ) : (
        <>
          <p role="status">
            {matching.length > SHOWN
              ? `Showing ${count.format(SHOWN)} of ${count.format(matching.length)} products; type to narrow.`
              : `${count.format(matching.length)} ${matching.length === 1 ? 'product' : 'products'}.`}
          </p>
          <table className="products-table" aria-label="Products">
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">GST</th>
                <th scope="col">HSN</th>
                <th scope="col">Box (cm)</th>
                <th scope="col">Weight</th>
                <th scope="col">Locations</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((r) => (
                <tr key={r.sku}>
                  <th scope="row">
                    <button
                      type="button"
                      className="link"
                      aria-label={`Edit ${r.sku}`}
                      onClick={() => useProducts.getState().openRecord(r.sku)}
                    >
                      {r.sku}
                    </button>
                  </th>
                  <td>
                    {r.fields.gstRate ? (
                      <Value record={r} field="gstRate" unit="%" />
                    ) : (
                      <Value record={r} field="taxCode" />
                    )}
                  </td>
                  <td>
                    <Value record={r} field="hsn" />
                  </td>
                  <td>
                    {r.fields.length || r.fields.breadth || r.fields.height ? (
                      box(r)
                    ) : (
                      <span className="muted">not known</span>
                    )}
                  </td>
                  <td>
                    <Value record={r} field="weight" unit=" kg" />
                  </td>
                  <td>{Object.values(r.locationNames ?? {}).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {openRecord && <ProductDetails key={openRecord.sku} record={openRecord} />}
    </section>
  );
}
