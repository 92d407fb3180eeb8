import { useId } from 'react';
import styles from './line-chart.module.css';
import { type ChartBox, type ChartSeries, chartGeometry, DEFAULT_BOX } from './line-chart-geometry.ts';

export type { ChartSeries } from './line-chart-geometry.ts';

export interface LineChartProps {
  /** One or more lines (at most 4 colours; more repeat them). */
  series: ChartSeries[];
  /** The chart's accessible name and its one-sentence description (e.g. period, high and low). */
  title: string;
  description: string;
  /** How a grid value and a date label are written in the page language (numbers stay left-to-right). */
  formatValue: (value: number) => string;
  formatDate: (date: string) => string;
  /** Shown instead of the chart when no series has a point. */
  emptyText?: string;
  box?: ChartBox;
}

/**
 * A line chart drawn as SVG on the server (no script needed to see it; decision 0001): grid values at
 * the start, first/middle/last dates underneath, one path per series and a legend when there are
 * several. The plot is always laid out left to right (time runs that way in every language); its
 * labels are isolated left-to-right runs (docs/number-format.md). Pages put the figures it draws in a
 * table beside it for screen readers.
 */
export function LineChart({
  series,
  title,
  description,
  formatValue,
  formatDate,
  emptyText,
  box = DEFAULT_BOX,
}: LineChartProps) {
  const id = useId();
  const geometry = chartGeometry(series, box);
  if (geometry.yTicks.length === 0) return emptyText ? <p className={styles.empty}>{emptyText}</p> : null;
  const bottom = box.height - box.padBottom;
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${box.width} ${box.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="none"
        data-chart="line"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <g className={styles.grid}>
          {geometry.yTicks.map((tick) => (
            <g key={tick.value}>
              <line x1={box.padStart} x2={box.width - box.padEnd} y1={tick.y} y2={tick.y} />
              <text x={box.padStart - 6} y={tick.y} textAnchor="end" dominantBaseline="middle">
                {formatValue(tick.value)}
              </text>
            </g>
          ))}
          {geometry.xTicks.map((tick, i) => (
            <text
              key={tick.date}
              x={tick.x}
              y={bottom + 18}
              textAnchor={i === 0 ? 'start' : i === geometry.xTicks.length - 1 ? 'end' : 'middle'}
            >
              {formatDate(tick.date)}
            </text>
          ))}
        </g>
        {geometry.paths.map((path, i) =>
          path ? (
            <path
              key={series[i]?.label ?? i}
              d={path}
              className={`${styles.line} ${styles[`series${i % 4}`] ?? ''}`}
              vectorEffect="non-scaling-stroke"
              data-series={series[i]?.label}
            />
          ) : null,
        )}
      </svg>
      {series.length > 1 && (
        <figcaption className={styles.legend}>
          {series.map((line, i) => (
            <span key={line.label} className={styles.legendItem}>
              <span className={`${styles.swatch} ${styles[`series${i % 4}`] ?? ''}`} aria-hidden="true" />
              {line.label}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}
