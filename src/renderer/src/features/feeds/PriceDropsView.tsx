import { useShallow } from 'zustand/react/shallow';
import { useEffect, useId, useState } from 'react';
import { categoryLabel } from '../../../../shared/feeds/category-names.ts';
import { alertWords } from '../../../../shared/feeds/watch-rules.ts';
import type { FileFormat } from '../../../../shared/spreadsheet/table.ts';
import { downloadFeedFile, LINK_COLUMNS } from './feed-files.ts';
import { FileFormatChoice } from './FileFormatChoice.tsx';
import { formatPrice, formatTime } from './money.ts';
import { CopyLinkButton } from './CopyLinkButton.tsx';
import { SubIdFields } from './SubIdFields.tsx';
import { useWatch } from './watch-store.ts';

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
        await downloadFeedFile(name, result.csv, format, LINK_COLUMNS);
        setNote(`Exported ${result.rows} links.`);
      })
      .catch((e: unknown) => setNote(e instanceof Error ? e.message : String(e)));
  };

  return (
    <section className="price-drops" aria-labelledby="price-drops-title">
      <h2 id="price-drops-title">Price drops</h2>
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
        <label htmlFor={`${id}-percent`}>Alert when a watched price falls by at least (%)</label>
        <input
          id={`${id}-percent`}
          inputMode="decimal"
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
        />
        <button type="submit" className="secondary">
          Save
        </button>
      </form>

      <h3>Watchlist alerts</h3>
      {alerts.length === 0 ? (
        <p className="muted">
          No alerts yet: star products, then each sync compares their prices and stock with the last.
        </p>
      ) : (
        <table className="alerts" aria-label="Watchlist alerts">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Category</th>
              <th scope="col">What</th>
              <th scope="col">Old price</th>
              <th scope="col">New price</th>
              <th scope="col">When</th>
              <th scope="col">Link</th>
            </tr>
          </thead>
          <tbody>
            {alerts.map((a) => (
              <tr key={a.id}>
                <td>{a.title || a.productId}</td>
                <td>{categoryLabel(a.category)}</td>
                <td>{alertWords(a)}</td>
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

      <h3>Watchlist</h3>
      {watchlist.length === 0 ? (
        <p className="muted">The watchlist is empty: star a product in the grid or its panel.</p>
      ) : (
        <>
          <table className="watchlist" aria-label="Watchlist">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Category</th>
                <th scope="col">Price</th>
                <th scope="col">Target</th>
                <th scope="col">Stock</th>
                <th scope="col">Link</th>
                <th scope="col">Remove</th>
              </tr>
            </thead>
            <tbody>
              {watchlist.map((w) => (
                <tr key={`${w.category}:${w.productId}`}>
                  <td>{w.title || w.productId}</td>
                  <td>{categoryLabel(w.category)}</td>
                  <td>{formatPrice(w.sellingPrice, w.currency)}</td>
                  <td>{formatPrice(w.targetPrice, w.currency)}</td>
                  <td>{w.removed ? 'Removed' : w.inStock ? 'In stock' : 'Out of stock'}</td>
                  <td>
                    <CopyLinkButton
                      category={w.category}
                      productId={w.productId}
                      title={w.title || w.productId}
                      onNote={setCopied}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="link"
                      aria-label={`Remove ${w.title || w.productId} from the watchlist`}
                      onClick={() => void toggle(w.category, w.productId)}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <SubIdFields />
          <FileFormatChoice format={format} onFormat={setFormat} />
          <button type="button" className="secondary" onClick={exportWatchlist}>
            Export links of the watchlist
          </button>
          {note && <p role="status">{note}</p>}
        </>
      )}

      {category !== null && (
        <>
          <h3>Biggest drops in {categoryLabel(category)} in its last sync</h3>
          {drops === null || drops.syncedAt === null ? (
            <p className="muted">Not synced yet.</p>
          ) : drops.drops.length === 0 ? (
            <p className="muted">No price fell in the sync of {formatTime(drops.syncedAt)}.</p>
          ) : (
            <table className="drops" aria-label={`Biggest drops in ${categoryLabel(category)}`}>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Old price</th>
                  <th scope="col">New price</th>
                  <th scope="col">Drop</th>
                  <th scope="col">When</th>
                </tr>
              </thead>
              <tbody>
                {drops.drops.map((d) => (
                  <tr key={d.productId}>
                    <td>{d.title || d.productId}</td>
                    <td>{formatPrice(d.oldPrice, d.currency)}</td>
                    <td>{formatPrice(d.newPrice, d.currency)}</td>
                    <td>{d.dropPercent}%</td>
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
