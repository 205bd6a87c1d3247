import { useShallow } from 'zustand/react/shallow';
import { categoryLabel } from '../../../../shared/feeds/category-names.ts';
import { editionsSentence } from '../../../../shared/feeds/feed-words.ts';
import type { FeedCategoryView } from '../../../../shared/feeds/types.ts';
import { t } from '../../i18n/index.ts';
import { ALL_CATEGORIES, useFeeds } from './feeds-store.ts';
import { formatTime } from './money.ts';

/** A category's line: what is stored, whether its changes can be synced, when it was synced, its editions. */
function categoryLine(c: FeedCategoryView): string {
  if (!c.hasFeed) return t('feeds.directory.noFeed');
  const parts = [
    c.removed > 0
      ? t('feeds.directory.storedRemoved', { stored: c.stored, removed: c.removed })
      : t('feeds.directory.stored', { stored: c.stored }),
    c.version === null && c.syncStatus === 'done' && c.stored > 0 ? t('feeds.directory.noDeltaYet') : '',
    c.lastSyncAt !== null ? t('feeds.directory.synced', { at: formatTime(c.lastSyncAt) }) : '',
    c.variants.length > 0 ? editionsSentence(c.variants, t) : '',
  ];
  return parts.filter((part) => part !== '').join(' · ');
}

/**
 * The directory: one entry per category, with what is stored and how its last sync went. A category's name is the
 * marketplace's (data, not translated); the words around it are ours.
 */
export function CategoryList() {
  const { categories, selected, select } = useFeeds(
    useShallow((s) => ({ categories: s.categories, selected: s.selected, select: s.select })),
  );
  const stored = categories.reduce((n, c) => n + c.stored, 0);
  const synced = categories.filter((c) => c.stored > 0).length;
  return (
    <ul className="category-list" aria-label={t('feeds.directory.title')}>
      {/* Every stored category at once: one search across them, the category as a column. */}
      <li className={selected === ALL_CATEGORIES ? 'selected' : undefined}>
        <button
          type="button"
          className="link"
          aria-pressed={selected === ALL_CATEGORIES}
          aria-label={t('feeds.directory.allName', { count: stored })}
          onClick={() => select(ALL_CATEGORIES)}
        >
          {t('feeds.all.title')}
        </button>
        <span className="muted">{t('feeds.directory.allStored', { stored, synced })}</span>
      </li>
      {categories.map((c) => (
        <li key={c.name} className={c.name === selected ? 'selected' : undefined}>
          {c.hasFeed ? (
            <button
              type="button"
              className="link"
              aria-pressed={c.name === selected}
              aria-label={t('feeds.directory.categoryName', {
                category: categoryLabel(c.name),
                count: c.stored,
              })}
              onClick={() => select(c.name)}
            >
              <span translate="no">{categoryLabel(c.name)}</span>
            </button>
          ) : (
            <span translate="no">{categoryLabel(c.name)}</span>
          )}
          <span className="muted">{categoryLine(c)}</span>
        </li>
      ))}
    </ul>
  );
}
