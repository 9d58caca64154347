import { useEffect, useRef } from 'react';
import { theme } from 'antd';

/** One series of a chart: its name (the legend) and a value per category; `line` draws it as a line. */
export interface ChartSeries {
  readonly key: string;
  readonly name: string;
  readonly values: readonly number[];
  readonly line?: boolean;
  /** antd's tone of the series (a status tag's colour: 已通过 green, 已拒绝 red); by order when absent. */
  readonly tone?: ChartTone;
}

export type ChartTone = 'processing' | 'success' | 'error' | 'default' | 'warning' | 'text';

export interface StatisticsChartProps {
  readonly className: string;
  /** The x axis (weeks, flows, nodes, people). */
  readonly categories: readonly string[];
  readonly series: readonly ChartSeries[];
  /** The y axis' unit (条, 小时). */
  readonly unit: string;
  /** A click on a bar or point: its category's index and series key (the drill-down). */
  readonly onPick?: (index: number, seriesKey: string) => void;
}

type Chart = { setOption(option: unknown, notMerge?: boolean): void; on(event: string, handler: (params: { dataIndex: number; seriesIndex?: number }) => void): void; resize(): void; dispose(): void };

/**
 * A bar / line chart of 流程统计 drawn by ECharts, loaded on first use (its own chunk), in antd's colours. The
 * same numbers are in the table beside it; the container carries them (`data-series`) for assistive checks.
 */
export function StatisticsChart({ className, categories, series, unit, onPick }: StatisticsChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | undefined>(undefined);
  const pick = useRef(onPick);
  pick.current = onPick;
  const { token } = theme.useToken();
  const tones: Record<ChartTone, string> = {
    processing: token.colorPrimary, success: token.colorSuccess, error: token.colorError, default: token.colorTextQuaternary,
    warning: token.colorWarning, text: token.colorTextSecondary,
  };
  const colors = [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorInfo];

  useEffect(() => {
    let live = true;
    const resize = () => chart.current?.resize();
    void import(/* webpackChunkName: "echarts" */ './echarts-setup').then(({ init }) => {
      if (!live || !box.current) return;
      const made = init(box.current) as unknown as Chart;
      chart.current = made;
      made.on('click', (params) => {
        const key = series[params.seriesIndex ?? 0]?.key;
        if (key) pick.current?.(params.dataIndex, key);
      });
      window.addEventListener('resize', resize);
      setOptions();
    });
    return () => {
      live = false;
      window.removeEventListener('resize', resize);
      chart.current?.dispose();
      chart.current = undefined;
    };
    // The chart is made once; its data changes go through setOptions below.
  }, []);

  const setOptions = () => chart.current?.setOption({
    color: colors,
    textStyle: { fontFamily: token.fontFamily },
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 36, bottom: 48 },
    xAxis: { type: 'category', data: categories, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', name: unit },
    series: series.map((s) => ({
      name: s.name, type: s.line ? 'line' : 'bar', data: s.values, cursor: onPick ? 'pointer' : 'default',
      ...(s.tone ? { itemStyle: { color: tones[s.tone] }, lineStyle: { color: tones[s.tone] } } : {}),
    })),
  }, true);

  useEffect(() => { setOptions(); });

  return (
    <div
      ref={box}
      className={`statistics-chart ${className}`}
      role="img"
      aria-label={series.map((s) => s.name).join('、')}
      data-series={JSON.stringify({ categories, series: series.map((s) => ({ name: s.name, values: s.values })) })}
      style={{ width: '100%', height: 300 }}
    />
  );
}
