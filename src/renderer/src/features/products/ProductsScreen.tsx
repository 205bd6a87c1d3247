import './products.css';
import { useEffect, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { type ProductField, type ProductRecord } from '../../../../shared/products/product-record.ts';
import { FormattedMessage } from 'react-intl';
import { t } from '../../i18n/index.ts';
import { ProductDetails } from './ProductDetails.tsx';
import { sourceLine } from './source-line.ts';
import { useProducts } from './products-store.ts';

/** The most rows the table shows at once; a filter narrows a larger account. */
const SHOWN = 200;

function Value({ record, field, unit = '' }: { record: ProductRecord; field: ProductField; unit?: string }) {
  const v = record.fields[field];
  if (v === undefined) return <span className="muted">{t('products.value.unknown')}</span>;
  return (
    <>
      <span translate="no">{v.value}</span>
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
      <h1 id="screen-title">{t('products.screen.title')}</h1>
      <p className="muted">{t('products.screen.intro')}</p>
      <label className="products-filter">
        {t('products.screen.find')} <input value={filter} onChange={(e) => setFilter(e.target.value)} />
      </label>
      {error && open === null && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {!loaded ? (
        <p role="status">{t('products.screen.reading')}</p>
      ) : records.length === 0 ? (
        <p role="status">{t('products.screen.none')}</p>
      ) : (
        <>
          <p role="status">
            {matching.length > SHOWN
              ? t('products.screen.showing', { shown: SHOWN, total: matching.length })
              : t('products.screen.count', { count: matching.length })}
          </p>
          <table className="products-table" aria-label={t('products.screen.title')}>
            <thead>
              <tr>
                <th scope="col">{t('products.column.sku')}</th>
                <th scope="col">{t('products.column.gst')}</th>
                <th scope="col">{t('products.column.hsn')}</th>
                <th scope="col">{t('products.column.box')}</th>
                <th scope="col">{t('products.column.weight')}</th>
                <th scope="col">{t('products.column.locations')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((r) => (
                <tr key={r.sku}>
                  <th scope="row">
                    <EditButton sku={r.sku} />
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
                      <span translate="no">{box(r)}</span>
                    ) : (
                      <span className="muted">{t('products.value.unknown')}</span>
                    )}
                  </td>
                  <td>
                    <Value record={r} field="weight" unit=" kg" />
                  </td>
                  <td translate="no">{Object.values(r.locationNames ?? {}).join(', ')}</td>
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

/** A row's SKU, which opens its record: named "Edit <SKU>" by reference, the SKU being data (not translated). */
function EditButton({ sku }: { sku: string }) {
  const name = useId();
  return (
    <button
      type="button"
      className="link"
      aria-labelledby={name}
      onClick={() => useProducts.getState().openRecord(sku)}
    >
      <span translate="no">{sku}</span>
      <span id={name} className="visually-hidden">
        <FormattedMessage id="products.row.edit" values={{ sku: <span translate="no">{sku}</span> }} />
      </span>
    </button>
  );
}
