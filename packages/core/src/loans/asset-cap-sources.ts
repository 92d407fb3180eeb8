import type { RuleSourceNotes } from './asset-cap-types.ts';

/**
 * What each asset rule set of asset-cap-rules.ts was checked against (stored copies of the press
 * reports, 2026-11) and what they did not confirm, by the set's id: for the page of rules in force and
 * docs/domain-rules.md#asset-value-caps. Kept apart from the figures so the calculators do not load it.
 */
export const ASSET_CAP_SOURCE_NOTES: Readonly<Record<string, RuleSourceNotes>> = {
  'vehicle-general': {
    title: 'Taşıt kredilerine ilişkin sınırlar (binek araçlar, nihai fatura değerine göre)',
    reports: [
      {
        name: 'Milliyet TV, "Kredi limitleri ve vade sayısı değişti"',
        url: 'https://milliyet.com.tr/milliyet-tv/kredi-limitleri-ve-vade-sayisi-degisti-video-6705878',
      },
      { name: 'trkredi', url: 'https://trkredi.com/?p=2936' },
      {
        name: 'Automobile Magazine',
        url: 'https://automobilemagazine.com.tr/400-bin-lira-ve-altinda-olan-tasit-alimi-vade-oranini-48-ay',
      },
    ],
    unconfirmed:
      'The decision date and number were not found (the reports seen carry no date). The terms of ' +
      'every band, 70 % up to 400.000 TL, 50 % up to 800.000 TL and 0 % above 2.000.000 TL were ' +
      'confirmed; 30 % and 20 % for the 1.200.000 and 2.000.000 TL bands were not seen in the copies. ' +
      'One report words the 400.000–800.000 TL share as 70 % of the first 400.000 TL and 50 % of the ' +
      'rest; another reads it flat (800.000 TL → 400.000 TL over 36 months); the site reads it flat.',
  },
  'vehicle-domestic-electric-2025-03-12': {
    title:
      'Taşıt Kredilerine İlişkin Sınırların Değiştirilmesine İlişkin Kurul Kararı (Türkiye’de üretilen elektrik motorlu taşıtlar)',
    reports: [
      {
        name: 'Anadolu Ajansı via Tarık Haber',
        url: 'https://tarikhaber.com/haber/bddk-turkiyede-uretilen-elektrik-motorlu-tasitlara-kullandirilacak-kredilere-iliskin-duzenleme-yapti-57532.html',
        date: '2025-03-12',
      },
      { name: 'BS Ekonomi', url: 'https://bsekonomi.com/?p=43314', date: '2025-03-13' },
      {
        name: 'Habertürk',
        url: 'https://www.haberturk.com/son-dakika-bddk-dan-tasit-kredilerinde-yeni-duzenleme-3773075-amp',
      },
    ],
    unconfirmed: 'The decision number was not found.',
  },
  'housing-2026-01-01': {
    title: 'Konut kredilerinde kredi/değer oranı (the site’s figures before decision 11364)',
    reports: [
      {
        name: 'Ekonomi Gazetesi, "BDDK’nın konut kredisi kararı: ilk izlenimler"',
        url: 'https://www.ekonomigazetesi.com/kose-yazisi/bddknin-konut-kredisi-karari-ilk-izlenimler-72271',
      },
    ],
    unconfirmed:
      'The site’s earlier figures, kept so a date before February 2026 answers as it did: 70 % up to ' +
      '5.000.000 TL and 50 % above. The regulator’s table of that time (decision 10525 of 2023-02-24 ' +
      'and later changes, split by first- and second-hand homes) is not reproduced. The owner rule ' +
      '(× 0.25) is decision 10656 of 2023-08-24, as the column above reports.',
  },
  'housing-11364-2026-01-29': {
    title: 'Konut kredilerinde kredi tutarının konut değerine oranı',
    reports: [
      {
        name: 'Dünya',
        url: 'https://www.dunya.com/ekonomi/konut-kredilerinde-kredi-limitleri-netlesti-haberi-813426',
        date: '2026-01-31',
      },
      {
        name: 'ANKA via Haberler.com',
        url: 'https://www.haberler.com/guncel/bddk-dan-konut-kredisi-duzenlemesinde-onemli-degisiklikler-19521165-haberi/',
        date: '2026-01-31',
      },
      {
        name: 'NTV',
        url: 'https://www.ntv.com.tr/galeri/ntvpara/konut-kredisi-faizleri-ne-kadar-dusus-var-mi-konut-kredisi-yapilandirmasi-olacak-mi-iste-aylik-taksitler-1711466',
        date: '2026-02-12',
      },
      {
        name: 'Hisse.net',
        url: 'https://www.hisse.net/haber/ev-hayali-kuran-ciftlere-buyuk-kolaylik-kredi-limitleri-ve-oranlari-tepeden-tirnaga-degisti-53869',
        date: '2026-01-31',
      },
      {
        name: 'Son Dakika',
        url: 'https://www.sondakika.com/ekonomi/haber-konut-kredilerinde-birinci-ve-ikinci-el-ayrimi-19521073/',
        date: '2026-01-31',
      },
    ],
    unconfirmed:
      'The first day it applies: reported from February 2026 (announced 2026-01-31), the decision’s ' +
      'own clause not seen. Above 20.000.000 TL the reports give A–B 40 % and a 20–40 % range; C 30 % ' +
      'follows the table’s steps and was not seen by class.',
  },
};
