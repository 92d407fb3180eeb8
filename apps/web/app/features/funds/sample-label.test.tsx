import fundsTexts from '@pusula/core/i18n/locales/tr/funds.json';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import { SampleLabel } from './fund-view.tsx';

// The funds page brings these texts with its route (routes/home.tsx).
addTurkishTexts({ funds: fundsTexts });

describe('the fund list source label', () => {
  it('says sample data, or that the last update failed, with the date; nothing for fresh data', () => {
    expect(renderToStaticMarkup(<SampleLabel isSample asOf="2026-11-20" locale="tr" />)).toContain(
      'Örnek veri · 20 Kasım 2026 itibarıyla',
    );
    expect(
      renderToStaticMarkup(<SampleLabel isSample={false} stale asOf="2026-11-21" locale="tr" />),
    ).toContain('Son güncelleme yapılamadı · veriler 21 Kasım 2026 itibarıyla');
    expect(renderToStaticMarkup(<SampleLabel isSample={false} asOf="2026-11-21" locale="tr" />)).toBe('');
  });
});
