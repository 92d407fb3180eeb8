import type { GuideSeed } from '../seed-types.ts';

export const guide: GuideSeed = {
  slug: 'finansal-planlama-araclari',
  image: '/images/guides/finansal-planlama-araclari.svg',
  imageWidth: 960,
  imageHeight: 480,
  texts: {
    tr: {
      slug: 'finansal-planlama-araclari',
      title: 'Finansal Planlama Araçları: Bütçe, Acil Durum Fonu ve Hesaplayıcılar',
      description:
        'Sağlam bir finansal plan için basit araçlar: bütçe tablosu, acil durum fonu, borç oranları, kredi ve mevduat hesaplama, fon karşılaştırma ve kredi raporu.',
      introTitle: 'Tek sayfaya sığan bir plan',
      introSubtitle: 'Gelirinizi, borçlarınızı ve birikiminizi dengede tutan basit araçlar',
      introParagraph:
        'Finansal planlama yalnızca büyük birikimi olanlar için değildir. Gelirinin nereye gittiğini bilen, borçlarını kontrol altında tutan ve küçük tutarlarla da olsa düzenli birikim yapan herkes beklenmedik harcamalara daha hazırlıklı olur; ev, araba ya da rahat bir emeklilik gibi hedeflerine daha az stresle ulaşır. Bunun için karmaşık yazılımlara gerek yoktur: bir bütçe tablosu, birkaç net oran ve doğru hesaplama araçları yeterlidir. Bu rehber, sitemizdekiler de dahil olmak üzere ücretsiz kullanabileceğiniz temel araçları ve bunları hangi sırayla kullanmanız gerektiğini anlatıyor.',
      content: `<p>İyi bir finansal plan karmaşık yazılımlar gerektirmez; birkaç basit araç ve bunları düzenli olarak gözden geçirme alışkanlığı yeterlidir.</p>
<ul>
<li><strong>Bütçe tablosu:</strong> Bir ay boyunca tüm gelir ve giderlerinizi kaydedin; giderleri zorunlu harcamalar, isteğe bağlı harcamalar ve birikim olarak ayırın. Başlangıç için gelirin yaklaşık %50'sini zorunlu giderlere, %30'unu isteğe bağlı harcamalara, %20'sini birikime ayıran 50/30/20 kuralı iyi bir ölçüdür.</li>
<li><strong>Acil durum fonu:</strong> En az 3–6 aylık zorunlu giderinizi, kolayca çekebileceğiniz kısa vadeli bir hesapta tutun. Bu fon, beklenmedik bir masraf karşısında kredi kartına ya da krediye yönelmenizi önler.</li>
<li><strong>Borç oranı kontrolü:</strong> Tüm kredi ve kart taksitleriniz düzenli aylık gelirinizin %40'ını aşmamalı, kredi kartı borcunuz da limitinizin %30'unun altında kalmalıdır.</li>
<li><strong>Kredi hesaplama araçları:</strong> Borçlanmadan önce taksiti ve toplam maliyeti görün: <a href="/hesaplama-araclari/ihtiyac-kredisi">ihtiyaç</a>, <a href="/hesaplama-araclari/tasit-kredisi">taşıt</a>, <a href="/hesaplama-araclari/konut-kredisi">konut</a> ve <a href="/hesaplama-araclari/esnaf-kredisi">esnaf kredisi</a>.</li>
<li><strong>Mevduat hesaplama:</strong> Birikiminizin vade sonunda stopaj sonrası ne kadar net getiri sağlayacağını <a href="/hesaplama-araclari/mevduat-hesaplama">mevduat hesaplama</a> aracıyla görün.</li>
<li><strong>Faiz oranı hesaplama:</strong> Farklı oran ve vadelerin toplam maliyeti nasıl değiştirdiğini <a href="/hesaplama-araclari/faiz-orani-hesaplama">faiz oranı hesaplama</a> aracıyla karşılaştırın.</li>
<li><strong>KDV hesaplama:</strong> Serbest çalışanlar ve küçük işletmeler fatura tutarlarını, KDV'yi ve tevkifatı <a href="/hesaplama-araclari/kdv-hesaplama">KDV hesaplama</a> aracıyla kontrol edebilir.</li>
<li><strong>Fon karşılaştırma:</strong> Yatırım ve emeklilik fonlarının dönemsel getirilerini <a href="https://www.tefas.gov.tr/">TEFAS</a> üzerinde ve ana sayfamızdaki fon tablolarında, bireysel emeklilik sistemine ait genel verileri <a href="https://www.egm.org.tr/">Emeklilik Gözetim Merkezi</a> sitesinde inceleyebilirsiniz. Geçmiş getiri, gelecekteki getirinin garantisi değildir.</li>
<li><strong>Kredi raporu:</strong> <a href="https://www.findeks.com/">Findeks</a> raporunuzu yılda en az bir kez kontrol edin; hatalı kayıtları erken fark edersiniz.</li>
</ul>
<p>Bu araçları şu sırayla kullanın:</p>
<ol>
<li>Gelir ve giderlerinizi çıkarın.</li>
<li>Hedeflerinizi tutar ve tarihle birlikte yazın; örneğin iki yıl içinde konut peşinatı biriktirmek.</li>
<li>Önce acil durum fonunuzu tamamlayın, ardından yüksek faizli borçlarınızı kapatın.</li>
<li>Kalan birikiminizi vadenize ve risk tercihinize uygun ürünlere yönlendirin.</li>
<li>Planınızı üç ayda bir gözden geçirin.</li>
</ol>`,
    },
    en: {
      slug: 'financial-planning-tools',
      title: 'Financial Planning Tools: Budget, Emergency Fund and Calculators',
      description:
        'Simple tools for a sound financial plan: a budget table, an emergency fund, debt ratios, loan and deposit calculators, fund comparisons and your credit report.',
      introTitle: 'A plan that fits on one page',
      introSubtitle: 'Simple tools that keep your income, debts and savings in balance',
      introParagraph:
        "Financial planning is not only for people with large savings. Anyone who knows where their income goes, keeps their debts under control and saves regularly, even in small amounts, is better prepared for unexpected expenses and reaches goals such as a home, a car or a comfortable retirement with far less stress. You don't need complex software: a budget table, a few clear ratios and the right calculators are enough. This guide introduces the basic tools you can use for free, including the ones on our site, and the order in which to put them to work.",
      content: `<p>A good financial plan does not need complicated software; a few simple tools and the habit of reviewing them regularly are enough.</p>
<ul>
<li><strong>Budget table:</strong> Record all your income and spending for a month, and sort spending into essentials, discretionary items and savings. As a starting point, the 50/30/20 rule puts about 50% of income towards essentials, 30% towards discretionary spending and 20% into savings.</li>
<li><strong>Emergency fund:</strong> Keep at least 3 to 6 months of essential expenses in a short-term account you can draw on easily. It keeps you from turning to a credit card or a loan when something unexpected comes up.</li>
<li><strong>Debt ratio check:</strong> All your loan and card instalments together should not exceed 40% of your regular monthly income, and your credit card balance should stay below 30% of the limit.</li>
<li><strong>Loan calculators:</strong> See the instalment and the total cost before you borrow: <a href="/hesaplama-araclari/ihtiyac-kredisi">personal</a>, <a href="/hesaplama-araclari/tasit-kredisi">vehicle</a>, <a href="/hesaplama-araclari/konut-kredisi">housing</a> and <a href="/hesaplama-araclari/esnaf-kredisi">tradesman loans</a>.</li>
<li><strong>Deposit calculator:</strong> See what net return your savings will bring at maturity, after withholding tax, with the <a href="/hesaplama-araclari/mevduat-hesaplama">deposit calculator</a>.</li>
<li><strong>Interest rate calculator:</strong> Compare how different rates and terms change the total cost with the <a href="/hesaplama-araclari/faiz-orani-hesaplama">interest rate calculator</a>.</li>
<li><strong>VAT calculator:</strong> Freelancers and small businesses can check invoice amounts, VAT and VAT withholding with the <a href="/hesaplama-araclari/kdv-hesaplama">VAT calculator</a>.</li>
<li><strong>Fund comparison:</strong> Review the period returns of investment and pension funds on <a href="https://www.tefas.gov.tr/">TEFAS</a> and in the fund tables on our home page, and general data on the private pension system at the <a href="https://www.egm.org.tr/">Pension Monitoring Center</a>. Past returns do not guarantee future returns.</li>
<li><strong>Credit report:</strong> Check your <a href="https://www.findeks.com/">Findeks</a> report at least once a year so that you catch wrong records early.</li>
</ul>
<p>Use these tools in this order:</p>
<ol>
<li>Map out your income and spending.</li>
<li>Write down your goals with an amount and a date, for example saving a down payment for a home within two years.</li>
<li>Complete your emergency fund first, then pay off high-interest debt.</li>
<li>Direct the rest of your savings to products that match your time horizon and your attitude to risk.</li>
<li>Review your plan every three months.</li>
</ol>`,
    },
    ar: {
      slug: 'أدوات-التخطيط-المالي',
      title: 'أدوات التخطيط المالي: الميزانية وصندوق الطوارئ والحاسبات',
      description:
        'أدوات بسيطة لخطة مالية سليمة: جدول الميزانية، وصندوق الطوارئ، ونسب الديون، وحاسبات القروض والودائع، ومقارنة الصناديق، ومتابعة تقريرك الائتماني.',
      introTitle: 'خطة مالية في صفحة واحدة',
      introSubtitle: 'أدوات بسيطة تحفظ التوازن بين دخلك وديونك ومدخراتك',
      introParagraph:
        'التخطيط المالي ليس حكرًا على أصحاب المدخرات الكبيرة. فكل من يعرف أين يذهب دخله، ويُبقي ديونه تحت السيطرة، ويدّخر بانتظام ولو بمبالغ صغيرة، يكون أكثر استعدادًا للنفقات المفاجئة، ويبلغ أهدافًا مثل شراء مسكن أو سيارة أو التقاعد المريح بقدر أقل بكثير من القلق. ولا تحتاج في ذلك إلى برامج معقدة، إذ يكفيك جدول للميزانية وبضع نسب واضحة والحاسبات المناسبة. يعرّفك هذا الدليل بالأدوات الأساسية التي يمكنك استخدامها مجانًا، ومنها الأدوات المتاحة في موقعنا، وبالترتيب الذي تستخدمها به.',
      content: `<p>لا تتطلب الخطة المالية الجيدة برامج معقدة، بل تكفيها بضع أدوات بسيطة وعادة مراجعتها بانتظام.</p>
<ul>
<li><strong>جدول الميزانية:</strong> سجّل كل دخلك ومصروفاتك لمدة شهر، وقسّم المصروفات إلى ضرورية واختيارية وادخار. وكنقطة انطلاق، تخصص قاعدة 50/30/20 نحو 50% من الدخل للنفقات الضرورية، و30% للنفقات الاختيارية، و20% للادخار.</li>
<li><strong>صندوق الطوارئ:</strong> احتفظ بما يعادل نفقاتك الضرورية لثلاثة إلى ستة أشهر على الأقل في حساب قصير الأجل يسهل السحب منه، فهو يغنيك عن اللجوء إلى بطاقة الائتمان أو القرض عند أي طارئ.</li>
<li><strong>مراقبة نسب الديون:</strong> يجب ألا يتجاوز مجموع أقساط القروض والبطاقات 40% من دخلك الشهري المنتظم، وأن يبقى رصيد بطاقة الائتمان دون 30% من حدها.</li>
<li><strong>حاسبات القروض:</strong> اعرف القسط والتكلفة الإجمالية قبل الاقتراض: <a href="/hesaplama-araclari/ihtiyac-kredisi">القرض الشخصي</a>، و<a href="/hesaplama-araclari/tasit-kredisi">قرض السيارة</a>، و<a href="/hesaplama-araclari/konut-kredisi">قرض السكن</a>، و<a href="/hesaplama-araclari/esnaf-kredisi">قرض الحرفيين</a>.</li>
<li><strong>حاسبة الودائع:</strong> اعرف العائد الصافي الذي ستحققه مدخراتك عند الاستحقاق بعد خصم الضريبة باستخدام <a href="/hesaplama-araclari/mevduat-hesaplama">حاسبة الودائع</a>.</li>
<li><strong>حاسبة سعر الفائدة:</strong> قارن أثر الأسعار والآجال المختلفة في التكلفة الإجمالية باستخدام <a href="/hesaplama-araclari/faiz-orani-hesaplama">حاسبة سعر الفائدة</a>.</li>
<li><strong>حاسبة ضريبة القيمة المضافة:</strong> يستطيع العاملون لحسابهم الخاص وأصحاب الأعمال الصغيرة التحقق من مبالغ الفواتير وضريبة القيمة المضافة والاقتطاع منها عبر <a href="/hesaplama-araclari/kdv-hesaplama">حاسبة ضريبة القيمة المضافة</a>.</li>
<li><strong>مقارنة الصناديق:</strong> يمكنك مراجعة عوائد صناديق الاستثمار وصناديق التقاعد لفترات مختلفة على منصة <a href="https://www.tefas.gov.tr/">TEFAS</a> وفي جداول الصناديق على صفحتنا الرئيسية، والاطلاع على البيانات العامة لنظام التقاعد الخاص لدى <a href="https://www.egm.org.tr/">مركز مراقبة التقاعد</a>. والعوائد السابقة لا تضمن العوائد المستقبلية.</li>
<li><strong>التقرير الائتماني:</strong> راجع تقريرك في <a href="https://www.findeks.com/">Findeks</a> مرة واحدة على الأقل كل سنة لتكتشف السجلات الخاطئة مبكرًا.</li>
</ul>
<p>استخدم هذه الأدوات بالترتيب التالي:</p>
<ol>
<li>حدّد دخلك ومصروفاتك بدقة.</li>
<li>اكتب أهدافك مع المبلغ والموعد، كادخار الدفعة الأولى لمسكن خلال سنتين.</li>
<li>أكمل صندوق الطوارئ أولًا، ثم سدّد الديون مرتفعة الفائدة.</li>
<li>وجّه بقية مدخراتك إلى منتجات تناسب أفقك الزمني ومدى تقبّلك للمخاطر.</li>
<li>راجع خطتك كل ثلاثة أشهر.</li>
</ol>`,
    },
  },
};
