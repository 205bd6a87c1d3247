import { useShallow } from 'zustand/react/shallow';
import { categoryLabel } from '../../../../shared/feeds/category-names.ts';
import { editionsSentence } from '../../../../shared/feeds/feed-words.ts';
import { ALL_CATEGORIES, useFeeds } from './feeds-store.ts';
import { formatTime } from './money.ts';

const count = new Intl.NumberFormat('en-IN');

/** The directory: one entry per category, with what is stored and how its last sync went. */
export function CategoryList() {
  const { categories, selected, select } = useFeeds(
    useShallow((s) => ({ categories: s.categories, selected: s.selected, select: s.select })),
  );
  const stored = categories.reduce((n, c) => n + c.stored, 0);
  const synced = categories.filter((c) => c.stored > 0).length;
  return (
    <ul className="category-list" aria-label="Categories">
      {/* Every stored category at once: one search across them, the category as a column. */}
      <li className={selected === ALL_CATEGORIES ? 'selected' : undefined}>
        <button
          type="button"
          className="link"
          aria-pressed={selected === ALL_CATEGORIES}
          aria-label={`All categories, ${count.format(stored)} products stored`}
          onClick={() => select(ALL_CATEGORIES)}
        >
          All categories
        </button>
        <span className="muted">
          {`${count.format(stored)} stored in ${synced} ${synced === 1 ? 'category' : 'categories'}`}
        </span>
      </li>
      {categories.map((c) => (
        <li key={c.name} className={c.name === selected ? 'selected' : undefined}>
          {c.hasFeed ? (
            <button
              type="button"
              className="link"
              aria-pressed={c.name === selected}
              aria-label={`${categoryLabel(c.name)}, ${count.format(c.stored)} products stored`}
              onClick={() => select(c.name)}
            >
              {categoryLabel(c.name)}
            </button>
          ) : (
            <span>{categoryLabel(c.name)}</span>
          )}
          <span className="muted">
            {c.hasFeed
              ? `${count.format(c.stored)} stored${c.removed > 0 ? `, ${count.format(c.removed)} removed` : ''}` +
                (c.version === null && c.syncStatus === 'done' && c.stored > 0
                  ? ' · Sync changes not available yet'
                  : '') +
                (c.lastSyncAt !== null ? ` · synced ${formatTime(c.lastSyncAt)}` : '') +
                (c.variants.length > 0 ? ` · ${editionsSentence(c.variants)}` : '')
              : 'No feed: the service does not offer this category'}
          </span>
        </li>
      ))}
    </ul>
  );
}
