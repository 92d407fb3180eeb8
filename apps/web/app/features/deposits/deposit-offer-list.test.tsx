import depositsTexts from '@pusula/core/i18n/locales/tr/deposits.json';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import { OfferList } from './deposit-offer-list.tsx';
import type { DepositOffer } from './deposit-types.ts';

// The deposits page brings these texts with its route (routes/tools/mevduat.tsx).
addTurkishTexts({ deposits: depositsTexts });

const offer = {
  bankName: 'Ornek',
  displayName: 'Örnek Bank',
  isParticipation: false,
  isPublicBank: false,
  hasStateGuarantee: false,
  isSample: false,
  asOf: null,
  interestRate: 40,
  enteredAmount: 100_000,
  maturity: 32,
  depositType: 'TL',
  grossInterestAmount: 3_486.92,
  withholdingRate: 17.5,
  withholdingAmount: 610.21,
  netInterestAmount: 2_876.71,
  totalReturnAmount: 102_876.71,
} as unknown as DepositOffer;

describe('deposit cards and the net real return', () => {
  it('shows the yearly net and the net real return at the latest 12-month inflation, labelled', () => {
    const html = renderToStaticMarkup(
      <OfferList
        results={[offer]}
        locale="tr"
        startDate={null}
        inflation={{ percent: 30.65, note: 'Son 12 aylık TÜFE değişimine göre (Ocak 2026: %30,65)' }}
      />,
    );
    expect(html).toContain('Net getiri (yıllık, basit)');
    expect(html).toContain('%32,81');
    expect(html).toContain('Net reel getiri (yıllık): Son 12 aylık TÜFE değişimine göre (Ocak 2026: %30,65)');
    expect(html).toContain('%1,66');
  });

  it('shows neither without the inflation', () => {
    const html = renderToStaticMarkup(<OfferList results={[offer]} locale="tr" startDate={null} />);
    expect(html).not.toContain('Net reel getiri');
  });
});
