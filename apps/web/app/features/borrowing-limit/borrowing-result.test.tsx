import { resources } from '@pusula/core/i18n/resources.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18nInstance } from '../../lib/i18n/i18n-instance.ts';
import { I18nProvider } from '../../lib/i18n/use-translation.tsx';
import { BorrowingResult } from './borrowing-result.tsx';
import type { BorrowingRequest } from './borrowing-state.ts';

const render = (lang: 'tr' | 'ar') =>
  renderToStaticMarkup(
    <I18nProvider i18n={createI18nInstance(lang, resources)}>
      <BorrowingResult answer={{ kind: 'noOffer', amount: 250_000 }} request={{} as BorrowingRequest} />
    </I18nProvider>,
  );

describe('the borrowing answer without an offer', () => {
  it('shows the amount with its unit as one left-to-right run (docs/number-format.md)', () => {
    expect(render('ar')).toContain('يغطي <bdi dir="ltr">250,000 TL</bdi> لهذا');
    expect(render('tr')).toContain('<bdi dir="ltr">250.000 TL</bdi> için bu kredi türü');
  });
});
