import { useEffect, useRef } from 'react';
import { AgCharts, AllCommunityModule, ModuleRegistry } from 'ag-charts-community';
import { dayLabel } from '../../../../shared/dates.ts';
import { useDarkTheme } from '../../app/theme-store.ts';
import { t } from '../../i18n/index.ts';
import { chartTheme } from '../../ui/chart-theme.ts';
import { keepOutOfTabOrder } from '../../ui/chart-focus.ts';

ModuleRegistry.registerModules([AllCommunityModule]);

export interface DayPoint {
  day: string;
  value: number;
}

export interface DayChartProps {
  points: DayPoint[];
  name: string;
  format: (value: number) => string;
}

/**
 * One figure per day as bars. The same figures are in the table beside it, which is what a screen reader reads
 * best. Loaded after Today has painted (DayChartSlot): this file brings AG Charts.
 */
export function DayChart({ points, name, format }: DayChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const dark = useDarkTheme();
  useEffect(() => {
    if (container.current === null) return;
    const chart = AgCharts.create({
      container: container.current,
      theme: chartTheme(dark),
      data: points.map((p) => ({ day: dayLabel(p.day), value: p.value })),
      height: 200,
      // The chart's own name for itself, in the language the screens speak.
      locale: { localeText: { ariaAnnounceChart: t('today.chart.label') } },
      // Out of the Tab order (see keepOutOfTabOrder): the table of the same figures is the way in.
      keyboard: { enabled: false },
      series: [{ type: 'bar', xKey: 'day', yKey: 'value', yName: name }],
      axes: {
        x: { type: 'category', position: 'bottom' },
        y: {
          type: 'number',
          position: 'left',
          label: { formatter: ({ value }: { value: unknown }) => format(Number(value)) },
        },
      },
    });
    const stop = keepOutOfTabOrder(container.current);
    return () => {
      stop();
      chart.destroy();
    };
  }, [points, name, format, dark]);
  // Inside a captioned figure, for the eye: the table of the same figures (TodayScreen) is what a screen reader
  // and the keyboard read, so the canvas is neither a Tab stop nor read out as an unnamed "interactive chart".
  return <div ref={container} className="day-chart" aria-hidden="true" />;
}
