import { useEffect, useRef } from 'react';
import { AgCharts, AllCommunityModule, ModuleRegistry } from 'ag-charts-community';
import type { HistoryPoint } from '../../../../shared/feeds/types.ts';
import { formatPrice } from './money.ts';

ModuleRegistry.registerModules([AllCommunityModule]);

/** The product's price history as a line chart (selling price, MRP, special price) over time. */
export function PriceChart({ history, currency }: { history: HistoryPoint[]; currency: string }) {
  const container = useRef<HTMLDivElement>(null);
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
      data,
      height: 220,
      series: [
        {
          type: 'line',
          xKey: 'at',
          yKey: 'sellingPrice',
          yName: 'Selling price',
          interpolation: { type: 'step' },
        },
        { type: 'line', xKey: 'at', yKey: 'mrp', yName: 'MRP', interpolation: { type: 'step' } },
        {
          type: 'line',
          xKey: 'at',
          yKey: 'specialPrice',
          yName: 'Special price',
          interpolation: { type: 'step' },
        },
      ],
      axes: {
        x: { type: 'time', position: 'bottom' },
        y: {
          type: 'number',
          position: 'left',
          label: { formatter: ({ value }: { value: unknown }) => formatPrice(Number(value), currency) },
        },
      },
    });
    return () => chart.destroy();
  }, [history, currency]);
  return (
    <div
      ref={container}
      className="price-chart"
      role="img"
      aria-label={`Price history chart, ${history.length} ${history.length === 1 ? 'point' : 'points'}`}
    />
  );
}
