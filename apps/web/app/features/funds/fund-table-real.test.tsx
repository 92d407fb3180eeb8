import fundsTexts from '@pusula/core/i18n/locales/tr/funds.json';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import { FundTable } from './fund-table.tsx';
import type { FundRow } from './fund-types.ts';

// The home page brings these texts with its route (routes/home.tsx).
addTurkishTexts({ funds: fundsTexts });

const row = (code: string, oneYear: number | string | null) =>
  ({
    fundCode: code,
    fundName: `Fon ${code}`,
    umbrellaFundType: 'Hisse',
    oneMonthReturn: 1,
    threeMonthReturn: 2,
    sixMonthReturn: 3,
    yearToDateReturn: 4,
    oneYearReturn: oneYear,
    threeYearReturn: null,
    fiveYearReturn: null,
  }) as unknown as FundRow;

// The fund codes link to their pages (fund-table.tsx), so the table renders inside a router.
const render = (table: ReactElement) => renderToStaticMarkup(<MemoryRouter>{table}</MemoryRouter>);

const inflation = { percent: 30.65, note: 'Son 12 aylık TÜFE değişimine göre (Ocak 2026: %30,65)' };

describe("the fund tables' real 1-year column", () => {
  it('is the 1-year return after the latest 12-month inflation: 45 % → 10,98 %, 20 % → −8,15 %, none → -', () => {
    // (1,45 ÷ 1,3065) − 1 = 0,10983… ; (1,20 ÷ 1,3065) − 1 = −0,08151… (bc).
    const html = render(
      <FundTable
        rows={[row('AAA', 45), row('BBB', '20,0000'), row('CCC', null)]}
        locale="tr"
        status={null}
        caption="Fonlar"
        inflation={inflation}
      />,
    );
    expect(html).toContain('Reel 1 Yıl (%)');
    expect(html).toContain(`title="${inflation.note}"`);
    const cells = [...html.matchAll(/data-column="realOneYear"><span[^>]*>([^<]*)</g)].map(
      (match) => match[1],
    );
    expect(cells).toEqual(['+10,9800', '-8,1500', '-']);
  });

  it('is absent without the inflation', () => {
    const html = render(<FundTable rows={[row('AAA', 45)]} locale="tr" status={null} caption="Fonlar" />);
    expect(html).not.toContain('Reel 1 Yıl');
  });
});
