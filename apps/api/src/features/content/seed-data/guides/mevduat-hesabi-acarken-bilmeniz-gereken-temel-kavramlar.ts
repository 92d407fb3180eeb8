import type { GuideSeed } from '../seed-types.ts';

export const guide: GuideSeed = {
  slug: 'mevduat-hesabi-acarken-bilmeniz-gereken-temel-kavramlar',
  image: '/images/guides/mevduat-hesabi-acarken-bilmeniz-gereken-temel-kavramlar.svg',
  imageWidth: 960,
  imageHeight: 480,
  texts: {
    tr: {
      slug: 'mevduat-hesabi-acarken-bilmeniz-gereken-temel-kavramlar',
      title: 'Mevduat Hesabı Açarken Bilmeniz Gereken Temel Kavramlar',
      description:
        "Vadeli ve vadesiz hesap, brüt ve net faiz, stopaj oranları, vade bozma ve banka başına 1.200.000 TL'ye kadar TMSF mevduat sigortası: bilmeniz gerekenler.",
      introTitle: 'Birikiminizi bankaya yatırmadan önce',
      introSubtitle: 'Faiz, vergi, vade ve güvence kavramlarını doğru okumak',
      introParagraph:
        'Vadeli mevduat, birikimlerinizi değerlendirmenin en basit yollarından biridir; ancak ilanda gördüğünüz oran, hesabınıza geçecek tutarla aynı değildir. Faizden vergi kesilir, seçtiğiniz vade hem faiz oranını hem de vergi oranını belirler, parayı vadeden önce çekmek ise faizin tamamını kaybetmenize yol açabilir. Paranızın ne kadarının mevduat sigortası kapsamında olduğunu bilmek de en az bunlar kadar önemlidir. Bu rehber, mevduat hesabı açarken karşılaşacağınız temel kavramları ve teklifleri elinize geçecek net tutara göre nasıl karşılaştıracağınızı anlatıyor.',
      content: `<p>Mevduat hesabı açarken karşınıza çıkacak temel kavramlar ve dikkat etmeniz gereken noktalar:</p>
<ul>
<li><strong>Vadesiz hesap:</strong> Paranızı istediğiniz an çekebilirsiniz, ancak faiz ya hiç işlemez ya da çok düşüktür. Günlük harcamalar için uygundur, birikim için değil.</li>
<li><strong>Vadeli hesap ve vade:</strong> Paranızı belirli bir süre, örneğin 32, 90, 180 ya da 365 gün bankada tutmayı kabul edersiniz; karşılığında anlaşılan faizi alırsınız. Vade sonunda hesap çoğunlukla o günün oranıyla kendiliğinden yenilenir.</li>
<li><strong>Yıllık faiz oranı ve brüt faiz:</strong> Bankalar mevduat faizini yıllık oran olarak ilan eder. Brüt faiz = anapara × yıllık oran × gün sayısı / 365.</li>
<li><strong>Stopaj:</strong> Faiz gelirinden kaynakta kesilen vergidir. 9 Temmuz 2025'ten bu yana TL mevduatta oranlar şöyledir: 6 aya kadar vadelerde %17,5; 1 yıla kadar vadelerde %15; 1 yıldan uzun vadelerde %10.</li>
<li><strong>Net faiz:</strong> Hesabınıza geçen tutardır: brüt faiz × (1 − stopaj oranı). Teklifleri karşılaştırırken brüt değil net getiriye bakın.</li>
<li><strong>Vade bozma:</strong> Parayı vade dolmadan çekerseniz o döneme ait faizin tamamını ya da büyük kısmını kaybedebilirsiniz. Yakında ihtiyaç duyacağınız parayı uzun vadeye bağlamayın.</li>
<li><strong>Hoş geldin faizi:</strong> Bazı bankalar bankaya yeni gelen paraya ilk vade için daha yüksek oran verir. Oranın hangi tutara kadar ve kaç gün için geçerli olduğunu sorun.</li>
<li><strong>Mevduat sigortası:</strong> <a href="https://www.tmsf.org.tr/">TMSF</a>, 1 Ocak 2026'dan itibaren her bankada mevduat sahibi başına, anapara ve faiz toplamında 1.200.000 TL'ye kadar güvence sağlar. Birikiminiz bu tutarı aşıyorsa farklı bankalara dağıtmayı düşünün.</li>
<li><strong>Katılım hesabı:</strong> Katılım bankalarında faiz yerine kâr payı ödenir ve getiri önceden kesin olarak bilinmez; bu hesaplar da TMSF güvencesi kapsamındadır.</li>
</ul>
<p>Örnek: 100.000 TL'yi yıllık %36,5 örnek oranla 32 gün vadeye yatırdığınızda brüt faiz 100.000 × 0,365 × 32 / 365 = 3.200 TL olur. %17,5 stopaj (560 TL) düşüldükten sonra hesabınıza 2.640 TL net faiz geçer ve vade sonunda bakiyeniz 102.640 TL olur.</p>
<p>Bankaların güncel tekliflerini tutarınıza ve vadenize göre <a href="/hesaplama-araclari/mevduat-hesaplama">mevduat hesaplama</a> aracımızla karşılaştırabilirsiniz. Getiriyi değerlendirirken enflasyonu da hesaba katın: net faiz oranı enflasyonun altında kalıyorsa birikiminizin satın alma gücü azalır.</p>`,
    },
    en: {
      slug: 'key-terms-before-opening-a-deposit-account',
      title: 'Key Terms to Know Before Opening a Deposit Account',
      description:
        'Demand and time deposits, gross and net interest, withholding tax rates, breaking a term early and TMSF deposit insurance of up to 1,200,000 TL per bank.',
      introTitle: 'Before you put your savings in the bank',
      introSubtitle: 'Reading interest, tax, term and protection correctly',
      introParagraph:
        'A time deposit is one of the simplest ways to earn a return on your savings, but the rate in an advert is not what reaches your account. Tax is withheld from the interest, the term you choose decides both the interest rate and the tax rate, and taking the money out early can cost you the interest altogether. Knowing how much of your money is protected by deposit insurance matters just as much. This guide explains the basic terms you will meet when opening a deposit account and how to compare offers by the net amount you will actually receive.',
      content: `<p>The basic terms you will meet when opening a deposit account, and what to watch for:</p>
<ul>
<li><strong>Demand (current) account:</strong> You can withdraw at any time, but it earns little or no interest. It suits day-to-day spending, not savings.</li>
<li><strong>Time deposit and term:</strong> You agree to leave the money with the bank for a set period, such as 32, 90, 180 or 365 days, and earn the agreed rate in return. At maturity the deposit is usually renewed automatically at that day's rate.</li>
<li><strong>Annual rate and gross interest:</strong> Banks quote deposit rates as annual rates. Gross interest = principal × annual rate × days / 365.</li>
<li><strong>Withholding tax (stopaj):</strong> Tax deducted from interest at source. Since 9 July 2025 the rates on TL deposits are 17.5% for terms up to 6 months, 15% for terms up to 1 year and 10% for terms longer than 1 year.</li>
<li><strong>Net interest:</strong> What is credited to your account: gross interest × (1 − withholding rate). Compare offers on the net return, not the gross.</li>
<li><strong>Breaking the term:</strong> If you withdraw before maturity, you may lose all or most of the interest for that period. Don't lock money you will soon need into a long term.</li>
<li><strong>Welcome rate:</strong> Some banks pay a higher rate on money that is new to the bank for the first term. Ask up to what amount and for how many days it applies.</li>
<li><strong>Deposit insurance:</strong> From 1 January 2026, <a href="https://www.tmsf.org.tr/">TMSF</a> protects up to 1,200,000 TL per depositor at each bank, principal and interest combined. If your savings exceed that, consider spreading them across banks.</li>
<li><strong>Participation account:</strong> Participation banks pay a profit share instead of interest, and the return is not fixed in advance; these accounts are also covered by TMSF insurance.</li>
</ul>
<p>Example: put 100,000 TL into a 32-day deposit at an illustrative annual rate of 36.5% and the gross interest is 100,000 × 0.365 × 32 / 365 = 3,200 TL. After 17.5% withholding tax (560 TL), 2,640 TL of net interest is credited, so your balance at maturity is 102,640 TL.</p>
<p>Compare the banks' current offers for your amount and term with our <a href="/hesaplama-araclari/mevduat-hesaplama">deposit calculator</a>. Keep inflation in mind too: if the net rate stays below inflation, the purchasing power of your savings falls.</p>`,
    },
    ar: {
      slug: 'مفاهيم-أساسية-قبل-فتح-حساب-وديعة',
      title: 'مفاهيم أساسية يجب معرفتها قبل فتح حساب وديعة',
      description:
        'الحساب الجاري والوديعة لأجل، والفائدة الإجمالية والصافية، ونسب ضريبة الاقتطاع، وكسر الوديعة، وتأمين TMSF حتى 1,200,000 ليرة لكل مودع في كل بنك.',
      introTitle: 'قبل أن تودع مدخراتك في البنك',
      introSubtitle: 'كيف تقرأ الفائدة والضريبة والأجل والضمان قراءة صحيحة',
      introParagraph:
        'الوديعة لأجل من أبسط الطرق لتحقيق عائد على المدخرات، لكن السعر الذي تراه في الإعلان ليس هو ما يصل إلى حسابك. فالضريبة تُقتطع من الفائدة، والأجل الذي تختاره يحدد سعر الفائدة ونسبة الضريبة معًا، وسحب المال قبل موعده قد يُفقدك الفائدة كلها. ولا يقل أهمية عن ذلك أن تعرف الجزء المحمي من أموالك بتأمين الودائع. يشرح هذا الدليل المفاهيم الأساسية التي ستصادفها عند فتح حساب وديعة، وكيف تقارن العروض بالمبلغ الصافي الذي ستحصل عليه فعلًا.',
      content: `<p>هذه أهم المفاهيم التي ستصادفها عند فتح حساب وديعة، والنقاط التي ينبغي الانتباه إليها:</p>
<ul>
<li><strong>الحساب الجاري (تحت الطلب):</strong> يمكنك السحب منه في أي وقت، لكنه لا يدرّ فائدة أو يدرّ فائدة ضئيلة جدًا. وهو مناسب للمصروفات اليومية لا للادخار.</li>
<li><strong>الوديعة لأجل والأجل:</strong> تتفق مع البنك على إبقاء المال لديه مدة محددة، مثل 32 أو 90 أو 180 أو 365 يومًا، مقابل السعر المتفق عليه. وعند الاستحقاق تُجدَّد الوديعة في الغالب تلقائيًا بسعر ذلك اليوم.</li>
<li><strong>السعر السنوي والفائدة الإجمالية:</strong> تعلن البنوك فائدة الودائع سعرًا سنويًا. والفائدة الإجمالية = أصل المبلغ × السعر السنوي × عدد الأيام / 365.</li>
<li><strong>ضريبة الاقتطاع من المنبع (stopaj):</strong> ضريبة تُخصم من الفائدة مباشرة. ومنذ 9 يوليو 2025 أصبحت نسبها على ودائع الليرة التركية: 17.5% للآجال حتى 6 أشهر، و15% للآجال حتى سنة، و10% للآجال الأطول من سنة.</li>
<li><strong>الفائدة الصافية:</strong> هي ما يُضاف إلى حسابك فعلًا: الفائدة الإجمالية × (1 − نسبة الضريبة). قارن العروض بالعائد الصافي لا الإجمالي.</li>
<li><strong>كسر الوديعة:</strong> إذا سحبت المال قبل الاستحقاق فقد تخسر فائدة تلك الفترة كلها أو معظمها، فلا تربط مالًا ستحتاج إليه قريبًا بأجل طويل.</li>
<li><strong>الفائدة الترحيبية:</strong> تمنح بعض البنوك سعرًا أعلى على الأموال الجديدة في الأجل الأول، فاسأل عن الحد الأقصى للمبلغ وعن عدد الأيام التي يسري عليها هذا السعر.</li>
<li><strong>تأمين الودائع:</strong> اعتبارًا من 1 يناير 2026 يضمن صندوق تأمين ودائع الادخار (<a href="https://www.tmsf.org.tr/">TMSF</a>) ما يصل إلى 1,200,000 ليرة تركية لكل مودع في كل بنك، شاملًا الأصل والفائدة. فإذا زادت مدخراتك على هذا المبلغ ففكّر في توزيعها على أكثر من بنك.</li>
<li><strong>حساب المشاركة:</strong> تدفع بنوك المشاركة حصةً من الأرباح بدلًا من الفائدة، ولا يكون العائد محددًا مسبقًا بشكل نهائي، وهذه الحسابات مشمولة أيضًا بتأمين TMSF.</li>
</ul>
<p>مثال: إذا أودعت 100,000 ليرة لأجل 32 يومًا بسعر سنوي افتراضي قدره 36.5%، تكون الفائدة الإجمالية <bdi dir="ltr">100,000 × 0.365 × 32 / 365 = 3,200</bdi> ليرة. وبعد خصم ضريبة بنسبة 17.5% (560 ليرة) يُضاف إلى حسابك 2,640 ليرة فائدةً صافية، ويصبح رصيدك عند الاستحقاق 102,640 ليرة.</p>
<p>قارن العروض الحالية للبنوك بحسب مبلغك وأجلك باستخدام <a href="/hesaplama-araclari/mevduat-hesaplama">حاسبة الودائع</a> في موقعنا. وضع التضخم في حسابك أيضًا: فإذا بقي السعر الصافي دون معدل التضخم تراجعت القوة الشرائية لمدخراتك.</p>`,
    },
  },
};
