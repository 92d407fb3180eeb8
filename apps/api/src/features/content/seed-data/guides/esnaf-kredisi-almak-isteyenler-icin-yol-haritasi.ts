import type { GuideSeed } from '../seed-types.ts';

export const guide: GuideSeed = {
  slug: 'esnaf-kredisi-almak-isteyenler-icin-yol-haritasi',
  image: '/images/guides/esnaf-kredisi-almak-isteyenler-icin-yol-haritasi.svg',
  imageWidth: 960,
  imageHeight: 480,
  texts: {
    tr: {
      slug: 'esnaf-kredisi-almak-isteyenler-icin-yol-haritasi',
      title: 'Esnaf Kredisi Almak İsteyenler İçin Yol Haritası',
      description:
        'Kooperatif üzerinden esnaf kredisi için koşullar, belgeler ve maliyet: %2,75 peşin masraf, %2 iade edilen pay, üç ayda bir taksit ve net tutar hesabı.',
      introTitle: 'İşletmenizi büyütmenin uygun maliyetli yolu',
      introSubtitle: 'Kooperatif üzerinden esnaf kredisinde başvurudan son taksite kadar adımlar',
      introParagraph:
        'Esnaf ve sanatkârlar, işletme ihtiyaçları için Esnaf ve Sanatkârlar Kredi ve Kefalet Kooperatifleri aracılığıyla, kooperatifin kefaletiyle ve çoğu zaman piyasadaki ticari kredilere göre daha uygun koşullarla kredi kullanabilir. Bu kredinin yapısı bireysel kredilerden farklıdır: taksitler üç ayda bir ödenir, kredi kullandırılırken peşin masraflar kesilir ve kooperatif payı olarak ayrılan tutarın bir kısmı kredi kapandığında geri verilir. Aşağıdaki yol haritası, başvurudan önce neleri hazırlamanız gerektiğini, maliyetin nasıl oluştuğunu ve elinize geçecek net tutarı nasıl hesaplayacağınızı adım adım anlatıyor.',
      content: `<p>Kooperatif kaynaklı esnaf kredisi, Esnaf ve Sanatkârlar Kredi ve Kefalet Kooperatiflerinin kefaletiyle Halkbank tarafından kullandırılır. Başvurudan geri ödemeye kadar izleyeceğiniz yol şöyledir:</p>
<ol>
<li><strong>Belgelerinizi hazırlayın.</strong> Esnaf ve sanatkâr siciline kayıt, bağlı olduğunuz meslek odasından faaliyet belgesi, vergi levhası ya da esnaf muaflığı belgesi ve kimliğiniz temel evraklardır. Vergi borcunuz olup olmadığını <a href="https://www.gib.gov.tr/">Gelir İdaresi Başkanlığı</a> kanallarından kontrol edin.</li>
<li><strong>Kooperatife ortak olun.</strong> Başvuru, işyerinizin bulunduğu bölgedeki kooperatife yapılır. Kooperatif kredinize kefil olur; tutara göre ek kefil ya da teminat isteyebilir.</li>
<li><strong>Kredi geçmişinizi gözden geçirin.</strong> Kooperatif ve banka; kredi notunuza, mevcut borçlarınıza ve işletmenizin düzenli gelirine bakar.</li>
<li><strong>Tutarı ve vadeyi ihtiyaca göre seçin.</strong> Yalnızca ihtiyacınız kadar borçlanın; vade uzadıkça ödediğiniz toplam faiz artar.</li>
<li><strong>Net tutarı ve taksitleri önceden hesaplayın.</strong> <a href="/hesaplama-araclari/esnaf-kredisi">Esnaf kredisi hesaplama</a> aracımız 1 ile 5 yıl arasındaki vadeler için ödeme planını çıkarır.</li>
</ol>
<p>Maliyeti oluşturan kalemler:</p>
<ul>
<li><strong>Peşin masraflar (%2,75):</strong> Kredi kullandırılırken anaparanın %1,25'i masraf, %0,25'i kooperatif hissesi, %1'i risk sermayesi ve %0,25'i üst kuruluş payı olarak kesilir.</li>
<li><strong>İade edilen pay (%2):</strong> Anaparanın ellide biri başta ayrılır ve kredi kapandığında size geri ödenir.</li>
<li><strong>Üç ayda bir taksit:</strong> Yılda 4 taksit ödenir; anapara taksitlere eşit olarak bölünür.</li>
<li><strong>Faiz:</strong> Her taksitte kalan anapara × yıllık faiz oranı × gün sayısı / 360 olarak hesaplanır; anapara azaldıkça faiz de azalır.</li>
<li><strong>Komisyon:</strong> Her taksitte kalan anaparanın %0,26'sı kadardır.</li>
</ul>
<p>Örneğin 300.000 TL'lik bir kredide peşin masraflar 8.250 TL, başta ayrılan pay 6.000 TL'dir. Elinize net 285.750 TL geçer; 6.000 TL ise kredi sonunda size iade edilir. Bir yıllık vadede her üç ayda bir 75.000 TL anapara ile o döneme ait faiz ve komisyonu ödersiniz.</p>
<p>Taksitler üç ayda bir geldiği için her ay bir sonraki taksitin yaklaşık üçte birini kenara ayırın. Taksitlerinizin aylık karşılığı düzenli gelirinizin %40'ını aşmamalı; işletme ve kişisel harcamalarınızı ayrı hesaplarda izlemek bu oranı görmenizi kolaylaştırır.</p>`,
    },
    en: {
      slug: 'tradesman-loan-roadmap',
      title: 'A Roadmap for Getting a Tradesman (Esnaf) Loan',
      description:
        'Conditions, documents and costs of a tradesman loan through the credit cooperatives: 2.75% upfront expenses, a 2% refundable share and quarterly instalments.',
      introTitle: 'An affordable way to grow your business',
      introSubtitle: 'From applying through the cooperative to the last quarterly instalment',
      introParagraph:
        "Tradespeople and craftspeople in Turkey can borrow for their business through the Tradesmen and Craftsmen Credit and Guarantee Cooperatives, backed by the cooperative's guarantee and often on better terms than ordinary commercial loans. This loan works differently from consumer loans: instalments are paid every three months, upfront expenses are deducted when the loan is paid out, and part of the amount set aside as a cooperative share is returned when the loan ends. This roadmap explains what to prepare before applying, how the cost is built up and how to work out the net amount you will actually receive.",
      content: `<p>The cooperative tradesman loan is extended by Halkbank with the guarantee of the Tradesmen and Craftsmen Credit and Guarantee Cooperatives. From application to repayment, the road looks like this:</p>
<ol>
<li><strong>Prepare your documents.</strong> The basics are your entry in the tradesmen and craftsmen register, an activity certificate from your professional chamber, a tax certificate or tradesman tax-exemption certificate, and your ID. Check whether you owe any tax through the <a href="https://www.gib.gov.tr/">Revenue Administration</a>.</li>
<li><strong>Become a member of the cooperative.</strong> You apply to the cooperative in the area where your business is located. The cooperative guarantees your loan and, depending on the amount, may ask for an additional guarantor or collateral.</li>
<li><strong>Review your credit history.</strong> The cooperative and the bank look at your credit score, your existing debts and your business's regular income.</li>
<li><strong>Choose the amount and term to fit the need.</strong> Borrow only what you need; the longer the term, the more interest you pay in total.</li>
<li><strong>Work out the net amount and the instalments in advance.</strong> Our <a href="/hesaplama-araclari/esnaf-kredisi">tradesman loan calculator</a> builds the payment plan for terms of 1 to 5 years.</li>
</ol>
<p>What makes up the cost:</p>
<ul>
<li><strong>Upfront expenses (2.75%):</strong> When the loan is paid out, 1.25% of the principal is deducted as an expense charge, 0.25% as the cooperative share, 1% as risk capital and 0.25% as the umbrella organisation's share.</li>
<li><strong>Refundable share (2%):</strong> One fiftieth of the principal is held back at the start and paid back to you when the loan is closed.</li>
<li><strong>Quarterly instalments:</strong> Four instalments a year, one every three months; the principal is split equally between them.</li>
<li><strong>Interest:</strong> In each instalment it is remaining principal × annual rate × number of days / 360, so interest falls as the principal goes down.</li>
<li><strong>Commission:</strong> 0.26% of the remaining principal in each instalment.</li>
</ul>
<p>For example, on a 300,000 TL loan the upfront expenses are 8,250 TL and the share held back is 6,000 TL, so you receive 285,750 TL net and get the 6,000 TL back at the end. Over a one-year term you repay 75,000 TL of principal every three months, plus that period's interest and commission.</p>
<p>Because instalments fall due every three months, put aside roughly a third of the next instalment each month. The monthly equivalent of your instalments should not exceed 40% of your regular income; keeping business and personal spending in separate accounts makes that ratio easier to see.</p>`,
    },
    ar: {
      slug: 'خارطة-طريق-قرض-الحرفيين',
      title: 'خارطة طريق للحصول على قرض الحرفيين وأصحاب المحلات (Esnaf)',
      description:
        'شروط قرض الحرفيين عبر تعاونيات الائتمان والكفالة ووثائقه وتكاليفه: مصاريف مقدمة بنسبة 2.75%، وحصة مستردة بنسبة 2%، وأقساط تُدفع كل ثلاثة أشهر.',
      introTitle: 'طريقة ميسّرة التكلفة لتنمية عملك',
      introSubtitle: 'من التقديم عبر التعاونية حتى آخر قسط فصلي',
      introParagraph:
        'يستطيع الحرفيون وأصحاب المحلات الصغيرة في تركيا الحصول على تمويل لأعمالهم عبر تعاونيات الائتمان والكفالة للحرفيين وأصحاب المهن، بكفالة التعاونية وبشروط تكون في كثير من الأحيان أفضل من القروض التجارية المعتادة. ويختلف هذا القرض عن القروض الاستهلاكية في نقاط مهمة: فالأقساط تُدفع كل ثلاثة أشهر، وتُقتطع مصاريف مقدمة عند صرف القرض، ويُعاد جزء من المبلغ المحجوز حصةً في التعاونية عند انتهاء القرض. وتشرح هذه الخارطة ما يجب تجهيزه قبل التقديم، وكيف تتكوّن التكلفة، وكيف تحسب المبلغ الصافي الذي سيصلك فعلًا.',
      content: `<p>يُمنح قرض الحرفيين التعاوني من بنك Halkbank بكفالة تعاونيات الائتمان والكفالة للحرفيين وأصحاب المهن. وهذه هي المراحل من التقديم حتى السداد:</p>
<ol>
<li><strong>جهّز وثائقك.</strong> أهم الوثائق: القيد في سجل الحرفيين وأصحاب المهن، وشهادة مزاولة النشاط من الغرفة المهنية التي تتبعها، والشهادة الضريبية أو شهادة الإعفاء الضريبي للحرفيين، وبطاقة الهوية. وتحقّق من عدم وجود ديون ضريبية عليك عبر قنوات <a href="https://www.gib.gov.tr/">رئاسة إدارة الإيرادات</a>.</li>
<li><strong>انضم إلى التعاونية.</strong> يُقدَّم الطلب إلى التعاونية الموجودة في المنطقة التي يقع فيها محلك. وتكفل التعاونية قرضك، وقد تطلب كفيلًا إضافيًا أو ضمانًا بحسب المبلغ.</li>
<li><strong>راجع سجلك الائتماني.</strong> تنظر التعاونية والبنك في درجتك الائتمانية وديونك الحالية ودخل عملك المنتظم.</li>
<li><strong>اختر المبلغ والمدة بحسب الحاجة.</strong> لا تقترض إلا ما تحتاج إليه، فكلما طالت المدة زاد مجموع الفائدة التي تدفعها.</li>
<li><strong>احسب المبلغ الصافي والأقساط مسبقًا.</strong> تُعِدّ <a href="/hesaplama-araclari/esnaf-kredisi">حاسبة قرض الحرفيين</a> في موقعنا جدول السداد لمدد تتراوح بين سنة وخمس سنوات.</li>
</ol>
<p>البنود التي تتكوّن منها التكلفة:</p>
<ul>
<li><strong>المصاريف المقدمة (2.75%):</strong> عند صرف القرض يُقتطع 1.25% من أصل المبلغ مصاريفَ، و0.25% حصةً في التعاونية، و1% رأسمالَ مخاطر، و0.25% حصةً للاتحاد الأعلى للتعاونيات.</li>
<li><strong>الحصة المستردة (2%):</strong> يُحجز جزء من خمسين من أصل القرض في البداية، ويُعاد إليك عند إغلاق القرض.</li>
<li><strong>أقساط فصلية:</strong> أربعة أقساط في السنة، أي قسط كل ثلاثة أشهر، ويُقسَّم أصل القرض عليها بالتساوي.</li>
<li><strong>الفائدة:</strong> تُحسب في كل قسط بضرب الأصل المتبقي في سعر الفائدة السنوي وفي عدد الأيام ثم القسمة على 360، فتنخفض الفائدة كلما قلّ الأصل.</li>
<li><strong>العمولة:</strong> 0.26% من الأصل المتبقي في كل قسط.</li>
</ul>
<p>فعلى سبيل المثال، في قرض بقيمة 300,000 ليرة تركية تبلغ المصاريف المقدمة 8,250 ليرة والحصة المحجوزة 6,000 ليرة، فيصلك صافي 285,750 ليرة، وتُعاد إليك الـ6,000 ليرة في نهاية القرض. وفي مدة سنة واحدة تسدد كل ثلاثة أشهر 75,000 ليرة من الأصل مع فائدة تلك الفترة وعمولتها.</p>
<p>ولأن الأقساط تُستحق كل ثلاثة أشهر، ادّخر كل شهر نحو ثلث القسط القادم. ويجب ألا يتجاوز المقابل الشهري لأقساطك 40% من دخلك المنتظم، كما أن الفصل بين مصاريف العمل والمصاريف الشخصية في حسابين مستقلين يجعل هذه النسبة أوضح أمامك.</p>`,
    },
  },
};
