/**
 * Where each rule on `/yasal-limitler` comes from: the official text where it is online, otherwise a
 * dated press report of it (docs/domain-rules.md#rules-in-force lists what stayed unconfirmed).
 */
import type { LegalSource } from './legal-rule-types.ts';

export const SOURCES = {
  personalTermCaps: [
    {
      title: 'BDDK Kurul Kararı, 13.02.2025 (ihtiyaç kredisi vade sınırları), basında: Ekran Haber',
      url: 'https://ekranhaber.com/kredi-limitleri-degisti-ihtiyac-kredisi-vadeleri-guncellendi-ne-kadar-krediye-kac-ay-vade-yapilacak',
    },
  ],
  vehicleGeneral: [{ title: 'BDDK Kurul Kararı (taşıt kredisi vade ve kredi/değer oranı)' }],
  housingLtv: [{ title: 'BDDK Kurul Kararı (konut kredisi kredi/değer oranı)' }],
  kkdf: [
    {
      title: 'Bakanlar Kurulu Kararı 2010/974, Kaynak Kullanımını Destekleme Fonu Kesintileri Hakkında Karar',
      url: 'https://muhasebetr.com/guncelmevzuat/mevzuat_oku.php?mevzuat_id=1283',
    },
  ],
  bsmv: [
    {
      title:
        'Cumhurbaşkanı Kararı 7345, Resmî Gazete 07.07.2023 sayı 32241 (tüketici kredilerinde BSMV %10 → %15)',
      url: 'https://www.bdturkey.com/6802-sayili-gider-vergileri-kanununun-33-uncu-maddesinde-yer-alan-banka-ve-sigorta-muameleleri-vergisi-nispetlerinin-tes',
    },
  ],
  allocationFee: [
    {
      title:
        'TCMB, Finansal Tüketicilerden Alınacak Ücretlere İlişkin Usul ve Esaslar Hakkında Tebliğ (2020/4), md. 10, Resmî Gazete 07.03.2020 (tahsis ücreti anaparanın binde beşini geçemez)',
      url: 'https://teklifimgelsin.com/kredi/ihtiyac-kredisi/blog/kredi-tahsis-ucreti-nedir',
    },
  ],
  earlyRepayment: [
    {
      title: '6502 sayılı Tüketicinin Korunması Hakkında Kanun, md. 30 ve md. 37',
      url: 'https://www.mevzuat.gov.tr/mevzuat?MevzuatNo=6502&MevzuatTur=1&MevzuatTertip=5',
    },
  ],
  depositInsurance: [
    {
      title:
        'TMSF Fon Kurulu Kararı, Resmî Gazete 13.12.2025 (sigortalı mevduat 950.000 → 1.200.000 TL), basında: Dünya',
      url: 'https://www.dunya.com/ekonomi/tmsf-mevduat-sigortasi-limitini-artirdi-haberi-807241',
    },
  ],
} satisfies Record<string, readonly LegalSource[]>;
