/**
 * Net and gross salary: the 2026 figures as dated data (docs/domain-rules.md#salary). Each figure is
 * one dated version with its source; a new year is one new entry per rule, and /yasal-limitler shows
 * the version in force.
 */
import type { DatedRule } from '../rules/dated-rule.ts';

/** One band of the wage tariff: the cumulative yearly base up to `upTo` (TL, inclusive) is taxed at `ratePercent`. */
export interface TaxBracket {
  upTo: number;
  ratePercent: number;
}

export interface WageTaxFigures {
  /** GVK art. 103, the tariff for wage income (ücret), in order; the last band has no upper end. */
  brackets: readonly TaxBracket[];
  /** Stamp tax on the gross wage, in parts per 100,000 (759 = binde 7,59). */
  stampTaxPer100k: number;
}

export interface MinimumWageFigures {
  /** Gross monthly minimum wage (TL): the SGK earnings floor, and the base of both tax exemptions. */
  gross: number;
}

export interface SocialSecurityFigures {
  /** The SGK earnings ceiling, as a multiple of the gross minimum wage. */
  ceilingMultiple: number;
  /** Shares in basis points of the earnings (1400 = 14 %). */
  employeeSgkBp: number;
  employeeUnemploymentBp: number;
  employerSgkBp: number;
  employerUnemploymentBp: number;
  /** The Treasury's share of the employer's pension premium, by workplace kind (basis points). */
  incentiveBp: { manufacturing: number; other: number };
}

export const WAGE_TAX_RULES: readonly DatedRule<WageTaxFigures>[] = [
  {
    id: 'ucret-gelir-vergisi',
    effectiveFrom: '2026-01-01',
    figures: {
      brackets: [
        { upTo: 190_000, ratePercent: 15 },
        { upTo: 400_000, ratePercent: 20 },
        { upTo: 1_500_000, ratePercent: 27 },
        { upTo: 5_300_000, ratePercent: 35 },
        { upTo: Number.POSITIVE_INFINITY, ratePercent: 40 },
      ],
      stampTaxPer100k: 759,
    },
    sources: [
      {
        title:
          'Gelir Vergisi Genel Tebliği (Seri No: 332), Resmî Gazete 31.12.2025 sayı 33124 (5. mükerrer), ücret gelirleri tarifesi; basında: Alo Maliye',
        date: '2025-12-31',
        url: 'https://www.alomaliye.com/2025/12/31/2026-yili-vergi-dilimleri/amp',
        confirmed: true,
      },
      {
        title: "Memurlar.net, 2026'nın vergi ve harç tutarları belli oldu",
        date: '2026-01-02',
        url: 'https://www.memurlar.net/album/27438/2026-nin-vergi-ve-harc-tutarlari-belli-oldu.html',
        confirmed: true,
      },
      {
        title: '488 sayılı Damga Vergisi Kanunu, (1) sayılı tablo IV-1-b (ücretler binde 7,59)',
        confirmed: false,
      },
    ],
  },
];

export const MINIMUM_WAGE_RULES: readonly DatedRule<MinimumWageFigures>[] = [
  {
    id: 'asgari-ucret',
    effectiveFrom: '2026-01-01',
    figures: { gross: 33_030 },
    sources: [
      {
        title:
          'Asgari Ücret Tespit Komisyonu kararı, Resmî Gazete (günlük 1.101 TL, 1 Ocak–31 Aralık 2026; aylık 30 × 1.101 = 33.030 TL), basında: Collector',
        url: 'https://www.collector.com.tr//965424865',
        confirmed: false,
      },
      {
        title: 'DİSK Tekstil, Temel İşçi Göstergeleri (2026: brüt 33.030,00, net 28.075,50 TL)',
        url: 'https://disktekstil.org/temel-isci-gostergeleri',
        confirmed: false,
      },
      {
        title: 'İkoloji, 2026 Asgari Ücret Hesabı (satır satır bordro ve işveren maliyeti)',
        url: 'https://ikoloji.net/wp/?p=184',
        confirmed: false,
      },
    ],
  },
];

export const SOCIAL_SECURITY_RULES: readonly DatedRule<SocialSecurityFigures>[] = [
  {
    id: 'sgk-primleri',
    effectiveFrom: '2026-01-01',
    figures: {
      ceilingMultiple: 9,
      employeeSgkBp: 1400,
      employeeUnemploymentBp: 100,
      employerSgkBp: 2175,
      employerUnemploymentBp: 200,
      incentiveBp: { manufacturing: 500, other: 200 },
    },
    sources: [
      {
        title:
          'SGK genelgesi (2026 prim desteği: imalatta 5 puan, imalat dışında 2 puan; işçi ve işveren payı toplam %38,75), basında: Habertürk',
        date: '2026-01-13',
        url: 'https://www.haberturk.com/prim-destegi-nasil-uygulanacak-3852806-ekonomi',
        confirmed: false,
      },
      {
        title:
          '5510 sayılı Kanun md. 82 (üst sınır: asgari ücretin 9 katı, 297.270,00 TL); DİSK Tekstil, Temel İşçi Göstergeleri',
        url: 'https://disktekstil.org/temel-isci-gostergeleri',
        confirmed: false,
      },
    ],
  },
];
