/**
 * Credit card and overdraft (KMH) figures as dated data (docs/domain-rules.md#credit-card-and-overdraft-debt).
 * The central bank (TCMB) sets the monthly ceilings of the contractual (akdi) and late (gecikme) interest
 * on card debt by the statement debt's tier, and the ceiling on cash advances and overdraft accounts;
 * BDDK sets the minimum payment ratio by card limit. A new announcement is one new entry.
 */
import type { DatedRule } from '../rules/dated-rule.ts';

/** Monthly rates in basis points of a percent (325 = 3,25 % a month). */
export interface RatePair {
  contractualBp: number;
  lateBp: number;
}

/** A statement-debt tier: debts up to `upTo` TL, inclusive, to the kuruş (the last has no upper end). */
export interface CardRateTier extends RatePair {
  upTo: number;
}

export interface CardRateFigures {
  /** TL purchases by statement debt (dönem borcu), in order. */
  tiers: readonly CardRateTier[];
  /** Cash advances on a card and overdraft accounts (kredili mevduat hesabı) share one ceiling. */
  cashAndOverdraft: RatePair;
}

/** A card-limit tier: limits up to `upTo` TL (inclusive) pay at least `ratioPercent` of the statement. */
export interface MinimumPaymentTier {
  upTo: number;
  ratioPercent: number;
}

export interface MinimumPaymentFigures {
  tiers: readonly MinimumPaymentTier[];
}

export const CARD_RATE_RULES: readonly DatedRule<CardRateFigures>[] = [
  {
    id: 'kart-azami-faiz',
    effectiveFrom: '2026-01-01',
    figures: {
      // Tier edges: "30 bin TL'nin altında", "30 bin ile 180 bin TL arasında", "180 bin TL üzeri".
      // The late ceiling is the contractual one plus 30 basis points (Tebliğ 2020/16 md. 5, as the
      // 2025-10-01 cash-advance figures 4,50 % / 4,80 % show); the late figures were not found printed.
      tiers: [
        { upTo: 29_999.99, contractualBp: 325, lateBp: 355 },
        { upTo: 180_000, contractualBp: 375, lateBp: 405 },
        { upTo: Number.POSITIVE_INFINITY, contractualBp: 425, lateBp: 455 },
      ],
      cashAndOverdraft: { contractualBp: 425, lateBp: 455 },
    },
    sources: [
      {
        title:
          'TCMB, Kredi Kartı İşlemlerinde Uygulanacak Azami Faiz Oranları Hakkında Tebliğ (2020/16) değişikliği (dilimler 30.000 / 180.000 TL; %3,25, %3,75, %4,25; nakit avans ve KMH %4,25), basında: Haber3',
        date: '2025-12-13',
        url: 'https://www.haber3.com/ekonomi/merkez-bankasi-duyurdu-kredi-karti-faiz-oranlari-degisti-haberi-6243570',
        confirmed: false,
      },
      {
        title: 'Beyaz Gazete, Kredi kartı borçlarına indirim: 1 Ocak’tan itibaren',
        date: '2025-12-15',
        url: 'https://beyazgazete.com/haber/2025/12/15/kredi-karti-borclarina-indirim-1-ocak-tan-itibaren-7168457.html',
        confirmed: false,
      },
      {
        title:
          'Gecikme faizi = akdi faiz + 30 baz puan (nakit çekim ve KMH 1 Ekim 2025: akdi %4,50, gecikme %4,80), basında: Ulusal Kanal',
        date: '2025-09-18',
        url: 'https://www.ulusal.com.tr/ekonomi/merkez-bankasi-kredi-karti-faiz-oranlarini-dusurdu-15084945',
        confirmed: false,
      },
    ],
  },
];

export const MINIMUM_PAYMENT_RULES: readonly DatedRule<MinimumPaymentFigures>[] = [
  {
    id: 'kart-asgari-odeme',
    // The day this version took effect was not found; the reports below describe it as in force in
    // January 2026, so the calculator applies it from then.
    effectiveFrom: '2026-01-01',
    figures: {
      tiers: [
        { upTo: 50_000, ratioPercent: 20 },
        { upTo: Number.POSITIVE_INFINITY, ratioPercent: 40 },
      ],
    },
    sources: [
      {
        title:
          'Banka Kartları ve Kredi Kartları Hakkında Yönetmelik md. 22 (BDDK asgari ödeme: limiti 50.000 TL ve altı %20, üzeri %40), encazip.com asgari ödeme hesaplama',
        url: 'https://encazip.com/bilgi/hesaplama-araclari/asgari-odeme-hesaplama',
        confirmed: false,
      },
      {
        title: 'Yeniçağ, Kredi kartından harcama yapanlara uzmanlardan uyarı (50.000 TL altı %20, üzeri %40)',
        date: '2026-01-22',
        url: 'https://www.yenicaggazetesi.com/kredi-kartindan-harcama-yapanlara-uzmanlardan-uyari-1500-liraniz-gidebilir-994685h.htm',
        confirmed: false,
      },
    ],
  },
];
