/** One line of a chart: its name and its points in date order (ISO `YYYY-MM-DD`). */
export interface ChartSeries {
  label: string;
  points: { date: string; value: number }[];
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the value labels at the start and the date labels under the plot. */
  padStart: number;
  padEnd: number;
  padTop: number;
  padBottom: number;
}

export const DEFAULT_BOX: ChartBox = {
  width: 720,
  height: 280,
  padStart: 64,
  padEnd: 12,
  padTop: 12,
  padBottom: 28,
};

export interface ChartGeometry {
  /** One SVG path (`M x y L x y …`) per series, in the series' order; '' for a series without points. */
  paths: string[];
  /** Horizontal grid lines with their values, bottom to top. */
  yTicks: { y: number; value: number }[];
  /** Date labels under the plot: first, middle and last date of the time span. */
  xTicks: { x: number; date: string }[];
  min: number;
  max: number;
}

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Steps of 1, 2, 2.5 or 5 × 10ⁿ so the grid values read well. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= raw) ?? 10;
  return step * power;
}

/**
 * Where each point of each series is drawn: time runs along x (the same span for every series), the
 * values along y between rounded bounds that hold every value. Points with a non-finite value or an
 * unreadable date are left out. Pure, so the server draws the same chart as the browser.
 */
export function chartGeometry(series: ChartSeries[], box: ChartBox = DEFAULT_BOX): ChartGeometry {
  const clean = series.map((line) =>
    line.points.filter((point) => Number.isFinite(point.value) && Number.isFinite(dayOf(point.date))),
  );
  const all = clean.flat();
  if (all.length === 0) return { paths: series.map(() => ''), yTicks: [], xTicks: [], min: 0, max: 0 };
  const values = all.map((point) => point.value);
  const days = all.map((point) => dayOf(point.date));
  let low = Math.min(...values);
  let high = Math.max(...values);
  // A span too small for the grid's arithmetic (equal values, or 5e-324 against 0, whose step
  // underflowed to 0 and left no grid line) is drawn as a flat line in the middle of a padded range.
  const scale = Math.max(Math.abs(high), Math.abs(low));
  if (!(high - low > scale * 1e-9 && high - low > 1e-12)) {
    const pad = scale * 0.01 >= 1e-9 ? scale * 0.01 : 1;
    low -= pad;
    high += pad;
  }
  const step = niceStep(high - low, 4);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const first = Math.min(...days);
  const last = Math.max(...days);
  const plotWidth = box.width - box.padStart - box.padEnd;
  const plotHeight = box.height - box.padTop - box.padBottom;
  const x = (day: number) =>
    box.padStart + (last === first ? plotWidth / 2 : ((day - first) / (last - first)) * plotWidth);
  const y = (value: number) => box.padTop + plotHeight - ((value - min) / (max - min)) * plotHeight;
  const round = (n: number) => Math.round(n * 10) / 10;
  const paths = clean.map((points) =>
    points
      .map((point, i) => `${i === 0 ? 'M' : 'L'}${round(x(dayOf(point.date)))} ${round(y(point.value))}`)
      .join(' '),
  );
  const yTicks: ChartGeometry['yTicks'] = [];
  for (let value = min, i = 0; value <= max + step / 2 && i < 12; value += step, i += 1) {
    const tick = Math.round(value / step) * step;
    yTicks.push({ y: round(y(tick)), value: tick });
  }
  const sortedDates = [...new Set(all.map((point) => point.date))].sort();
  const picks = [...new Set([0, Math.floor((sortedDates.length - 1) / 2), sortedDates.length - 1])];
  const xTicks = picks.map((at) => {
    const date = sortedDates[at] as string;
    return { x: round(x(dayOf(date))), date };
  });
  return { paths, yTicks, xTicks, min, max };
}
