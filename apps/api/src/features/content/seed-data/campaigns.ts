// Sample campaigns (docs/content.md#campaigns-and-guides campaign cards): generic campaign types seen at Turkish banks in late 2026,
// not any bank's actual offer; seeded with isSample = true. The home page shows the first six. Every card
// links to the site's calculator or guide on its subject, so the cards end alike (docs/content.md#campaigns-and-guides).
import type { CampaignSeed } from './seed-types.ts';

const withImage = (key: string) =>
  ({ key, image: `/images/campaigns/${key}.svg`, imageWidth: 640, imageHeight: 360 }) as const;

export const CAMPAIGN_SEEDS: CampaignSeed[] = [
  {
    ...withImage('hosgeldin-faizi-32-gun'),
    link: '/hesaplama-araclari/mevduat-hesaplama',
    texts: {
      tr: {
        title: 'Yeni Birikimlere 32 Gün Vadeli Hoş Geldin Faizi',
        description:
          'Bankaya ilk kez gelen yeni birikimlere, 32 gün vadeli hesapta standart orandan yüksek hoş geldin faizi. Oran genellikle yalnızca ilk vade ve belirli bir tutara kadar geçerlidir; stopaj sonrası net getiriyi hesaplayarak karşılaştırın.',
      },
      en: {
        title: 'Welcome Rate on New Savings for a 32-Day Term',
        description:
          'A higher-than-standard welcome rate on a 32-day time deposit for money that is new to the bank. It usually applies only to the first term and up to a set amount, so compare the net return after withholding tax.',
      },
      ar: {
        title: 'فائدة ترحيبية على المدخرات الجديدة لأجل 32 يومًا',
        description:
          'سعر فائدة ترحيبي أعلى من السعر المعتاد على الوديعة لأجل 32 يومًا للأموال الجديدة على البنك. يسري عادةً على الأجل الأول فقط وحتى مبلغ محدد، لذا قارن العائد الصافي بعد خصم ضريبة الاقتطاع.',
      },
    },
  },
  {
    ...withImage('ilk-ihtiyac-kredisi-sifir-faiz'),
    link: '/hesaplama-araclari/ihtiyac-kredisi',
    texts: {
      tr: {
        title: 'İlk İhtiyaç Kredinize Sıfır Faiz',
        description:
          "Bankayla ilk kez kredi kullanacak müşterilere küçük bir tutara kadar, birkaç aylık kısa vadede %0 faizli ihtiyaç kredisi. Faiz sıfır olduğunda KKDF ve BSMV de oluşmaz; ancak anaparanın en fazla %0,5'i kadar tahsis ücreti alınabilir.",
      },
      en: {
        title: 'Zero Interest on Your First Personal Loan',
        description:
          'A 0% personal loan for first-time borrowers at the bank, up to a small amount and over a short term of a few months. With no interest there is no KKDF or BSMV either, but an allocation fee of up to 0.5% of the principal may apply.',
      },
      ar: {
        title: 'فائدة صفرية على قرضك الشخصي الأول',
        description:
          'قرض شخصي بفائدة 0% لمن يقترض من البنك لأول مرة، حتى مبلغ صغير ولمدة قصيرة لا تتجاوز بضعة أشهر. وعندما تكون الفائدة صفرًا لا تُستحق ضريبتا KKDF وBSMV، لكن قد تُستوفى رسوم تخصيص تصل إلى 0.5% من أصل القرض.',
      },
    },
  },
  {
    ...withImage('emekli-maas-promosyonu'),
    link: '/hesaplama-araclari/mevduat-hesaplama',
    texts: {
      tr: {
        title: 'Emekli Maaşını Taşıyanlara Promosyon',
        description:
          'Emekli maaşını bankaya taşıyanlara, genellikle üç yıllık taahhüt karşılığında nakit promosyon ve kartlı harcamalara ek ödüller. Tutar maaş aralığına göre değişir; taahhüt dolmadan ayrılırsanız promosyonun bir kısmını iade etmeniz istenebilir.',
      },
      en: {
        title: 'Promotion for Moving Your Pension',
        description:
          'A cash promotion, usually in return for a three-year commitment, plus extra rewards on card spending when you move your pension payments to the bank. The amount depends on your pension; if you leave before the commitment ends, you may have to repay part of it.',
      },
      ar: {
        title: 'مكافأة نقدية عند تحويل راتب التقاعد',
        description:
          'مكافأة نقدية مقابل تحويل راتب التقاعد إلى البنك، عادةً مع التزام لمدة ثلاث سنوات، إضافةً إلى مكافآت على الإنفاق بالبطاقة. يختلف المبلغ بحسب قيمة الراتب، وإذا غادرت البنك قبل انتهاء مدة الالتزام فقد يُطلب منك ردّ جزء منه.',
      },
    },
  },
  {
    ...withImage('aidatsiz-kredi-karti'),
    link: '/avantajli-cozumler/kredi-karti-basvurusunda-nelere-dikkat-etmeliyim',
    texts: {
      tr: {
        title: 'Yıllık Ücretsiz Kredi Kartı',
        description:
          "Yıllık kart ücreti alınmayan ya da belirli bir harcama tutarına ulaşıldığında ücreti iade edilen kredi kartları. Başvurmadan önce faiz oranlarını ve nakit avans ücretlerini karşılaştırın; limitinizin %30'undan azını kullanmak kredi notunuzu korur.",
      },
      en: {
        title: 'Credit Card with No Annual Fee',
        description:
          'Credit cards with no annual fee, or with the fee refunded once you reach a set amount of spending. Compare interest rates and cash advance charges before you apply, and keep your balance below 30% of the limit to protect your credit score.',
      },
      ar: {
        title: 'بطاقة ائتمان بلا رسوم سنوية',
        description:
          'بطاقات ائتمان لا تُفرض عليها رسوم سنوية، أو تُردّ رسومها عند بلوغ مبلغ إنفاق محدد. قارن أسعار الفائدة ورسوم السحب النقدي قبل تقديم الطلب، وأبقِ رصيدك دون 30% من الحد لتحمي درجتك الائتمانية.',
      },
    },
  },
  {
    ...withImage('esnaf-pos-kredi-destegi'),
    link: '/hesaplama-araclari/esnaf-kredisi',
    texts: {
      tr: {
        title: 'Esnafa POS ve İşletme Kredisi Desteği',
        description:
          'POS cirosunu bankaya yönlendiren esnaf ve küçük işletmelere belirli bir süre indirimli POS komisyonu ve uygun koşullu işletme kredisi. Kooperatif üzerinden kullanılan esnaf kredisiyle karşılaştırmak için toplam maliyeti ve üç aylık taksitleri hesaplayın.',
      },
      en: {
        title: 'POS and Business Loan Support for Tradespeople',
        description:
          'A reduced POS commission for a set period and a business loan on favourable terms for tradespeople and small shops that route their card sales through the bank. Work out the total cost and quarterly instalments to compare it with a cooperative tradesman loan.',
      },
      ar: {
        title: 'دعم لأصحاب المحلات عبر أجهزة نقاط البيع وقروض العمل',
        description:
          'عمولة مخفّضة على أجهزة نقاط البيع (POS) لفترة محددة، وقرض عمل بشروط ميسّرة للحرفيين وأصحاب المحلات الصغيرة الذين يحوّلون مبيعاتهم بالبطاقات إلى البنك. احسب التكلفة الإجمالية والأقساط الفصلية لمقارنته بقرض الحرفيين عبر التعاونيات.',
      },
    },
  },
  {
    ...withImage('ilk-konut-kredisi-tahsis-indirimi'),
    link: '/hesaplama-araclari/konut-kredisi',
    texts: {
      tr: {
        title: 'İlk Konut Kredisinde İndirimli Tahsis Ücreti',
        description:
          "İlk kez konut kredisi kullananlara indirimli ya da hiç alınmayan kredi tahsis ücreti. Tahsis ücretinin yasal üst sınırı zaten anaparanın %0,5'idir; konut kredisinde KKDF ve BSMV de alınmadığı için teklifleri yıllık maliyet oranıyla karşılaştırın.",
      },
      en: {
        title: 'Reduced Allocation Fee on Your First Home Loan',
        description:
          'A reduced or waived allocation fee for first-time home loan borrowers. The legal cap is already 0.5% of the principal, and housing loans carry no KKDF or BSMV, so compare offers on the annual cost rate.',
      },
      ar: {
        title: 'رسوم تخصيص مخفّضة على أول قرض سكني',
        description:
          'رسوم تخصيص مخفّضة أو معفاة لمن يحصل على قرض سكني لأول مرة. والحد القانوني الأقصى لهذه الرسوم هو أصلًا 0.5% من أصل القرض، ولا تُفرض ضريبتا KKDF وBSMV على قروض السكن، لذا قارن العروض بمعدل التكلفة السنوي.',
      },
    },
  },
  {
    ...withImage('dijital-hesap-acilis-odulu'),
    link: '/avantajli-cozumler/mevduat-hesabi-acarken-bilmeniz-gereken-temel-kavramlar',
    texts: {
      tr: {
        title: 'Mobil Uygulamadan Müşteri Olanlara Hoş Geldin Ödülü',
        description:
          'Şubeye gitmeden, mobil uygulamadan görüntülü görüşmeyle müşteri olanlara; ilk aylarda kartla harcama, fatura talimatı ya da maaş yönlendirme gibi koşullar karşılığında para puan ödülü. Koşulları ve ödülün kullanım süresini dikkatle okuyun.',
      },
      en: {
        title: 'Welcome Reward for Joining Through the Mobile App',
        description:
          'Reward points for joining through the mobile app by video call, without visiting a branch, in return for conditions such as card spending, a bill payment order or a salary transfer in the first months. Check the conditions and how long the reward stays valid.',
      },
      ar: {
        title: 'مكافأة ترحيبية لمن يفتح حسابه عبر تطبيق الهاتف',
        description:
          'نقاط مكافأة لمن يصبح عميلًا عبر تطبيق الهاتف بمكالمة فيديو دون زيارة الفرع، مقابل شروط مثل الإنفاق بالبطاقة أو أمر دفع الفواتير أو تحويل الراتب خلال الأشهر الأولى. اقرأ الشروط ومدة صلاحية المكافأة بعناية.',
      },
    },
  },
  {
    ...withImage('tasit-kredisi-bayi-kampanyasi'),
    link: '/hesaplama-araclari/tasit-kredisi',
    texts: {
      tr: {
        title: 'Bayi İş Birliğiyle İndirimli Taşıt Kredisi',
        description:
          'Anlaşmalı bayilerden alınan araçlarda, üretici ya da bayi desteğiyle piyasa oranının altında faizli taşıt kredisi. Vade ve kredi tutarı, aracın fatura değerine göre BDDK sınırlarına tabidir; taksiti ve toplam maliyeti önceden hesaplayın.',
      },
      en: {
        title: 'Discounted Vehicle Loan Through Partner Dealers',
        description:
          "A vehicle loan below market rates, backed by the manufacturer or dealer, for cars bought from partner dealers. The term and loan amount are capped by BDDK rules according to the car's invoice value, so work out the instalment and total cost in advance.",
      },
      ar: {
        title: 'قرض سيارة بفائدة مخفّضة عبر الوكلاء المتعاقدين',
        description:
          'قرض لشراء سيارة بفائدة أقل من سعر السوق، بدعم من الشركة المصنّعة أو الوكيل، للسيارات المشتراة من وكلاء متعاقدين مع البنك. ويخضع الأجل ومبلغ القرض لحدود BDDK بحسب قيمة فاتورة السيارة، لذا احسب القسط والتكلفة الإجمالية مسبقًا.',
      },
    },
  },
];
