import { useEffect, useRef } from 'react';
import { AgCharts, AllCommunityModule, ModuleRegistry } from 'ag-charts-community';
import type { HistoryPoint } from '../../../../shared/feeds/types.ts';
import { formatPrice, formatTime } from './money.ts';
import { useDarkTheme } from '../../app/theme-store.ts';
import { chartTheme } from '../../ui/chart-theme.ts';
import { keepOutOfTabOrder } from '../../ui/chart-focus.ts';

ModuleRegistry.registerModules([AllCommunityModule]);

/**
 * The product's price history as a line chart (selling price, MRP, special price) over time; its legend toggles a
 * line with the mouse.
 */
export function PriceChart({ history, currency }: { history: HistoryPoint[]; currency: string }) {
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
    const chart = AgCharts.create({
      container: container.current,
      theme: chartTheme(dark),
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
          yName: 'Special price',
          interpolation: { type: 'step' },
          lineDash: [6, 4],
        },
        { type: 'line', xKey: 'at', yKey: 'mrp', yName: 'MRP', interpolation: { type: 'step' } },
        {
          type: 'line',
          xKey: 'at',
          yKey: 'sellingPrice',
          yName: 'Selling price',
          interpolation: { type: 'step' },
        },
      ],
      axes: {
        // Minutes at most: with one point the axis otherwise counted in milliseconds ("23:00:00.164").
        x: {
          type: 'time',
          position: 'bottom',
          label: {
            formatter: ({ value }: { value: unknown }) => formatTime(Number(value)),
          },
        },
        y: {
          type: 'number',
          position: 'left',
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
  // A named figure whose drawing is for the eye: the history table under it holds the same prices for a screen
  // reader and the keyboard, so the canvas is neither a Tab stop nor read out as an unnamed "interactive chart".
  return (
    <div
      role="figure"
      aria-label={`Price history chart, ${history.length} ${history.length === 1 ? 'point' : 'points'}`}
    >
      <div ref={container} className="price-chart" aria-hidden="true" />
    </div>
  );
}
