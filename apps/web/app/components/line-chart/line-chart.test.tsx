import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LineChart } from './line-chart.tsx';
import { chartGeometry, DEFAULT_BOX } from './line-chart-geometry.ts';

const usd = {
  label: 'USD',
  points: [
    { date: '2026-11-02', value: 40 },
    { date: '2026-11-03', value: 42 },
    { date: '2026-11-05', value: 41 },
  ],
};

describe('chart geometry', () => {
  it('maps the first date to the plot start, the last to its end, the extremes inside the grid', () => {
    const g = chartGeometry([usd]);
    const plotEnd = DEFAULT_BOX.width - DEFAULT_BOX.padEnd;
    expect(g.paths[0]).toMatch(new RegExp(`^M${DEFAULT_BOX.padStart} `));
    expect(g.paths[0]).toMatch(new RegExp(`L${plotEnd} [0-9.]+$`));
    expect(g.min).toBeLessThanOrEqual(40);
    expect(g.max).toBeGreaterThanOrEqual(42);
    expect(g.xTicks.map((tick) => tick.date)).toEqual(['2026-11-02', '2026-11-03', '2026-11-05']);
    // A gap in the dates (the 4th) keeps its width: the 3rd sits a third of the way along.
    const plotWidth = plotEnd - DEFAULT_BOX.padStart;
    expect(g.xTicks[1]?.x).toBeCloseTo(DEFAULT_BOX.padStart + plotWidth / 3, 0);
  });

  it('draws a flat series and skips non-finite values', () => {
    const g = chartGeometry([
      {
        label: 'x',
        points: [
          { date: '2026-01-01', value: 5 },
          { date: '2026-01-02', value: Number.NaN },
          { date: '2026-01-03', value: 5 },
        ],
      },
    ]);
    expect(g.paths[0]?.split('L')).toHaveLength(2);
    expect(g.max).toBeGreaterThan(g.min);
  });

  it('has no ticks without points', () => {
    expect(chartGeometry([{ label: 'x', points: [] }]).yTicks).toEqual([]);
  });

  it('draws values too close for a grid step as a flat line with its grid (fast-check found 5e-324 against 0)', () => {
    for (const values of [
      [5e-324, 0],
      [1e-13, 0],
      [1e9, 1e9 + 1e-3],
      [0, 0],
    ]) {
      const points = values.map((value, i) => ({ date: `2026-01-0${i + 1}`, value }));
      const g = chartGeometry([{ label: 's', points }]);
      expect(g.yTicks.length, String(values)).toBeGreaterThanOrEqual(2);
      expect(g.min < Math.min(...values) && g.max > Math.max(...values), String(values)).toBe(true);
      expect(g.paths[0], String(values)).not.toMatch(/NaN|Infinity/);
    }
  });

  it('keeps every point inside the plot for any values (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e9, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 60 }),
        (values) => {
          const points = values.map((value, i) => ({
            date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
            value,
          }));
          const g = chartGeometry([{ label: 's', points }]);
          for (const [, x, y] of (g.paths[0] ?? '').matchAll(/[ML](-?[0-9.]+) (-?[0-9.]+)/g)) {
            expect(Number(x)).toBeGreaterThanOrEqual(DEFAULT_BOX.padStart - 0.1);
            expect(Number(x)).toBeLessThanOrEqual(DEFAULT_BOX.width - DEFAULT_BOX.padEnd + 0.1);
            expect(Number(y)).toBeGreaterThanOrEqual(DEFAULT_BOX.padTop - 0.1);
            expect(Number(y)).toBeLessThanOrEqual(DEFAULT_BOX.height - DEFAULT_BOX.padBottom + 0.1);
          }
          expect(g.yTicks.length).toBeGreaterThanOrEqual(2);
        },
      ),
    );
  });
});

describe('the line chart', () => {
  const props = {
    title: 'USD, 1 ay',
    description: 'En yüksek 42',
    formatValue: (value: number) => `v${value}`,
    formatDate: (date: string) => `d${date}`,
  };

  it('is an image named by its title and description, one path per series, a legend for several', () => {
    const one = renderToStaticMarkup(<LineChart series={[usd]} {...props} />);
    expect(one).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+-title [^"]+-desc"/);
    expect(one).toContain('<title id=');
    expect(one).toContain('>USD, 1 ay</title>');
    expect(one).toContain('>En yüksek 42</desc>');
    expect(one.match(/<path /g)).toHaveLength(1);
    expect(one).toContain('>d2026-11-02</text>');
    expect(one).not.toContain('<figcaption');
    const two = renderToStaticMarkup(<LineChart series={[usd, { ...usd, label: 'EUR' }]} {...props} />);
    expect(two.match(/<path /g)).toHaveLength(2);
    expect(two).toContain('<figcaption');
    expect(two).toContain('EUR</span>');
  });

  it('shows the empty text when nothing can be drawn', () => {
    const html = renderToStaticMarkup(<LineChart series={[]} {...props} emptyText="Veri yok" />);
    expect(html).toContain('Veri yok');
    expect(html).not.toContain('<svg');
  });
});
