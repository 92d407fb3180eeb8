import type { GuideSeed } from '../seed-types.ts';

export const guide: GuideSeed = {
  slug: 'kredi-puanimi-nasil-yukseltebilirim',
  image: '/images/guides/kredi-puanimi-nasil-yukseltebilirim.svg',
  imageWidth: 960,
  imageHeight: 480,
  texts: {
    tr: {
      slug: 'kredi-puanimi-nasil-yukseltebilirim',
      title: 'Kredi Puanımı Nasıl Yükseltebilirim? Findeks Notunu Artırmanın Yolları',
      description:
        'Findeks kredi notu 1–1900 arasında neye göre oluşur, neden düşer, nasıl yükselir? Zamanında ödeme, %30 kart kullanımı ve başvuru sıklığı için öneriler.',
      introTitle: 'Kredi puanınız, bankanın size verdiği ilk cevaptır',
      introSubtitle: 'Findeks notunuzu adım adım ve kalıcı olarak yükseltmek için bilmeniz gerekenler',
      introParagraph:
        "Kredi Kayıt Bürosu (KKB) bünyesindeki Findeks'in hesapladığı kredi notu 1 ile 1900 arasında bir değerdir ve bankaların kredi ya da kredi kartı başvurunuzu değerlendirirken baktığı ilk göstergelerden biridir. Puan yükseldikçe başvurunuzun onaylanma olasılığı artar, size sunulan limit ve faiz koşulları da genellikle iyileşir. Notunuz tek bir hamleyle değişmez; aylar boyunca sürdürdüğünüz ödeme alışkanlıklarının, borç yükünüzün ve yeni başvurularınızın bir özetidir. Aşağıdaki adımlar, puanınızı neyin etkilediğini ve onu kalıcı olarak nasıl yükseltebileceğinizi sade bir dille anlatıyor.",
      content: `<p>Findeks puanı dört grup bilgiye göre hesaplanır: geçmiş ödeme alışkanlıklarınız, mevcut borç ve limitlerinizin durumu, kredi kullanım yoğunluğunuz ve yeni kredi başvurularınız. En büyük etkiyi ödemelerinizi zamanında yapıp yapmadığınız gösterir.</p>
<ul>
<li><strong>Ödemeleri geciktirmeyin.</strong> Kredi taksitlerini ve kart ekstrelerini son ödeme tarihinden önce ödeyin; otomatik ödeme talimatı unutmayı önler. Kısa gecikmeler de kayda geçebilir ve notunuzu düşürebilir.</li>
<li><strong>Kart limitinizin %30'undan azını kullanın.</strong> Toplam kart borcunuzun toplam limitinize oranı düştükçe puanınız olumlu etkilenir. Sürekli dolu bir limit, borca bağımlılığın işareti olarak okunur.</li>
<li><strong>Ekstrenin tamamını ödeyin.</strong> Asgari tutarı ödemek gecikme kaydını önler, ancak kalan borç faiz işletir ve kullanım oranınızı yüksek tutar.</li>
<li><strong>Aylık taksitlerinizi gelirinizin %40'ıyla sınırlayın.</strong> Tüm kredi ve kart taksitleriniz düzenli aylık gelirinizin %40'ını aşmıyorsa ödemeleri aksatmadan sürdürür, yeni başvurularda da daha güvenilir görünürsünüz.</li>
<li><strong>Kısa sürede çok sayıda başvuru yapmayın.</strong> Her kredi ve kart başvurusu raporunuza sorgu olarak yansır. Önce teklifleri karşılaştırın, sonra yalnızca size en uygun bankaya başvurun.</li>
<li><strong>Düzenli ödediğiniz eski hesapları hemen kapatmayın.</strong> Uzun ve sorunsuz bir ödeme geçmişi puanınızı destekler. Bir kartı kapatmak toplam limitinizi de düşürür ve kullanım oranınızı yükseltir.</li>
<li><strong>Hiç kredi geçmişiniz yoksa küçük başlayın.</strong> Hiç kredili ürün kullanmamış biri için puan hesaplanamayabilir ya da düşük kalabilir. Düşük limitli bir kartı birkaç ay düzenli kullanıp borcunu her ay tamamen ödemek, olumlu bir geçmiş oluşturmanın en kolay yoludur.</li>
<li><strong>Takibe düşen borçları çözün.</strong> Yasal takipteki bir borç, notu en çok düşüren kayıtlardandır. Borcu kapatmak ya da yapılandırmak toparlanmanın ilk adımıdır; kapanan kayıtlar bir süre daha raporda görünmeye devam eder.</li>
<li><strong>Kefaletlerinizi takip edin.</strong> Kefil olduğunuz krediler risk raporunuzda yer alır; asıl borçlunun gecikmesi sizi de etkileyebilir.</li>
</ul>
<p>Notunuzu ve risk raporunuzu <a href="https://www.findeks.com/">Findeks</a> üzerinden görebilirsiniz. Raporunuzda hatalı bir kayıt görürseniz, kaydı bildiren bankaya başvurarak düzeltilmesini isteyin. Kredi sicilini "silme" ya da puanı "hızla yükseltme" vaadiyle para isteyenlere itibar etmeyin: puanı yalnızca zaman içinde sürdürülen düzenli ödeme davranışı yükseltir.</p>
<p>Başvurmadan önce aylık taksiti görmek için <a href="/hesaplama-araclari/ihtiyac-kredisi">ihtiyaç kredisi hesaplama</a> aracımızı kullanabilirsiniz.</p>`,
    },
    en: {
      slug: 'how-to-raise-my-credit-score',
      title: 'How Can I Raise My Credit Score? Improving Your Findeks Score',
      description:
        'How the Findeks credit score (1–1900) is built, what pulls it down and how to raise it: pay on time, use under 30% of card limits and apply less often.',
      introTitle: 'Your credit score is the first answer a bank gives you',
      introSubtitle: 'What you need to know to raise your Findeks score step by step, and keep it high',
      introParagraph:
        'In Turkey, the credit score banks look at first is calculated by Findeks, the consumer service of the Credit Bureau (KKB), on a scale from 1 to 1900. The higher your score, the more likely your loan or credit card application is to be approved, and the better the limits and rates you are usually offered. A score does not change overnight: it sums up months of payment behaviour, your current debts and your recent applications. The steps below explain in plain terms what actually moves your score and how to raise it for good.',
      content: `<p>Findeks calculates your score from four groups of information: your past payment habits, the state of your current debts and limits, how intensively you use credit, and your recent applications for new credit. Whether you pay on time has the largest effect.</p>
<ul>
<li><strong>Never pay late.</strong> Pay loan instalments and card statements before the due date; an automatic payment order stops you from forgetting. Even short delays can be reported and lower your score.</li>
<li><strong>Use less than 30% of your card limits.</strong> The lower your total card balance is compared with your total limit, the better for your score. A limit that is always nearly full reads as dependence on borrowing.</li>
<li><strong>Pay the full statement balance.</strong> Paying the minimum avoids a late-payment record, but the rest keeps accruing interest and keeps your usage high.</li>
<li><strong>Keep monthly instalments within 40% of your income.</strong> If all your loan and card instalments together stay at or below 40% of your regular monthly income, you can keep paying without strain and you look more reliable when you apply again.</li>
<li><strong>Don't send many applications in a short time.</strong> Every loan or card application shows up in your report as an inquiry. Compare offers first, then apply only to the bank that suits you best.</li>
<li><strong>Think twice before closing old accounts you have always paid on time.</strong> A long, clean payment history supports your score. Closing a card also lowers your total limit, which pushes your usage ratio up.</li>
<li><strong>No credit history? Start small.</strong> If you have never used a credit product, a score may not be available yet or may stay low. Using a low-limit card for a few months and paying it off in full each month is the easiest way to build a positive record.</li>
<li><strong>Settle debts that have gone to legal collection.</strong> A debt under legal follow-up is among the records that hurt a score most. Paying it off or restructuring it is the first step to recovery; closed records still stay visible in the report for a while.</li>
<li><strong>Keep track of loans you have guaranteed.</strong> They appear in your risk report, and the borrower's late payments can affect you too.</li>
</ul>
<p>You can see your score and full risk report on <a href="https://www.findeks.com/">Findeks</a>. If you spot a wrong record, ask the bank that reported it to correct it. Ignore anyone who asks for money to "erase" your record or "boost" your score quickly: only steady payment behaviour over time raises it.</p>
<p>Before you apply, see what the monthly instalment would be with our <a href="/hesaplama-araclari/ihtiyac-kredisi">personal loan calculator</a>.</p>`,
    },
    ar: {
      slug: 'كيف-أرفع-درجتي-الائتمانية',
      title: 'كيف أرفع درجتي الائتمانية؟ طرق تحسين تقييم Findeks',
      description:
        'كيف تُحسب درجة Findeks الائتمانية بين 1 و1900، وما الذي يخفضها، وكيف ترفعها: السداد في موعده، واستخدام أقل من 30% من حد البطاقة، وتقليل الطلبات.',
      introTitle: 'درجتك الائتمانية هي أول ما ينظر إليه البنك',
      introSubtitle: 'ما تحتاج إلى معرفته لرفع تقييمك في Findeks خطوة بخطوة والمحافظة عليه',
      introParagraph:
        'تحسب منصة Findeks، التابعة لمكتب السجلات الائتمانية في تركيا (KKB)، درجة ائتمانية تتراوح بين 1 و1900، وهي من أول المؤشرات التي تعتمد عليها البنوك عند دراسة طلب قرض أو بطاقة ائتمان. فكلما ارتفعت الدرجة زادت فرصة قبول طلبك، وتحسّنت في الغالب شروط الحد الائتماني وسعر الفائدة المعروضة عليك. ولا تتغير الدرجة بين يوم وليلة، لأنها خلاصة أشهر من عادات السداد وحجم الديون القائمة والطلبات الجديدة. وتشرح الخطوات التالية بلغة بسيطة ما الذي يؤثر فعلًا في درجتك، وكيف ترفعها رفعًا دائمًا.',
      content: `<p>تحسب منصة Findeks درجتك من أربع مجموعات من المعلومات: عادات السداد السابقة، ووضع ديونك وحدودك الائتمانية الحالية، ومدى كثافة استخدامك للائتمان، وطلباتك الجديدة للحصول على قروض أو بطاقات. ويبقى الالتزام بمواعيد السداد العامل الأكثر تأثيرًا.</p>
<ul>
<li><strong>لا تتأخر في السداد أبدًا.</strong> ادفع أقساط القروض وكشوف البطاقات قبل تاريخ الاستحقاق، واستعن بأمر دفع تلقائي حتى لا تنسى. فحتى التأخير القصير قد يُسجَّل في تقريرك ويخفض درجتك.</li>
<li><strong>استخدم أقل من 30% من حد بطاقتك.</strong> كلما انخفض مجموع ديون بطاقاتك مقارنةً بمجموع حدودها كان ذلك أفضل لدرجتك، أما الحد الممتلئ دائمًا فيُفهم على أنه اعتماد مفرط على الاقتراض.</li>
<li><strong>سدّد كامل مبلغ الكشف.</strong> دفع الحد الأدنى يجنّبك تسجيل التأخير، لكن المبلغ المتبقي تترتب عليه فوائد ويُبقي نسبة استخدامك مرتفعة.</li>
<li><strong>لا تدع أقساطك الشهرية تتجاوز 40% من دخلك المنتظم.</strong> عندما يبقى مجموع أقساط القروض والبطاقات في حدود 40% من دخلك الشهري، تستطيع السداد دون ضغط، وتبدو أكثر موثوقية عند تقديم طلب جديد.</li>
<li><strong>تجنّب تقديم طلبات كثيرة في وقت قصير.</strong> كل طلب قرض أو بطاقة يظهر في تقريرك على شكل استعلام، لذا قارن العروض أولًا ثم تقدّم إلى البنك الأنسب لك فقط.</li>
<li><strong>فكّر مليًا قبل إغلاق حساباتك القديمة المنتظمة.</strong> السجل الطويل من السداد المنتظم يدعم درجتك، كما أن إغلاق بطاقة يخفض مجموع حدودك فترتفع نسبة استخدامك.</li>
<li><strong>إن لم يكن لديك سجل ائتماني فابدأ بخطوة صغيرة.</strong> من لم يستخدم أي منتج ائتماني قد لا تتوفر له درجة بعد، أو قد تبقى درجته منخفضة. واستخدام بطاقة بحد منخفض لبضعة أشهر مع سداد رصيدها بالكامل كل شهر هو أسهل طريق لبناء سجل إيجابي.</li>
<li><strong>سوِّ الديون المحالة إلى الملاحقة القانونية.</strong> الدين الخاضع للملاحقة القانونية من أكثر السجلات إضرارًا بالدرجة، وسداده أو إعادة هيكلته هو الخطوة الأولى للتعافي، مع العلم أن السجلات المغلقة تبقى ظاهرة في التقرير لفترة.</li>
<li><strong>تابع القروض التي كفلتها.</strong> فهي تظهر في تقرير المخاطر الخاص بك، وقد يؤثر تأخر المقترض الأصلي عليك أيضًا.</li>
</ul>
<p>يمكنك الاطلاع على درجتك وتقرير المخاطر الكامل عبر <a href="https://www.findeks.com/">Findeks</a>، وإذا وجدت سجلًا خاطئًا فاطلب من البنك الذي أبلغ عنه تصحيحه. ولا تثق بمن يطلب مالًا مقابل «محو» سجلك أو «رفع» درجتك بسرعة، فلا شيء يرفعها سوى السداد المنتظم مع مرور الوقت.</p>
<p>قبل التقدم بطلب، احسب القسط الشهري المتوقع باستخدام <a href="/hesaplama-araclari/ihtiyac-kredisi">حاسبة القرض الشخصي</a> في موقعنا.</p>`,
    },
  },
};
