import type { AgChartTheme } from 'ag-charts-community';

/**
 * AG Charts' own light or dark theme, to match the app's (charts draw on a canvas, out of reach of the CSS
 * tokens). No background of their own: the panel the chart sits on shows through, in either theme.
 */
export function chartTheme(dark: boolean): AgChartTheme {
  return {
    baseTheme: dark ? 'ag-default-dark' : 'ag-default',
    overrides: { common: { background: { visible: false } } },
  };
}
