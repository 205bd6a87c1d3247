import { useEffect, useRef } from 'react';
import { AgCharts, AllCommunityModule, ModuleRegistry } from 'ag-charts-community';
import type { HistoryPoint } from '../../../../shared/feeds/types.ts';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import type { MessageValues } from '../../../../shared/i18n/translator.ts';
import { t } from '../../i18n/index.ts';
import { formatPrice, formatTime } from './money.ts';
import { useDarkTheme } from '../../app/theme-store.ts';
import { chartTheme } from '../../ui/chart-theme.ts';
import { keepOutOfTabOrder } from '../../ui/chart-focus.ts';

ModuleRegistry.registerModules([AllCommunityModule]);

/**
 * AG Charts' own words that this chart shows (what a screen reader hears of it and its legend), in the screen's
 * language: the plain ones, and those with values (a count, a line's name).
 */
const CHART_WORDS: Record<string, MessageId> = {
  ariaLabelLegend: 'feeds.chart.legend',
  ariaDescriptionLegendItem: 'feeds.chart.legendHint',
  overlayNoVisibleSeries: 'feeds.chart.noVisibleSeries',
};
const CHART_SENTENCES: Record<string, MessageId> = {
  ariaAnnounceChart: 'feeds.chart.ariaChart',
  ariaLabelLegendItem: 'feeds.chart.legendItem',
};

/** A sentence of AG Charts in the screen's language; the words of `localeText` for the others. */
function chartSentence(params: { key: string; variables: Record<string, unknown> }): string | undefined {
  const id = CHART_SENTENCES[params.key];
  return id === undefined ? undefined : t(id, params.variables as MessageValues);
}

export interface PriceChartProps {
  history: HistoryPoint[];
  currency: string;
}

/**
 * The product's price history as a line chart (selling price, MRP, special price) over time; its legend toggles a
 * line with the mouse. Loaded after the panel has painted (PriceChartSlot): this file brings AG Charts.
 */
export function PriceChart({ history, currency }: PriceChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const dark = useDarkTheme();
  useEffect(() => {
    if (container.current === null) return;
    const data = history.map((h) => ({
      at: new Date(h.at),
      sellingPrice: h.sellingPrice ?? undefined,
      mrp: h.mrp ?? undefined,
      specialPrice: h.specialPrice ?? undefined,
    }));
    type Point = (typeof data)[number];
    type PriceKey = 'sellingPrice' | 'mrp' | 'specialPrice';
    /** A point's tooltip in the screen's language: when, and the price in the record's currency. */
    const tooltip = (yKey: PriceKey, yName: string) => ({
      renderer: ({ datum }: { datum: Point }) => ({
        heading: formatTime(datum.at.getTime()),
        data: [{ label: yName, value: formatPrice(datum[yKey] ?? null, currency) }],
      }),
    });
    const special = t('feeds.product.specialPrice');
    const mrp = t('feeds.column.mrp');
    const selling = t('feeds.column.sellingPrice');
    const chart = AgCharts.create({
      container: container.current,
      theme: chartTheme(dark),
      // The words as text too: AG Charts names its legend before it asks `getLocaleText`, and hears only a change
      // of `localeText` (which names it again).
      locale: {
        localeText: Object.fromEntries(Object.entries(CHART_WORDS).map(([key, id]) => [key, t(id)])),
        getLocaleText: chartSentence,
      },
      data,
      height: 220,
      // Out of the Tab order (see keepOutOfTabOrder): the history table under it is the way in.
      keyboard: { enabled: false },
      // Drawn in this order, the selling price on top: the special price is often the same and hid it. Dashed so
      // that both show where they meet.
      series: [
        {
          type: 'line',
          xKey: 'at',
          yKey: 'specialPrice',
          yName: special,
          tooltip: tooltip('specialPrice', special),
          interpolation: { type: 'step' },
          lineDash: [6, 4],
        },
        {
          type: 'line',
          xKey: 'at',
          yKey: 'mrp',
          yName: mrp,
          interpolation: { type: 'step' },
          tooltip: tooltip('mrp', mrp),
        },
        {
          type: 'line',
          xKey: 'at',
          yKey: 'sellingPrice',
          yName: selling,
          tooltip: tooltip('sellingPrice', selling),
          interpolation: { type: 'step' },
        },
      ],
      axes: {
        // Minutes at most: with one point the axis otherwise counted in milliseconds ("23:00:00.164").
        x: {
          type: 'time',
          position: 'bottom',
          title: { text: t('feeds.chart.date') },
          label: {
            formatter: ({ value }: { value: unknown }) => formatTime(Number(value)),
          },
        },
        y: {
          type: 'number',
          position: 'left',
          title: { text: t('feeds.chart.price', { currency }) },
          label: { formatter: ({ value }: { value: unknown }) => formatPrice(Number(value), currency) },
        },
      },
    });
    const stop = keepOutOfTabOrder(container.current);
    return () => {
      stop();
      chart.destroy();
    };
  }, [history, currency, dark]);
  // Inside the named figure (PriceChartSlot), for the eye: the history table under it holds the same prices for a
  // screen reader and the keyboard, so the canvas is neither a Tab stop nor read out as an unnamed "interactive chart".
  return <div ref={container} className="price-chart" aria-hidden="true" />;
}
