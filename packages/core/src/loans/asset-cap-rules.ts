import type {
  DatedRuleSet,
  HousingRuleSet,
  RulesInForce,
  VehicleKind,
  VehicleRuleSet,
} from './asset-cap-types.ts';

/**
 * Loan caps by the asset's value as dated data (docs/domain-rules.md#asset-value-caps): each set applies
 * from its `inForceFrom` day until the next set of its family, so a new regulation is one new row here.
 * Bands are read in order; a value belongs to the first band whose `upTo` (TL, inclusive) it does not
 * exceed. `maxLtv` is a percent of the value (70 = 70 %). Sources were checked in 2026-11 through
 * stored copies of the press reports listed; no official text was found for any of them.
 */

/** Vehicle tables, oldest first within each kind. */
export const VEHICLE_RULE_SETS: readonly VehicleRuleSet[] = [
  {
    id: 'vehicle-general',
    kind: 'other',
    inForceFrom: null,
    source: {
      authority: 'BDDK',
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
    bands: [
      { upTo: 400_000, maxTerm: 48, maxLtv: 70 },
      { upTo: 800_000, maxTerm: 36, maxLtv: 50 },
      { upTo: 1_200_000, maxTerm: 24, maxLtv: 30 },
      { upTo: 2_000_000, maxTerm: 12, maxLtv: 20 },
    ],
    refusal: 'calc:asset.vehicleRefusedGeneral',
  },
  {
    id: 'vehicle-domestic-electric-2025-03-12',
    kind: 'domesticElectric',
    inForceFrom: '2025-03-12',
    source: {
      authority: 'BDDK',
      title:
        'Taşıt Kredilerine İlişkin Sınırların Değiştirilmesine İlişkin Kurul Kararı (Türkiye’de üretilen elektrik motorlu taşıtlar)',
      decidedOn: '2025-03-12',
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
    bands: [
      { upTo: 2_500_000, maxTerm: 48, maxLtv: 70 },
      { upTo: 5_000_000, maxTerm: 36, maxLtv: 50 },
      { upTo: 6_500_000, maxTerm: 24, maxLtv: 30 },
      { upTo: 7_500_000, maxTerm: 12, maxLtv: 20 },
    ],
    refusal: 'calc:asset.vehicleRefusedElectric',
  },
];

/** The same share for every energy class (the earlier set knew no classes). */
const flat = (percent: number) => ({ AB: percent, C: percent, other: percent });

/** Housing loan-to-value tables, oldest first. */
export const HOUSING_RULE_SETS: readonly HousingRuleSet[] = [
  {
    id: 'housing-2026-01-01',
    inForceFrom: '2026-01-01',
    source: {
      authority: 'BDDK',
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
    bands: [
      { upTo: 5_000_000, maxLtv: flat(70) },
      { upTo: 10_000_000, maxLtv: flat(50) },
      { upTo: Number.POSITIVE_INFINITY, maxLtv: flat(50) },
    ],
    ownerSharePercent: 25,
  },
  {
    id: 'housing-11364-2026-01-29',
    inForceFrom: '2026-02-01',
    source: {
      authority: 'BDDK',
      title: 'Konut kredilerinde kredi tutarının konut değerine oranı',
      decisionNo: '11364',
      decidedOn: '2026-01-29',
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
    bands: [
      { upTo: 5_000_000, maxLtv: { AB: 90, C: 80, other: 70 } },
      { upTo: 7_000_000, maxLtv: { AB: 80, C: 70, other: 60 } },
      { upTo: 10_000_000, maxLtv: { AB: 70, C: 60, other: 50 } },
      { upTo: 20_000_000, maxLtv: { AB: 50, C: 40, other: 30 } },
      { upTo: Number.POSITIVE_INFINITY, maxLtv: { AB: 40, C: 30, other: 20 } },
    ],
    ownerSharePercent: 25,
  },
];

/** Today in Turkey (UTC+3 all year) as YYYY-MM-DD. */
export function turkishToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** The latest set of a family in force on `date`: an undated set counts as in force since always. */
export function latestInForce<T extends DatedRuleSet>(sets: readonly T[], date: string): T | null {
  let found: T | null = null;
  for (const set of sets) {
    const from = set.inForceFrom ?? '';
    if (from <= date && (found === null || from >= (found.inForceFrom ?? ''))) found = set;
  }
  return found;
}

/** Every asset rule set in force on `date` (YYYY-MM-DD, Turkish day; default today). */
export function rulesAt(
  date: string = turkishToday(),
  vehicleSets: readonly VehicleRuleSet[] = VEHICLE_RULE_SETS,
  housingSets: readonly HousingRuleSet[] = HOUSING_RULE_SETS,
): RulesInForce {
  const ofKind = (kind: VehicleKind) =>
    latestInForce(
      vehicleSets.filter((set) => set.kind === kind),
      date,
    );
  return {
    date,
    vehicle: { other: ofKind('other'), domesticElectric: ofKind('domesticElectric') },
    housing: latestInForce(housingSets, date),
  };
}
