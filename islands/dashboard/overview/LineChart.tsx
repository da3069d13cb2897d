/**
 * A line chart of daily values with uPlot (docs/decisions/013-charts-with-uplot.md).
 * The canvas is decoration for sighted users: the figure's data table is the text
 * alternative. Colours come from the theme's CSS variables and follow a theme switch.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  /** A CSS variable holding the line colour, e.g. --primary. */
  colorVar: string;
  values: number[];
}

const themeColor = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

function options(width: number, series: ChartSeries[]): uPlot.Options {
  const muted = themeColor('--text-muted');
  const grid = themeColor('--border');
  const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  return {
    width,
    height: 260,
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true }, y: { range: (_plot, _min, max) => [0, Math.max(1, max)] } },
    axes: [axis, { ...axis, values: (_plot, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')) }],
    series: [{}, ...series.map((line) => ({ label: line.label, stroke: themeColor(line.colorVar), width: 2, points: { show: false } }))],
  };
}

export function LineChart({ days, series }: { days: string[]; series: ChartSeries[] }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // Noon UTC of each day: the axis shows the right date in any browser time zone west of +12.
    const data: uPlot.AlignedData = [days.map((day) => Date.parse(`${day}T12:00:00Z`) / 1000), ...series.map((line) => line.values)];
    let plot = new uPlot(options(element.clientWidth, series), data, element);
    const redraw = () => {
      plot.destroy();
      plot = new uPlot(options(element.clientWidth, series), data, element);
    };
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 260 }));
    resize.observe(element);
    // The theme toggle switches a class on <html>: draw again in the new colours.
    const theme = new MutationObserver(redraw);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      plot.destroy();
    };
  }, [days, series]);

  return <div className="line-chart" ref={container} aria-hidden="true" />;
}
