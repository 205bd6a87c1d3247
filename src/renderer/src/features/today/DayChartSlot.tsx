import { useLoadedAfterPaint } from '../../ui/after-paint.ts';
import type { DayChartProps } from './DayChart.tsx';

// AG Charts (1.4 MB, half a second to evaluate on a launch) is a chunk of its own, asked for after Today has painted.
const loadDayChart = () => import('./DayChart.tsx').then((m) => m.DayChart);

/**
 * The day chart once its code has loaded after Today's first paint; until then an empty box of the chart's own
 * size (`.day-chart`), so that nothing below it moves. Like the chart, the box is for the eye: the figure around it
 * is named by its caption, and the table of the same figures is what a screen reader and the keyboard read.
 */
export function DayChartSlot(props: DayChartProps) {
  const DayChart = useLoadedAfterPaint(loadDayChart);
  return DayChart ? <DayChart {...props} /> : <div className="day-chart" aria-hidden="true" />;
}
