import { useShallow } from 'zustand/react/shallow';
import { localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import { useEffect, useState } from 'react';
import { feedSyncJob } from '../../../../shared/app/job-kinds.ts';
import { categoryLabel } from '../../../../shared/feeds/category-names.ts';
import { api, messageOf } from '../../api/index.ts';
import { t } from '../../i18n/index.ts';
import type { FileFormat } from '../../../../shared/spreadsheet/table.ts';
import { downloadFeedFile, PRODUCT_COLUMNS } from './feed-files.ts';
import { JobProgress } from '../../ui/JobProgress.tsx';
import { useExcelWrite } from '../../ui/xlsx/use-excel-write.tsx';
import { useJobs, useLatestJob } from '../../ui/jobs-store.ts';
import { CategoryList } from './CategoryList.tsx';
import { FeedSettingsForm } from './FeedSettingsForm.tsx';
import { ALL_CATEGORIES, useFeeds } from './feeds-store.ts';
import { ProductDetailPanel } from './ProductDetailPanel.tsx';
import { ProductFilters } from './ProductFilters.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { LinkExport } from './LinkExport.tsx';
import { PriceDropsView } from './PriceDropsView.tsx';
import { subIdsProblem, useWatch } from './watch-store.ts';
import { useScreenShown } from '../../ui/screen-shown.ts';

export function FeedsScreen() {
  const { categories, selected, loaded, busy, error, load, refresh, sync, demo } = useFeeds(
    useShallow((s) => ({
      demo: s.demo,
      categories: s.categories,
      selected: s.selected,
      loaded: s.loaded,
      busy: s.busy,
      error: s.error,
      load: s.load,
      refresh: s.refresh,
      sync: s.sync,
    })),
  );
  const job = useLatestJob(feedSyncJob(selected ?? ''));
  const dropsShown = useWatch((s) => s.dropsShown);
  const [exportNote, setExportNote] = useState<string | null>(null);
  const excel = useExcelWrite();
  const [dayNote, setDayNote] = useState<string | null>(null);
  // Kept drawn while another screen is shown (app/kept-screens.ts): read again at each showing, as a new screen would.
  const shown = useScreenShown();
  useEffect(() => {
    if (!shown) return;
    void load();
    void useJobs.getState().load();
    void useWatch.getState().load();
  }, [load, shown]);
  // A note about the last export goes with another category or a new sync.
  useEffect(() => setExportNote(null), [selected, job?.jobId]);
  useEffect(() => setDayNote(null), [selected]);
  const category = categories.find((c) => c.name === selected);
  const all = selected === ALL_CATEGORIES;
  const storedAnywhere = categories.some((c) => c.stored > 0);
  const running = job?.state === 'running';

  // The sort and filter the grid shows, from the store that owns them; the links with the sub-ids typed under
  // "Links with sub-ids", as every other link the screen gives out.
  const exportFile = (format: FileFormat) => {
    setExportNote(null);
    const { gridFilter, sort } = useFeeds.getState();
    const { subIds } = useWatch.getState();
    const problem = subIdsProblem(subIds);
    if (problem !== null) {
      setExportNote(problem);
      return;
    }
    api
      .exportFeedProducts({ filter: gridFilter(), sort, ...subIds, timeZone: localTimeZone() })
      .then(async ({ csv, rows, fileName }) => {
        const name = await downloadFeedFile(fileName, csv, format, PRODUCT_COLUMNS, excel.write);
        if (name !== null) setExportNote(t('feeds.export.done', { rows, file: name }));
      })
      .catch((e: unknown) => setExportNote(messageOf(e)));
  };

  return (
    <section className="feeds">
      <h1 id={shown ? 'screen-title' : undefined}>{t('feeds.screen.title')}</h1>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="feeds-layout">
        <aside aria-labelledby="directory-title">
          <h2 id="directory-title">
            <span>{t('feeds.directory.title')} </span>
            <span className="badge" aria-label={t('feeds.directory.count', { count: categories.length })}>
              {categories.length}
            </span>
          </h2>
          {!loaded || (busy && categories.length === 0) ? (
            <p role="status">{t('feeds.directory.fetching')}</p>
          ) : null}
          <CategoryList />
          <button type="button" className="secondary" onClick={() => void refresh()} disabled={busy}>
            {t('feeds.directory.refresh')}
          </button>
          <FeedSettingsForm />
        </aside>
        <div className="feeds-main">
          {category && (
            <div className="sync-bar">
              <h2 translate="no">{categoryLabel(category.name)}</h2>
              {/* The stored outcome of the last sync, unless this session's sync says it (once) below. */}
              {job === null && (
                <p className="muted">
                  {category.syncMessage || (category.stored === 0 ? t('feeds.sync.notYet') : '')}
                </p>
              )}
              <div className="actions">
                <button type="button" onClick={() => void sync('full')} disabled={running}>
                  {t('feeds.sync.full')}
                </button>
                <button
                  type="button"
                  className="secondary"
                  onClick={() => void sync('delta')}
                  disabled={running || category.version === null}
                >
                  {t('feeds.sync.delta')}
                </button>
                <button
                  type="button"
                  className="secondary"
                  onClick={() => exportFile('xlsx')}
                  disabled={category.stored === 0}
                >
                  {t('feeds.export.excel')}
                </button>
                <button
                  type="button"
                  className="secondary"
                  data-export
                  onClick={() => exportFile('csv')}
                  disabled={category.stored === 0}
                >
                  {t('feeds.export.csv')}
                </button>
                {/* The Demo's prices move every six hours of its clock: this shows a day's alerts at once. */}
                {demo && (
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => void useFeeds.getState().simulateDay().then(setDayNote)}
                    disabled={running || category.version === null}
                  >
                    {t('feeds.demo.simulateDay')}
                  </button>
                )}
              </div>
              {dayNote && <p role="status">{dayNote}</p>}
              <JobProgress job={job} label={t('feeds.sync.jobLabel')} />
              {exportNote && <p role="status">{exportNote}</p>}
              {excel.view}
            </div>
          )}
          {all && (
            <div className="sync-bar">
              <h2>{t('feeds.all.title')}</h2>
              <p className="muted">{storedAnywhere ? t('feeds.all.stored') : t('feeds.all.nothing')}</p>
              <div className="actions">
                <button
                  type="button"
                  className="secondary"
                  onClick={() => exportFile('xlsx')}
                  disabled={!storedAnywhere}
                >
                  {t('feeds.export.excel')}
                </button>
                <button
                  type="button"
                  className="secondary"
                  data-export
                  onClick={() => exportFile('csv')}
                  disabled={!storedAnywhere}
                >
                  {t('feeds.export.csv')}
                </button>
              </div>
              {exportNote && <p role="status">{exportNote}</p>}
              {excel.view}
            </div>
          )}
          <div className="view-switch" role="group" aria-label={t('feeds.view.show')}>
            <button
              type="button"
              className={dropsShown ? 'secondary' : undefined}
              aria-pressed={!dropsShown}
              onClick={() => useWatch.getState().showDrops(false)}
            >
              {t('feeds.view.products')}
            </button>
            <button
              type="button"
              className={dropsShown ? undefined : 'secondary'}
              aria-pressed={dropsShown}
              onClick={() => useWatch.getState().showDrops(true)}
            >
              {t('feeds.view.drops')}
            </button>
          </div>
          {dropsShown && <PriceDropsView category={category?.hasFeed ? category.name : null} />}
          {/* Hidden rather than unmounted: the grid is made once and keeps its blocks and sort. */}
          <div className="products-view" hidden={dropsShown}>
            <ProductFilters />
            <LinkExport />
            <ProductGrid />
            <ProductDetailPanel />
          </div>
        </div>
      </div>
    </section>
  );
}
