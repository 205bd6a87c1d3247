import { useShallow } from 'zustand/react/shallow';
import { useEffect, useState } from 'react';
import type { FeedProductFilter } from '../../../../shared/feeds/types.ts';
import { api } from '../../api/index.ts';
import { t } from '../../i18n/index.ts';
import { readFilterFields } from './filter-fields.ts';
import { ALL_CATEGORIES, useFeeds } from './feeds-store.ts';
import { categoryLabel } from '../../../../shared/feeds/category-names.ts';

/** How long typing pauses before the search applies, as in Shipments. */
const SEARCH_AFTER_MS = 300;

/**
 * Search and filters of the product grid: the search applies as you type (once typing pauses), the other fields
 * on Enter or "Apply filters", check boxes at once.
 */
export function ProductFilters() {
  const { selected, setFilter, filter, categories } = useFeeds(
    useShallow((s) => ({
      selected: s.selected,
      setFilter: s.setFilter,
      filter: s.filter,
      categories: s.categories,
    })),
  );
  const all = selected === ALL_CATEGORIES;
  const [search, setSearch] = useState(filter.search ?? '');
  const [brand, setBrand] = useState('');
  const [minPrice, setMinPrice] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const [minDiscount, setMinDiscount] = useState('');
  const [brands, setBrands] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (selected === null) return;
    // Across categories: the brands of the category filtered to, or of them all.
    const category = all ? filter.category : selected;
    api
      .feedBrands(category === undefined ? {} : { category })
      .then(setBrands)
      .catch(() => setBrands([]));
  }, [selected, all, filter.category]);

  // A search set from outside (the one kept from the last session) shows in the field; what is typed stays as typed.
  useEffect(() => {
    const kept = filter.search ?? '';
    setSearch((typed) => (typed.trim() === kept ? typed : kept));
  }, [filter.search]);

  useEffect(() => {
    const wanted = search.trim() === '' ? undefined : search.trim();
    if (wanted === (filter.search ?? undefined)) return;
    const timer = setTimeout(() => setFilter({ ...filter, search: wanted }), SEARCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [search, filter, setFilter]);

  /** The typed fields with `flags`; a field that cannot be read is said, and the grid keeps its filter. */
  const apply = (flags: Partial<FeedProductFilter> = {}) => {
    const read = readFilterFields({ search, brand, minPrice, maxPrice, minDiscount });
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    setProblem(null);
    setFilter({ ...filter, ...read.filter, ...flags });
  };

  return (
    <form
      className="product-filters"
      aria-label={t('feeds.filters.label')}
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <label>
        <span>{t('feeds.filters.search')} </span>
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('feeds.filters.searchHint')}
        />
      </label>
      {all && (
        <label>
          <span>{t('feeds.column.category')} </span>
          <select
            value={filter.category ?? ''}
            onChange={(e) => setFilter({ ...filter, category: e.target.value || undefined })}
          >
            <option value="">{t('feeds.filters.anyCategory')}</option>
            {categories
              .filter((c) => c.stored > 0)
              .map((c) => (
                <option key={c.name} value={c.name} translate="no">
                  {categoryLabel(c.name)}
                </option>
              ))}
          </select>
        </label>
      )}
      <label>
        <span>{t('feeds.column.brand')} </span>
        <select
          value={brand}
          onChange={(e) => {
            setBrand(e.target.value);
          }}
        >
          <option value="">{t('feeds.filters.anyBrand')}</option>
          {brands.map((b) => (
            <option key={b} value={b} translate="no">
              {b}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('feeds.filters.priceFrom')} </span>
        <input inputMode="decimal" size={8} value={minPrice} onChange={(e) => setMinPrice(e.target.value)} />
      </label>
      <label>
        <span>{t('feeds.filters.priceTo')} </span>
        <input inputMode="decimal" size={8} value={maxPrice} onChange={(e) => setMaxPrice(e.target.value)} />
      </label>
      <label>
        <span>{t('feeds.filters.minDiscount')} </span>
        <input
          inputMode="decimal"
          size={4}
          value={minDiscount}
          onChange={(e) => setMinDiscount(e.target.value)}
        />
      </label>
      <label>
        <input
          type="checkbox"
          checked={filter.inStockOnly === true}
          onChange={(e) => apply({ inStockOnly: e.target.checked })}
        />
        <span> {t('feeds.stock.in')}</span>
      </label>
      <label>
        <input
          type="checkbox"
          checked={filter.codOnly === true}
          onChange={(e) => apply({ codOnly: e.target.checked })}
        />
        <span> {t('feeds.filters.cod')}</span>
      </label>
      <label>
        <input
          type="checkbox"
          checked={filter.hideRemoved === true}
          onChange={(e) => apply({ hideRemoved: e.target.checked })}
        />
        <span> {t('feeds.filters.hideRemoved')}</span>
      </label>
      <button type="submit">{t('feeds.filters.apply')}</button>
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
