import type { GuideSeed } from '../seed-types.ts';

export const guide: GuideSeed = {
  slug: 'kredi-hesaplama-rehberi',
  image: '/images/guides/kredi-hesaplama-rehberi.svg',
  imageWidth: 960,
  imageHeight: 480,
  texts: {
    tr: {
      slug: 'kredi-hesaplama-rehberi',
      title: 'Kredi Hesaplama Rehberi: Taksit, Vergiler ve Yıllık Maliyet Oranı',
      description:
        'Aylık faiz oranı, KKDF ve BSMV, tahsis ücreti ve BDDK vade sınırları kredi taksitinizi nasıl belirler? Adım adım anlatım ve örnek ihtiyaç kredisi hesabı.',
      introTitle: 'İmzadan önce taksitin nasıl hesaplandığını bilin',
      introSubtitle: 'Aylık faiz, vergiler, masraflar ve yıllık maliyet oranı sade bir dille',
      introParagraph:
        "Aynı faiz oranıyla sunulan iki kredinin maliyeti birbirinden farklı olabilir. Türkiye'de bankalar kredi faizini aylık olarak ilan eder; ihtiyaç ve taşıt kredilerinde faize vergiler eklenir, kredi kullandırılırken de tahsis ücreti alınabilir. Bütün bunları tek bir sayıda toplayan gösterge, her bankanın sözleşmeden önce göstermek zorunda olduğu yıllık maliyet oranıdır. Bu rehber, eşit taksitli bir kredinin nasıl hesaplandığını, vade ve tutarı hangi kuralların sınırladığını ve teklifleri nasıl doğru karşılaştıracağınızı adım adım anlatıyor; örnek hesabı hesaplama araçlarımızda kendiniz de deneyebilirsiniz.",
      content: `<p>Kredi tekliflerini doğru karşılaştırmak için taksitin nasıl oluştuğunu bilmek yeterlidir:</p>
<ul>
<li><strong>Aylık faiz oranı:</strong> Türkiye'de bankalar kredi faizini aylık olarak ilan eder; %2,50 ayda %2,50 demektir. Faiz bileştiği için yıllık karşılığı %30 değil, yaklaşık %34,5'tir.</li>
<li><strong>KKDF ve BSMV:</strong> İhtiyaç ve taşıt kredilerinde her taksitin faiz kısmı üzerinden %15 KKDF ve %15 BSMV alınır; bu yüzden hesapta aylık oranın 1,30 katı kullanılır. Konut kredilerinde bu iki vergi yoktur.</li>
<li><strong>Taksit formülü:</strong> Eşit taksitli kredilerde A = P × i / (1 − (1 + i)^(−n)) formülü kullanılır; P anapara, i vergiler dahil aylık oran, n ay olarak vadedir.</li>
<li><strong>Ödeme planı:</strong> İlk taksitlerde faizin payı büyük, anaparanın payı küçüktür; borç azaldıkça anapara payı artar. Krediyi erken kapatırsanız kalan dönemlerin faizini ödemezsiniz; konut kredilerinde sözleşmeye göre erken ödeme tazminatı istenebilir.</li>
<li><strong>Kredi tahsis ücreti:</strong> En fazla anaparanın %0,5'i kadar olabilir; 100.000 TL'lik kredi için en çok 500 TL.</li>
<li><strong>Yıllık maliyet oranı:</strong> Faizin yanında tahsis ücretini, vergileri ve diğer masrafları da içerir. Teklifleri bu oranla karşılaştırın; bankalar bu oranı sözleşme öncesi bilgi formunda belirtmek zorundadır.</li>
<li><strong>Vade sınırları:</strong> BDDK kurallarına göre ihtiyaç kredilerinde 125.000 TL'ye kadar en fazla 36 ay, 125.000–250.000 TL arasında en fazla 24 ay, 250.000 TL'nin üzerinde en fazla 12 ay vade kullanılabilir. Taşıt kredisinde vade ve tutar aracın fatura değerine, konut kredisinde tutar konutun değerine göre sınırlıdır.</li>
<li><strong>Bütçe sınırı:</strong> Tüm taksitlerinizin toplamı düzenli aylık gelirinizin %40'ını geçmemelidir.</li>
</ul>
<p>Örnek hesap: 100.000 TL, 24 ay vadeli, aylık %2,50 faizli bir ihtiyaç kredisi. Vergilerle birlikte aylık oran %2,50 × 1,30 = %3,25 olur ve taksit yaklaşık 6.064,89 TL'dir; toplam geri ödeme yaklaşık 145.557 TL'yi bulur. İlk taksitte 2.500 TL faiz, 375 TL KKDF ve 375 TL BSMV ödenir, anaparaya 2.814,89 TL gider. 500 TL tahsis ücretiyle birlikte yıllık maliyet oranı yaklaşık %47,6'dır.</p>
<p>Kendi tutarınız ve vadenizle denemek için <a href="/hesaplama-araclari/ihtiyac-kredisi">ihtiyaç</a>, <a href="/hesaplama-araclari/tasit-kredisi">taşıt</a> ve <a href="/hesaplama-araclari/konut-kredisi">konut kredisi</a> hesaplama araçlarımızı kullanın; oranın etkisini ayrıca görmek için <a href="/hesaplama-araclari/faiz-orani-hesaplama">faiz oranı hesaplama</a> sayfasına bakabilirsiniz.</p>`,
    },
    en: {
      slug: 'loan-calculation-guide',
      title: 'Loan Calculation Guide: Instalments, Taxes and the Annual Cost Rate',
      description:
        'How monthly loan rates, KKDF and BSMV taxes, the allocation fee and BDDK term caps shape your instalment, with a worked example for a Turkish personal loan.',
      introTitle: 'Know how the instalment is calculated before you sign',
      introSubtitle: 'Monthly rate, taxes, fees and the annual cost rate in plain language',
      introParagraph:
        'Two loans offered at the same rate can still cost different amounts. In Turkey banks quote loan rates per month, taxes are added to the interest on personal and vehicle loans, and an allocation fee may be charged when the loan is paid out. The one figure that brings all of this together is the annual cost rate, which every bank must show you before you sign. This guide explains step by step how an equal-instalment loan is calculated, which rules limit the term and the amount, and how to compare offers correctly, with a worked example you can check in our calculators.',
      content: `<p>To compare loan offers properly, it is enough to know how the instalment is built:</p>
<ul>
<li><strong>Monthly interest rate:</strong> Turkish banks quote loan rates per month; 2.50% means 2.50% a month. Because interest compounds, the annual equivalent is not 30% but about 34.5%.</li>
<li><strong>KKDF and BSMV:</strong> On personal and vehicle loans, 15% KKDF and 15% BSMV are charged on the interest part of every instalment, so the calculation uses 1.30 times the monthly rate. Housing loans carry neither tax.</li>
<li><strong>Instalment formula:</strong> For equal instalments, A = P × i / (1 − (1 + i)^(−n)), where P is the principal, i the monthly rate including taxes and n the term in months.</li>
<li><strong>Payment plan:</strong> In the first instalments the interest share is large and the principal share small; as the balance falls, more goes to principal. If you repay early, you do not pay interest for the remaining periods; on housing loans an early repayment fee may apply under the contract.</li>
<li><strong>Allocation fee:</strong> At most 0.5% of the principal, so no more than 500 TL on a 100,000 TL loan.</li>
<li><strong>Annual cost rate:</strong> Includes the allocation fee, taxes and other charges as well as the interest. Compare offers on this rate; banks must state it in the pre-contract information form.</li>
<li><strong>Term caps:</strong> Under BDDK rules, a personal loan of up to 125,000 TL can run for at most 36 months, one between 125,000 and 250,000 TL for at most 24 months, and one above 250,000 TL for at most 12 months. Vehicle loan terms and amounts are capped by the car's invoice value, and housing loan amounts by the value of the home.</li>
<li><strong>Budget limit:</strong> All your instalments together should not exceed 40% of your regular monthly income.</li>
</ul>
<p>Worked example: a 100,000 TL personal loan over 24 months at a monthly rate of 2.50%. With taxes the monthly rate becomes 2.50% × 1.30 = 3.25%, and the instalment is about 6,064.89 TL; total repayment comes to about 145,557 TL. The first instalment contains 2,500 TL of interest, 375 TL of KKDF and 375 TL of BSMV, and 2,814.89 TL goes towards the principal. With a 500 TL allocation fee the annual cost rate is about 47.6%.</p>
<p>Try your own amount and term in our <a href="/hesaplama-araclari/ihtiyac-kredisi">personal</a>, <a href="/hesaplama-araclari/tasit-kredisi">vehicle</a> and <a href="/hesaplama-araclari/konut-kredisi">housing loan</a> calculators, and see the effect of the rate on its own with the <a href="/hesaplama-araclari/faiz-orani-hesaplama">interest rate calculator</a>.</p>`,
    },
    ar: {
      slug: 'دليل-حساب-القروض',
      title: 'دليل حساب القروض: الأقساط والضرائب ومعدل التكلفة السنوي',
      description:
        'كيف تحدد الفائدة الشهرية وضريبتا KKDF وBSMV ورسوم التخصيص وحدود الآجال التي وضعتها BDDK قسطك الشهري في تركيا، مع مثال محلول لقرض شخصي.',
      introTitle: 'اعرف كيف يُحسب القسط قبل أن توقّع',
      introSubtitle: 'الفائدة الشهرية والضرائب والرسوم ومعدل التكلفة السنوي بلغة واضحة',
      introParagraph:
        'قد يختلف قرضان في تكلفتهما الفعلية رغم تساوي السعر المعلن لهما. ففي تركيا تعلن البنوك فائدة القروض على أساس شهري، وتُضاف ضرائب إلى الفائدة في القروض الشخصية وقروض السيارات، وقد تُستوفى رسوم تخصيص عند صرف القرض. والرقم الوحيد الذي يجمع ذلك كله هو معدل التكلفة السنوي، الذي يلتزم كل بنك بإظهاره لك قبل التوقيع. يشرح هذا الدليل خطوة بخطوة كيف يُحسب القرض ذو الأقساط المتساوية، وما القواعد التي تحدّ من الأجل والمبلغ، وكيف تقارن العروض مقارنة صحيحة، مع مثال محلول يمكنك التحقق منه في حاسباتنا.',
      content: `<p>لكي تقارن عروض القروض مقارنة صحيحة، يكفي أن تعرف كيف يتكوّن القسط:</p>
<ul>
<li><strong>سعر الفائدة الشهري:</strong> تعلن البنوك التركية فائدة القروض شهريًا، فسعر 2.50% يعني 2.50% في الشهر. وبسبب الفائدة المركبة لا يكون المقابل السنوي 30% بل نحو 34.5%.</li>
<li><strong>ضريبتا KKDF وBSMV:</strong> في القروض الشخصية وقروض السيارات تُفرض نسبة 15% لصندوق دعم استخدام الموارد (KKDF) و15% ضريبة المعاملات المصرفية والتأمينية (BSMV) على جزء الفائدة من كل قسط، ولذلك يُستخدم في الحساب 1.30 ضعف السعر الشهري. أما قروض السكن فلا تخضع لأي من الضريبتين.</li>
<li><strong>معادلة القسط:</strong> في الأقساط المتساوية تُستخدم المعادلة <bdi dir="ltr">A = P × i / (1 − (1 + i)^(−n))</bdi>، حيث P أصل القرض، وi السعر الشهري شاملًا الضرائب، وn عدد الأشهر.</li>
<li><strong>جدول السداد:</strong> في الأقساط الأولى تكون حصة الفائدة كبيرة وحصة الأصل صغيرة، ثم تزداد حصة الأصل كلما انخفض الرصيد. وإذا سددت القرض مبكرًا فلا تدفع فائدة الفترات المتبقية، وقد يُطلب في قروض السكن تعويض عن السداد المبكر وفق العقد.</li>
<li><strong>رسوم التخصيص:</strong> لا تتجاوز 0.5% من أصل القرض، أي 500 ليرة على الأكثر لقرض قيمته 100,000 ليرة.</li>
<li><strong>معدل التكلفة السنوي:</strong> يشمل رسوم التخصيص والضرائب والمصاريف الأخرى إلى جانب الفائدة. قارن العروض بهذا المعدل، فالبنوك ملزمة بذكره في نموذج المعلومات السابق للتعاقد.</li>
<li><strong>حدود الآجال:</strong> وفق قواعد هيئة تنظيم ومراقبة المصارف (BDDK) لا يتجاوز أجل القرض الشخصي 36 شهرًا للمبالغ حتى 125,000 ليرة، و24 شهرًا للمبالغ بين 125,000 و250,000 ليرة، و12 شهرًا لما فوق 250,000 ليرة. وفي قروض السيارات يرتبط الأجل والمبلغ بقيمة فاتورة السيارة، وفي قروض السكن يرتبط المبلغ بقيمة المسكن.</li>
<li><strong>حد الميزانية:</strong> يجب ألا يتجاوز مجموع أقساطك 40% من دخلك الشهري المنتظم.</li>
</ul>
<p>مثال محلول: قرض شخصي بقيمة 100,000 ليرة تركية لمدة 24 شهرًا بسعر شهري 2.50%. مع الضرائب يصبح السعر الشهري <bdi dir="ltr">2.50% × 1.30 = 3.25%</bdi>، ويبلغ القسط نحو 6,064.89 ليرة، ويصل مجموع السداد إلى نحو 145,557 ليرة. ويتضمن القسط الأول 2,500 ليرة فائدة و375 ليرة KKDF و375 ليرة BSMV، ويذهب 2,814.89 ليرة إلى سداد الأصل. ومع رسوم تخصيص قدرها 500 ليرة يبلغ معدل التكلفة السنوي نحو 47.6%.</p>
<p>جرّب مبلغك وأجلك في حاسبات <a href="/hesaplama-araclari/ihtiyac-kredisi">القرض الشخصي</a> و<a href="/hesaplama-araclari/tasit-kredisi">قرض السيارة</a> و<a href="/hesaplama-araclari/konut-kredisi">قرض السكن</a>، واطّلع على أثر السعر وحده عبر <a href="/hesaplama-araclari/faiz-orani-hesaplama">حاسبة سعر الفائدة</a>.</p>`,
    },
  },
};
