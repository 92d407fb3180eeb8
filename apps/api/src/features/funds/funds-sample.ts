import { seededRandom } from '../../lib/sample-days.ts';
import { realPricedFundsOf } from './fund-history-sample.ts';
import type { FundRecord } from './funds-parser.ts';

/**
 * A deterministic, realistic-looking sample of funds for the demo (invented managers, generated codes
 * and returns), labelled as sample data wherever shown. Same output on every run. Each list starts
 * with the real funds that carry a year of real prices (fund-history-sample.ts: their returns are
 * computed from those prices); the generated codes never take one of theirs.
 */

interface Family {
  umbrella: string;
  names: string[];
  /** Expected yearly return and its spread, in percent. */
  mean: number;
  spread: number;
}

const INVESTMENT_MANAGERS = [
  'ANADOLU PORTFÖY',
  'BOĞAZİÇİ PORTFÖY',
  'MERİDYEN PORTFÖY',
  'KARADENİZ PORTFÖY',
  'EGE PORTFÖY',
  'TOROS PORTFÖY',
  'FIRAT PORTFÖY',
  'KAPADOKYA PORTFÖY',
  'GALATA PORTFÖY',
  'YILDIZ PORTFÖY',
  'ÇINAR PORTFÖY',
  'İPEKYOLU PORTFÖY',
];
const PENSION_COMPANIES = [
  'ANADOLU HAYAT VE EMEKLİLİK',
  'BOĞAZİÇİ EMEKLİLİK',
  'MERİDYEN HAYAT EMEKLİLİK',
  'KARADENİZ EMEKLİLİK',
  'EGE HAYAT VE EMEKLİLİK',
  'TOROS EMEKLİLİK',
  'YILDIZ HAYAT EMEKLİLİK',
  'ÇINAR EMEKLİLİK',
];

const INVESTMENT_FAMILIES: Family[] = [
  {
    umbrella: 'Para Piyasası Şemsiye Fonu',
    names: ['PARA PİYASASI (TL) FONU', 'KISA VADELİ PARA PİYASASI FONU'],
    mean: 46,
    spread: 3,
  },
  {
    umbrella: 'Borçlanma Araçları Şemsiye Fonu',
    names: [
      'KISA VADELİ BORÇLANMA ARAÇLARI (TL) FONU',
      'EUROBOND BORÇLANMA ARAÇLARI (DÖVİZ) FONU',
      'KAMU BORÇLANMA ARAÇLARI FONU',
    ],
    mean: 40,
    spread: 8,
  },
  {
    umbrella: 'Hisse Senedi Şemsiye Fonu',
    names: [
      'HİSSE SENEDİ (TL) FONU (HİSSE SENEDİ YOĞUN FON)',
      'TEKNOLOJİ SEKTÖRÜ HİSSE SENEDİ FONU',
      'BIST 30 DIŞI HİSSE SENEDİ FONU',
    ],
    mean: 30,
    spread: 25,
  },
  {
    umbrella: 'Kıymetli Madenler Şemsiye Fonu',
    names: ['ALTIN FONU', 'ALTIN KATILIM FONU', 'KIYMETLİ MADENLER (ALTIN) FONU', 'GÜMÜŞ FONU'],
    mean: 55,
    spread: 12,
  },
  {
    umbrella: 'Değişken Şemsiye Fonu',
    names: ['DEĞİŞKEN FON', 'DİNAMİK DEĞİŞKEN FON'],
    mean: 38,
    spread: 15,
  },
  { umbrella: 'Karma Şemsiye Fonu', names: ['KARMA FON', 'ALTIN VE HİSSE KARMA FON'], mean: 36, spread: 12 },
  {
    umbrella: 'Katılım Şemsiye Fonu',
    names: ['KATILIM FONU', 'KİRA SERTİFİKALARI KATILIM FONU'],
    mean: 38,
    spread: 8,
  },
  {
    umbrella: 'Serbest Şemsiye Fonu',
    names: ['SERBEST (DÖVİZ) FON', '0-6 AY VADELİ SERBEST FON', 'BİRİNCİ SERBEST FON'],
    mean: 44,
    spread: 18,
  },
  {
    umbrella: 'Fon Sepeti Şemsiye Fonu',
    names: ['ALTIN FON SEPETİ FONU', 'YABANCI FON SEPETİ FONU', 'DENGELİ FON SEPETİ FONU'],
    mean: 40,
    spread: 14,
  },
];

const PENSION_FAMILIES: Family[] = [
  {
    umbrella: 'Standart Emeklilik Fonları',
    names: ['STANDART EMEKLİLİK YATIRIM FONU', 'KATILIM STANDART EMEKLİLİK YATIRIM FONU'],
    mean: 40,
    spread: 6,
  },
  {
    umbrella: 'Hisse Senedi Emeklilik Fonları',
    names: ['HİSSE SENEDİ EMEKLİLİK YATIRIM FONU', 'KATILIM HİSSE SENEDİ EMEKLİLİK YATIRIM FONU'],
    mean: 30,
    spread: 22,
  },
  {
    umbrella: 'Kıymetli Madenler Emeklilik Fonları',
    names: ['ALTIN EMEKLİLİK YATIRIM FONU', 'ALTIN KATILIM EMEKLİLİK YATIRIM FONU'],
    mean: 55,
    spread: 10,
  },
  {
    umbrella: 'Borçlanma Araçları Emeklilik Fonları',
    names: [
      'BORÇLANMA ARAÇLARI EMEKLİLİK YATIRIM FONU',
      'KAMU DIŞ BORÇLANMA ARAÇLARI EMEKLİLİK YATIRIM FONU',
    ],
    mean: 41,
    spread: 8,
  },
  {
    umbrella: 'Para Piyasası Emeklilik Fonları',
    names: ['PARA PİYASASI EMEKLİLİK YATIRIM FONU'],
    mean: 45,
    spread: 3,
  },
  {
    umbrella: 'Değişken Emeklilik Fonları',
    names: ['DEĞİŞKEN EMEKLİLİK YATIRIM FONU', 'OKS DENGELİ DEĞİŞKEN EMEKLİLİK YATIRIM FONU'],
    mean: 37,
    spread: 14,
  },
];

/** Months from 1 January to the sample's as-of date (2026-11-20), for the year-to-date return. */
const YTD_MONTHS = 10.65;
const PERIODS = [
  ['return1m', 1],
  ['return3m', 3],
  ['return6m', 6],
  ['returnYtd', YTD_MONTHS],
  ['return1y', 12],
  ['return3y', 36],
  ['return5y', 60],
] as const;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

function generate(
  count: number,
  managers: string[],
  families: Family[],
  seed: number,
  reserved: readonly FundRecord[],
): FundRecord[] {
  const random = seededRandom(seed);
  const letters = 'ABCDEFGHIJKLMNOPRSTUVYZ';
  const codes = new Set<string>(reserved.map((record) => record.code));
  const records: FundRecord[] = [];
  for (let index = 0; records.length < count; index++) {
    const family = families[index % families.length]!;
    const manager = managers[Math.floor(random() * managers.length)]!;
    const pattern = family.names[Math.floor(random() * family.names.length)]!;
    const name = `${manager} ${pattern}`;
    if (records.some((record) => record.name === name)) continue;
    let code = '';
    do {
      code = Array.from({ length: 3 }, () => letters[Math.floor(random() * letters.length)]).join('');
    } while (codes.has(code));
    codes.add(code);
    const yearly = (family.mean + (random() * 2 - 1) * family.spread) / 100;
    const ageMonths = random() < 0.2 ? 4 + Math.floor(random() * 40) : 61 + Math.floor(random() * 120);
    const record: FundRecord = {
      code,
      name,
      umbrellaType: family.umbrella,
      return1m: null,
      return3m: null,
      return6m: null,
      returnYtd: null,
      return1y: null,
      return3y: null,
      return5y: null,
    };
    for (const [field, months] of PERIODS) {
      if (ageMonths < months) continue;
      const noise = (random() * 2 - 1) * (family.spread / 100) * Math.sqrt(months / 12);
      record[field] = round4(((1 + yearly) ** (months / 12) * (1 + noise) - 1) * 100);
    }
    records.push(record);
  }
  return records;
}

const realInvestment = realPricedFundsOf('YAT').map((fund) => fund.record);
const realPension = realPricedFundsOf('EMK').map((fund) => fund.record);

export const SAMPLE_INVESTMENT_FUNDS = [
  ...realInvestment,
  ...generate(160, INVESTMENT_MANAGERS, INVESTMENT_FAMILIES, 20261120, realInvestment),
];
export const SAMPLE_PENSION_FUNDS = [
  ...realPension,
  ...generate(64, PENSION_COMPANIES, PENSION_FAMILIES, 20261121, realPension),
];
