import { resources } from '@pusula/core/i18n/resources.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18nInstance } from './i18n-instance.ts';
import { Trans } from './trans.tsx';
import { I18nProvider } from './use-translation.tsx';

const render = (node: React.ReactNode, lang: 'tr' | 'ar' = 'tr') =>
  renderToStaticMarkup(<I18nProvider i18n={createI18nInstance(lang, resources)}>{node}</I18nProvider>);

describe('Trans', () => {
  it('turns each <num> tag into a copy of the given element around its filled-in text', () => {
    expect(
      render(
        <Trans
          i18nKey="loans:assetCap.noticeAmount"
          values={{ amount: '1.000 TL' }}
          components={{ num: <bdi dir="ltr" /> }}
        />,
      ),
    ).toBe('Bu değerde en fazla <bdi dir="ltr">1.000 TL</bdi> kredi kullanabilirsiniz.');
  });

  it('fills several tags of different names, in the page language', () => {
    expect(
      render(
        <Trans
          i18nKey="loans:results.summary"
          values={{ type: 'قرض', amount: '5', count: 12 }}
          components={{ kind: <bdi />, num: <bdi dir="ltr" /> }}
        />,
        'ar',
      ),
    ).toBe('<bdi>قرض</bdi> · <bdi dir="ltr">5</bdi> · <bdi dir="ltr">12</bdi> شهرًا');
  });

  it("picks the plural form by the count, by Arabic's six rules too", () => {
    const summary = (count: number, lang: 'tr' | 'ar' | 'en') =>
      render(
        <Trans
          i18nKey="loans:results.summary"
          values={{ type: 'x', amount: '5', count }}
          components={{ kind: <bdi />, num: <bdi dir="ltr" /> }}
        />,
        lang as 'tr',
      );
    expect(summary(1, 'en')).toBe('<bdi>x</bdi> · <bdi dir="ltr">5</bdi> · <bdi dir="ltr">1</bdi> month');
    expect(summary(2, 'ar')).toBe('<bdi>x</bdi> · <bdi dir="ltr">5</bdi> · شهران');
    expect(summary(3, 'ar')).toBe('<bdi>x</bdi> · <bdi dir="ltr">5</bdi> · <bdi dir="ltr">3</bdi> أشهر');
    expect(summary(120, 'tr')).toContain('<bdi dir="ltr">120</bdi> ay vade');
  });

  it('renders a text without tags as text, and a tag without an element as its inner text', () => {
    expect(render(<Trans i18nKey="site.sampleDataAsOf" values={{ date: 'bugün' }} />)).toBe(
      'Örnek veri · bugün itibarıyla',
    );
    expect(render(<Trans i18nKey="loans:assetCap.noticeAmount" values={{ amount: '7' }} />)).toBe(
      'Bu değerde en fazla 7 kredi kullanabilirsiniz.',
    );
  });

  it('never makes an element out of a value', () => {
    expect(
      render(
        <Trans
          i18nKey="loans:assetCap.noticeAmount"
          values={{ amount: '<num>x</num>' }}
          components={{ num: <b /> }}
        />,
      ),
    ).toBe('Bu değerde en fazla <b>&lt;num&gt;x&lt;/num&gt;</b> kredi kullanabilirsiniz.');
  });

  it('shows the whole key, namespace included, when the text is missing', () => {
    const i18n = createI18nInstance('tr', { tr: { common: resources.tr.common } });
    expect(
      renderToStaticMarkup(
        <I18nProvider i18n={i18n}>
          <Trans i18nKey="loans:assetCap.noticeAmount" values={{ amount: '7' }} />
        </I18nProvider>,
      ),
    ).toBe('loans:assetCap.noticeAmount');
  });
});
