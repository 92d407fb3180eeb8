/**
 * The published monthly CPI figures the database is seeded with (docs/domain-rules.md#consumer-price-index),
 * with their sources. Later months come from the central bank's data service (EVDS) or an Editor.
 */
import type { RuleSource } from '../rules/dated-rule.ts';
import type { CpiPoint } from './cpi-series.ts';

/** 2003=100 general index, January to December of each year (TÜİK, "Tüketici fiyat endeksi ve değişim oranları"). */
const TABLE_2003: Readonly<Record<number, readonly number[]>> = {
  2022: [763.23, 799.93, 843.64, 904.79, 931.76, 977.9, 1001.03, 1015.65, 1046.89, 1084, 1115.26, 1128.45],
  2023: [
    1203.48, 1241.33, 1269.75, 1300.04, 1300.6, 1351.59, 1479.84, 1614.31, 1691.04, 1749.11, 1806.5, 1859.38,
  ],
  2024: [
    1984.02, 2073.88, 2139.47, 2207.5, 2281.85, 2319.29, 2394.1, 2453.34, 2526.16, 2598.91, 2657.23, 2684.55,
  ],
  2025: [
    2819.65, 2883.75, 2954.69, 3043.23, 3089.74, 3132.17, 3196.66, 3261.72, 3367.22, 3453.09, 3482.96,
    3513.87,
  ],
  // January 2026 on the old base, chained by the central bank (EVDS series TP.FG.J0). February 2026 is
  // not printed on the old base: 3.793,05 is the only value to the hundredth that gives all four changes
  // TÜİK announced on 03.03.2026 (monthly 2,96 %, since December 7,95 %, yearly 31,53 %, 12-month average
  // 33,39 %): 3.513,87 × 1,07945 = 3.793,047 ≤ value < 3.683,83 × 1,02965 = 3.793,055.
  // March and April 2026 are derived too, from the monthly and yearly changes only (TCMB's table as copied
  // in a public repository, no press report or bulletin reached; unconfirmed, see CPI_SOURCES): March
  // 1,94 % / 30,87 % allows 3.866,66 – 3.866,82, April (on 3.866,74) 4,18 % / 32,37 % allows 4.028,18 –
  // 4.028,47; the middle of each is kept. Every value in those ranges gives the same two-decimal 12-month
  // averages (32,82 %, 32,43 %) and changes since December (10,04 %, 14,64 %), which TÜİK's own figures
  // were not found to confirm.
  2026: [3683.83, 3793.05, 3866.74, 4028.32],
};

export const PUBLISHED_CPI: readonly CpiPoint[] = Object.entries(TABLE_2003).flatMap(([year, values]) =>
  values.map((value, index) => ({
    month: `${year}-${String(index + 1).padStart(2, '0')}`,
    base: '2003' as const,
    value,
  })),
);

/** The month the seeded figures reach (shown as the data's as-of month). */
export const PUBLISHED_CPI_AS_OF = '2026-04';

export const CPI_SOURCES: readonly RuleSource[] = [
  {
    title:
      'TÜİK, Tüketici Fiyat Endeksi bülteni, Tablo-2 "Tüketici fiyat endeksi ve değişim oranları" (2003=100), Ocak 2022 – Ekim 2025',
    date: '2025-11-03',
    url: 'https://data.tuik.gov.tr/Bulten/Index?p=Tuketici-Fiyat-Endeksi-Ekim-2025-54185',
    confirmed: true,
  },
  {
    title:
      "TCMB EVDS, seri TP.FG.J0 (TÜFE genel, 2003=100): Kasım 2025 3.482,96, Aralık 2025 3.513,87, Ocak 2026 3.683,83; TÜİK'in açıkladığı aylık (%0,87, %0,89, %4,84) ve 12 aylık ortalama (%35,91, %34,88, %33,98) değişimlerle birebir tutuyor",
    date: '2026-02-03',
    url: 'https://evds2.tcmb.gov.tr/',
    confirmed: false,
  },
  {
    title:
      "TÜİK, TÜFE temel yılı 2003=100'den 2025=100'e (Ocak 2026 bülteni; zincir yapı korunur, manşet oranlar değişmez); basında: Dünya",
    date: '2026-02-03',
    url: 'https://www.dunya.com/ekonomi/tuik-enflasyon-sepetini-guncelledi-haberi-813756',
    confirmed: false,
  },
  {
    title:
      "TÜİK, TÜFE Şubat 2026 (2025=100): aylık %2,96, Aralık'a göre %7,95, yıllık %31,53, 12 aylık ortalama %33,39; basında: Odatv (aynı rakamlar Sabah, Bianet, Cumhuriyet). Eski bazda 3.793,05 bu dört orandan türetildi (yayımlanmış endeks değeri değil); Mayıs–Ekim 2026 rakamları kaynaklarda bulunamadı",
    date: '2026-03-03',
    url: 'https://www.odatv.com/ekonomi/tuik-subat-ayi-enflasyonunu-acikladi-kira-artis-orani-belli-oldu-emekli-ve-memurun-temmuz-hesabi-hangi-kalemde-ne-artti-ne-azaldi-120138028',
    confirmed: false,
  },
  {
    title:
      'TCMB, Enflasyon Verileri – Tüketici Fiyatları tablosu (yıllık / aylık % değişim): Mart 2026 %30,87 / %1,94, Nisan 2026 %32,37 / %4,18; tablo bir kamu deposuna kopyalanmış hâliyle okundu (AykutBuyukkaya/investment-mcp-server, 04.05.2026), TÜİK bülteni veya basın haberi bulunamadı. Eski bazda 3.866,74 ve 4.028,32 bu oranlardan türetildi; 12 aylık ortalamalar (%32,82, %32,43) türetilmiş, yayımlanmış değil',
    date: '2026-05-04',
    url: 'https://www.tcmb.gov.tr/wps/wcm/connect/TR/TCMB+TR/Main+Menu/Istatistikler/Enflasyon+Verileri/Tuketici+Fiyatlari',
    confirmed: false,
  },
];

/** TBK art. 344 and the end of the temporary 25 % cap for homes (TBK geçici madde 2, 7456 sayılı Kanun). */
export const RENT_RULE_SOURCES: readonly RuleSource[] = [
  {
    title: '6098 sayılı Türk Borçlar Kanunu madde 344 (kira bedelinin belirlenmesi)',
    url: 'https://www.mevzuat.gov.tr/mevzuatmetin/1.5.6098.pdf',
    confirmed: true,
  },
  {
    title:
      "TBK geçici madde 2 (7456 sayılı Kanun, Resmî Gazete 15.07.2023): konut kiralarında %25 sınırı 01.07.2024'e kadar; basında: Balkan Günlüğü",
    date: '2023-07-15',
    url: 'https://balkangunlugu.com.tr/konut-kiralarinda-en-fazla-yuzde-25-artis-uygulamasinin-suresi-uzatildi/amp',
    confirmed: false,
  },
];
