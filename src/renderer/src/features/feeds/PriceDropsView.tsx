import { useShallow } from 'zustand/react/shallow';
import { useExcelWrite } from '../../ui/xlsx/use-excel-write.tsx';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { categoryLabel } from '../../../../shared/feeds/category-names.ts';
import { alertWords } from '../../../../shared/feeds/watch-rules.ts';
import type { FileFormat } from '../../../../shared/spreadsheet/table.ts';
import { downloadFeedFile, LINK_COLUMNS } from './feed-files.ts';
import { FileFormatChoice } from './FileFormatChoice.tsx';
import { formatPercent, formatPrice, formatTime } from './money.ts';
import { CopyLinkButton } from './CopyLinkButton.tsx';
import { SubIdFields } from './SubIdFields.tsx';
import { t } from '../../i18n/index.ts';
import { useWatch } from './watch-store.ts';

/** How the screen says an alert: its words and its money in the language it speaks. */
const voice = {
  t,
  money: formatPrice,
};

/**
 * The watchlist's alerts (old and new price, when), the rule they follow, the watchlist itself with the export of
 * its links, and the biggest drops of the selected category in its last sync.
 */
export function PriceDropsView({ category }: { category: string | null }) {
  const { alerts, watchlist, drops, dropPercent, error } = useWatch(
    useShallow((s) => ({
      alerts: s.alerts,
      watchlist: s.watchlist,
      drops: s.drops,
      dropPercent: s.dropPercent,
      error: s.error,
    })),
  );
  const { load, loadDrops, saveDropPercent, toggle, exportLinks } = useWatch.getState();
  const [percent, setPercent] = useState(String(dropPercent));
  const [note, setNote] = useState<string | null>(null);
  const excel = useExcelWrite();
  // What the last "Copy link" did, above both tables (the alerts' rows copy too).
  const [copied, setCopied] = useState<string | null>(null);
  const [format, setFormat] = useState<FileFormat>('csv');
  const id = useId();
  useEffect(() => void load(), [load]);
  useEffect(() => setPercent(String(dropPercent)), [dropPercent]);
  useEffect(() => {
    if (category !== null) void loadDrops(category);
  }, [category, loadDrops, alerts]);

  const exportWatchlist = () => {
    setNote(null);
    void exportLinks(
      {},
      [],
      watchlist.map((w) => w.productId),
    )
      .then(async (result) => {
        if (result === null) return;
        const name = result.fileName.replace('-all-', '-watchlist-');
        if ((await downloadFeedFile(name, result.csv, format, LINK_COLUMNS, excel.write)) !== null)
          setNote(t('feeds.drops.exported', { rows: result.rows }));
      })
      .catch((e: unknown) => setNote(e instanceof Error ? e.message : String(e)));
  };

  return (
    <section className="price-drops" aria-labelledby="price-drops-title">
      <h2 id="price-drops-title">{t('feeds.view.drops')}</h2>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {copied && <p role="status">{copied}</p>}
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          const value = Number(percent);
          if (Number.isFinite(value)) void saveDropPercent(value);
        }}
      >
        <label htmlFor={`${id}-percent`}>{t('feeds.drops.threshold')}</label>
        <input
          id={`${id}-percent`}
          inputMode="decimal"
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
        />
        <button type="submit" className="secondary">
          {t('feeds.drops.save')}
        </button>
      </form>

      <h3>{t('feeds.alerts.title')}</h3>
      {alerts.length === 0 ? (
        <p className="muted">{t('feeds.alerts.none')}</p>
      ) : (
        <table className="alerts" aria-label={t('feeds.alerts.title')}>
          <thead>
            <tr>
              <th scope="col">{t('feeds.table.product')}</th>
              <th scope="col">{t('feeds.column.category')}</th>
              <th scope="col">{t('feeds.table.what')}</th>
              <th scope="col">{t('feeds.table.oldPrice')}</th>
              <th scope="col">{t('feeds.table.newPrice')}</th>
              <th scope="col">{t('feeds.table.when')}</th>
              <th scope="col">{t('feeds.table.link')}</th>
            </tr>
          </thead>
          <tbody>
            {alerts.map((a) => (
              <tr key={a.id}>
                <td translate="no">{a.title || a.productId}</td>
                <td translate="no">{categoryLabel(a.category)}</td>
                <td>{alertWords(a, voice)}</td>
                <td>{formatPrice(a.oldPrice, a.currency)}</td>
                <td>{formatPrice(a.newPrice, a.currency)}</td>
                <td>{formatTime(a.at)}</td>
                <td>
                  <CopyLinkButton
                    category={a.category}
                    productId={a.productId}
                    title={a.title || a.productId}
                    onNote={setCopied}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h3>{t('feeds.watchlist.title')}</h3>
      {watchlist.length === 0 ? (
        <p className="muted">{t('feeds.watchlist.empty')}</p>
      ) : (
        <>
          <table className="watchlist" aria-label={t('feeds.watchlist.title')}>
            <thead>
              <tr>
                <th scope="col">{t('feeds.table.product')}</th>
                <th scope="col">{t('feeds.column.category')}</th>
                <th scope="col">{t('feeds.table.price')}</th>
                <th scope="col">{t('feeds.table.target')}</th>
                <th scope="col">{t('feeds.column.stock')}</th>
                <th scope="col">{t('feeds.table.link')}</th>
                <th scope="col">{t('feeds.table.remove')}</th>
              </tr>
            </thead>
            <tbody>
              {watchlist.map((w) => (
                <tr key={`${w.category}:${w.productId}`}>
                  <td translate="no">{w.title || w.productId}</td>
                  <td translate="no">{categoryLabel(w.category)}</td>
                  <td>{formatPrice(w.sellingPrice, w.currency)}</td>
                  <td>{formatPrice(w.targetPrice, w.currency)}</td>
                  <td>
                    {t(w.removed ? 'feeds.status.removed' : w.inStock ? 'feeds.stock.in' : 'feeds.stock.out')}
                  </td>
                  <td>
                    <CopyLinkButton
                      category={w.category}
                      productId={w.productId}
                      title={w.title || w.productId}
                      onNote={setCopied}
                    />
                  </td>
                  <td>
                    <RemoveButton
                      title={w.title || w.productId}
                      onRemove={() => void toggle(w.category, w.productId)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <SubIdFields />
          <FileFormatChoice format={format} onFormat={setFormat} />
          <button type="button" className="secondary" onClick={exportWatchlist}>
            {t('feeds.watchlist.export')}
          </button>
          {note && <p role="status">{note}</p>}
          {excel.view}
        </>
      )}

      {category !== null && (
        <>
          <h3>
            <FormattedMessage
              id="feeds.drops.biggestIn"
              values={{ category: <span translate="no">{categoryLabel(category)}</span> }}
            />
          </h3>
          {drops === null || drops.syncedAt === null ? (
            <p className="muted">{t('feeds.drops.notSynced')}</p>
          ) : drops.drops.length === 0 ? (
            <p className="muted">{t('feeds.drops.noneFell', { at: formatTime(drops.syncedAt) })}</p>
          ) : (
            <table className="drops">
              {/* Its name: the category is data (not translated), the words around it are ours. */}
              <caption className="visually-hidden">
                <FormattedMessage
                  id="feeds.drops.tableLabel"
                  values={{ category: <span translate="no">{categoryLabel(category)}</span> }}
                />
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('feeds.table.product')}</th>
                  <th scope="col">{t('feeds.table.oldPrice')}</th>
                  <th scope="col">{t('feeds.table.newPrice')}</th>
                  <th scope="col">{t('feeds.table.drop')}</th>
                  <th scope="col">{t('feeds.table.when')}</th>
                </tr>
              </thead>
              <tbody>
                {drops.drops.map((d) => (
                  <tr key={d.productId}>
                    <td translate="no">{d.title || d.productId}</td>
                    <td>{formatPrice(d.oldPrice, d.currency)}</td>
                    <td>{formatPrice(d.newPrice, d.currency)}</td>
                    <td>{formatPercent(d.dropPercent)}</td>
                    <td>{formatTime(d.at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}

/** A watchlist row's Remove, named by reference: the title is data (not translated), the words around it ours. */
function RemoveButton({ title, onRemove }: { title: string; onRemove(): void }) {
  const name = useId();
  return (
    <button type="button" className="link" aria-labelledby={name} onClick={onRemove}>
      {t('feeds.table.remove')}
      <span id={name} className="visually-hidden">
        <FormattedMessage
          id="feeds.watchlist.removeOf"
          values={{ title: <span translate="no">{title}</span> }}
        />
      </span>
    </button>
  );
}
