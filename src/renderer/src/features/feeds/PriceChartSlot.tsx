import { t } from '../../i18n/index.ts';
import { useLoadedAfterPaint } from '../../ui/after-paint.ts';
import type { PriceChartProps } from './PriceChart.tsx';

// AG Charts (1.4 MB, half a second to evaluate) is a chunk of its own, asked for after the panel has painted.
const loadPriceChart = () => import('./PriceChart.tsx').then((m) => m.PriceChart);

/**
 * The price history chart in its named figure, there from the panel's first paint; inside it, the chart once its
 * code has loaded, until then an empty box of the chart's own size (`.price-chart`), so that nothing below it moves.
 * The drawing is for the eye: the history table under it holds the same prices for a screen reader and the keyboard.
 */
export function PriceChartSlot(props: PriceChartProps) {
  const PriceChart = useLoadedAfterPaint(loadPriceChart);
  return (
    <div role="figure" aria-label={t('feeds.chart.label', { count: props.history.length })}>
      {PriceChart ? <PriceChart {...props} /> : <div className="price-chart" aria-hidden="true" />}
    </div>
  );
}
