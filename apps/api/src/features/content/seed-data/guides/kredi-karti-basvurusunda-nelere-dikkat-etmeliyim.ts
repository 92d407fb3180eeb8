import type { GuideSeed } from '../seed-types.ts';

export const guide: GuideSeed = {
  slug: 'kredi-karti-basvurusunda-nelere-dikkat-etmeliyim',
  image: '/images/guides/kredi-karti-basvurusunda-nelere-dikkat-etmeliyim.svg',
  imageWidth: 960,
  imageHeight: 480,
  texts: {
    tr: {
      slug: 'kredi-karti-basvurusunda-nelere-dikkat-etmeliyim',
      title: 'Kredi Kartı Başvurusunda Nelere Dikkat Etmeliyim?',
      description:
        'Kredi kartlarını yıllık ücret, faiz, limit, asgari ödeme ve ödüllere göre nasıl karşılaştırırsınız? Başvuru öncesi kontrol listesi ve sonrası için öneriler.',
      introTitle: 'Doğru kart, doğru kullanımla avantaja dönüşür',
      introSubtitle: 'Başvurudan önce karşılaştırmanız, kart elinize geçtikten sonra da edinmeniz gerekenler',
      introParagraph:
        'Kredi kartı; taksitli alışveriş, harcama takibi ve ödül programlarıyla günlük hayatı kolaylaştırır, ama yanlış seçildiğinde ya da plansız kullanıldığında kısa sürede pahalı bir borca dönüşebilir. Bankalar başvurunuzu gelirinize, mevcut borçlarınıza ve kredi notunuza bakarak değerlendirir. Siz de kartları yalnızca kampanyalarına göre değil; yıllık ücretine, faiz oranlarına ve diğer masraflarına göre karşılaştırmalısınız. Aşağıdaki liste, başvuru formunu doldurmadan önce neleri kontrol etmeniz gerektiğini ve kart cüzdanınıza girdikten sonra hem bütçenizi hem de kredi notunuzu koruyacak alışkanlıkları özetliyor.',
      content: `<p>Başvurmadan önce kendinize şunu sorun: Bu kartı neden istiyorum? Büyük alışverişlerde taksit, seyahat puanı ya da yalnızca acil durumlar için bir yedek; her ihtiyaç farklı bir kartı öne çıkarır.</p>
<ul>
<li><strong>Yıllık kart ücretini sorun.</strong> Bazı kartlar yıllık ücret alır, bazıları almaz, bazıları da belirli bir harcama tutarına ulaştığınızda ücreti iade eder. Ücret tablosunu sözleşmeden ve bankanın ücretler sayfasından kontrol edin.</li>
<li><strong>Faiz oranlarını karşılaştırın.</strong> Kredi kartı akdi ve gecikme faizlerinin üst sınırını Türkiye Cumhuriyet Merkez Bankası belirler; bankalar bu sınırın altında kalabilir. Borcun tamamını ödemediğiniz her ay kalan tutar faiz ve vergilerle büyür.</li>
<li><strong>İhtiyacınız kadar limit isteyin.</strong> İlk kartta toplam limit, mevzuat gereği belgelediğiniz aylık gelire bağlı olarak sınırlanır. Yüksek bir limit, hiç kullanmasanız bile ileride kredi başvurusu yaptığınızda toplam riskinizin bir parçası olarak değerlendirilebilir.</li>
<li><strong>Nakit avansın maliyetini bilin.</strong> Kartla çekilen nakitte faiz ilk günden işlemeye başlar ve çoğu zaman ayrıca işlem ücreti alınır. Nakit ihtiyacınız için ihtiyaç kredisiyle karşılaştırma yapın.</li>
<li><strong>Ödül ve taksit programlarını gerçekçi değerlendirin.</strong> Puan ya da mil kazandıran kartlar genellikle daha yüksek yıllık ücret alır; harcamanız bu ödülleri kazanmaya yetmiyorsa sade bir kart daha ucuzdur. Bazı harcama kategorilerinde taksit sayısının mevzuatla sınırlandırıldığını unutmayın.</li>
<li><strong>Başvuruları tek tek yapın.</strong> Aynı hafta içinde birçok bankaya başvurmak kredi raporunuza sorgu olarak yansır ve reddedilme olasılığını artırabilir.</li>
<li><strong>Sözleşmeyi ve sözleşme öncesi bilgi formunu okuyun.</strong> Ücretler, faiz oranları, asgari ödeme tutarı ve hesap kesim tarihi bu belgelerde yazar.</li>
</ul>
<p>Kart elinize geçtikten sonra şu alışkanlıklar hem bütçenizi hem de kredi notunuzu korur:</p>
<ul>
<li>Kart borcunuzu limitin <strong>%30'unun altında</strong> tutun.</li>
<li>Ekstrenin her ay <strong>tamamını</strong> ödeyin; asgari ödeme yalnızca gecikme kaydını önler, faizi önlemez.</li>
<li>Kart ve kredi taksitlerinizin toplamını düzenli aylık gelirinizin <strong>%40'ını aşmayacak</strong> şekilde planlayın.</li>
<li>Otomatik ödeme talimatı verin ve harcama bildirimlerini açık tutun.</li>
<li>Kart bilgilerinizi ve SMS ile gelen doğrulama kodlarını kimseyle paylaşmayın; bankanız bu kodları asla sormaz.</li>
</ul>
<p>Başvurudan önce kredi notunuzu <a href="https://www.findeks.com/">Findeks</a> üzerinden kontrol edebilir, kart faizlerinin güncel üst sınırlarını <a href="https://www.tcmb.gov.tr/">Merkez Bankası</a> duyurularında görebilirsiniz.</p>`,
    },
    en: {
      slug: 'what-to-check-before-applying-for-a-credit-card',
      title: 'What Should I Check Before Applying for a Credit Card?',
      description:
        'How to compare credit cards on annual fee, interest, limit, minimum payment and rewards, with a checklist for before you apply and good habits for after.',
      introTitle: 'The right card only pays off with the right habits',
      introSubtitle: 'What to compare before you apply, and what to do once the card is in your hands',
      introParagraph:
        'A credit card makes everyday life easier with instalment shopping, spending records and reward programmes, but a poorly chosen or unplanned card can quickly turn into expensive debt. Banks assess your application by looking at your income, your existing debts and your credit score. You, in turn, should compare cards on their annual fee, interest rates and other charges, not only on their current promotions. The list below sums up what to check before you fill in the application form, and the habits that protect both your budget and your credit score once the card is in your wallet.',
      content: `<p>Before applying, ask yourself why you want the card. Instalments on larger purchases, travel points or simply a back-up for emergencies: each need points to a different kind of card.</p>
<ul>
<li><strong>Ask about the annual fee.</strong> Some cards charge a yearly fee, some don't, and some refund it once you reach a set amount of spending. Check the fee table in the contract and on the bank's fees page.</li>
<li><strong>Compare interest rates.</strong> The Central Bank of the Republic of Türkiye sets the maximum contractual and late-payment rates for credit cards, and banks may charge less. In any month you don't pay in full, the remaining balance grows with interest and taxes.</li>
<li><strong>Ask only for the limit you need.</strong> On a first card, the total limit is capped by regulation according to the monthly income you can document. A high limit may count towards your total exposure when you later apply for a loan, even if you never use it.</li>
<li><strong>Know what a cash advance costs.</strong> Interest on cash withdrawn with a card runs from the first day, and a transaction fee is often charged on top. If you need cash, compare it with a personal loan.</li>
<li><strong>Be realistic about rewards and instalments.</strong> Cards that earn points or miles usually carry higher annual fees; if your spending is not enough to earn the rewards, a plain card is cheaper. Remember that the number of instalments is limited by regulation in some spending categories.</li>
<li><strong>Apply to one bank at a time.</strong> Several applications in the same week are recorded as inquiries on your credit report and can make a rejection more likely.</li>
<li><strong>Read the contract and the pre-contract information form.</strong> Fees, interest rates, the minimum payment and the statement date are all set out there.</li>
</ul>
<p>Once you have the card, these habits protect both your budget and your credit score:</p>
<ul>
<li>Keep your card balance <strong>below 30% of the limit</strong>.</li>
<li>Pay the <strong>full</strong> statement every month; the minimum payment only prevents a late record, it does not prevent interest.</li>
<li>Plan so that all your card and loan instalments together stay at <strong>no more than 40%</strong> of your regular monthly income.</li>
<li>Set up automatic payment and keep spending notifications switched on.</li>
<li>Never share your card details or the verification codes sent by SMS; your bank will never ask for them.</li>
</ul>
<p>Before you apply, you can check your credit score on <a href="https://www.findeks.com/">Findeks</a> and find the current maximum card rates in the <a href="https://www.tcmb.gov.tr/">Central Bank</a>'s announcements.</p>`,
    },
    ar: {
      slug: 'ما-الذي-يجب-مراعاته-عند-طلب-بطاقة-ائتمان',
      title: 'ما الذي يجب مراعاته عند طلب بطاقة ائتمان؟',
      description:
        'كيف تقارن بطاقات الائتمان من حيث الرسوم السنوية والفائدة والحد الائتماني والحد الأدنى للسداد والمكافآت، مع قائمة تحقق قبل تقديم الطلب وعادات مفيدة بعده.',
      introTitle: 'البطاقة المناسبة لا تنفعك إلا بالاستخدام الصحيح',
      introSubtitle: 'ما تقارنه قبل تقديم الطلب، وما تفعله بعد أن تستلم البطاقة',
      introParagraph:
        'تسهّل بطاقة الائتمان الحياة اليومية بفضل الشراء بالتقسيط وتتبّع المصروفات وبرامج المكافآت، لكنها قد تتحول بسرعة إلى دين مكلف إذا اختيرت بشكل خاطئ أو استُخدمت دون تخطيط. يدرس البنك طلبك بالنظر إلى دخلك وديونك الحالية ودرجتك الائتمانية، وعليك أنت أيضًا أن تقارن البطاقات برسومها السنوية وأسعار فائدتها ومصاريفها الأخرى، لا بعروضها الترويجية وحدها. وتلخّص القائمة التالية ما ينبغي التحقق منه قبل ملء استمارة الطلب، والعادات التي تحمي ميزانيتك ودرجتك الائتمانية بعد أن تصبح البطاقة في محفظتك.',
      content: `<p>قبل أن تتقدم بالطلب، اسأل نفسك: لماذا أريد هذه البطاقة؟ فالتقسيط في المشتريات الكبيرة، أو جمع نقاط السفر، أو مجرد الاحتياط للطوارئ، احتياجات مختلفة تناسب كلًّا منها بطاقة مختلفة.</p>
<ul>
<li><strong>اسأل عن الرسوم السنوية.</strong> بعض البطاقات تفرض رسومًا سنوية وبعضها لا يفرضها، وبعضها يردّها إذا بلغ إنفاقك مبلغًا محددًا. راجع جدول الرسوم في العقد وفي صفحة الرسوم على موقع البنك.</li>
<li><strong>قارن أسعار الفائدة.</strong> يحدد البنك المركزي لجمهورية تركيا الحد الأقصى للفائدة التعاقدية وفائدة التأخير على بطاقات الائتمان، ويجوز للبنوك أن تطبق أسعارًا أدنى منه. وفي كل شهر لا تسدد فيه المبلغ كاملًا، يكبر الرصيد المتبقي بالفوائد والضرائب.</li>
<li><strong>اطلب الحد الذي تحتاجه فقط.</strong> في البطاقة الأولى يُقيَّد مجموع الحد الائتماني بموجب اللوائح وفقًا للدخل الشهري الذي تستطيع إثباته. وقد يُحتسب الحد المرتفع ضمن إجمالي التزاماتك عندما تطلب قرضًا لاحقًا، حتى لو لم تستخدمه قط.</li>
<li><strong>اعرف تكلفة السحب النقدي.</strong> تبدأ الفائدة على النقد المسحوب بالبطاقة من اليوم الأول، وكثيرًا ما تُضاف إليها رسوم معاملة. وإذا احتجت إلى نقد فقارن هذه التكلفة بالقرض الشخصي.</li>
<li><strong>كن واقعيًا في تقييم المكافآت والتقسيط.</strong> البطاقات التي تمنح نقاطًا أو أميالًا تكون رسومها السنوية أعلى في الغالب، فإذا كان إنفاقك لا يكفي لكسب تلك المكافآت فالبطاقة البسيطة أرخص. وتذكّر أن عدد الأقساط محدود بموجب اللوائح في بعض فئات الإنفاق.</li>
<li><strong>تقدّم إلى بنك واحد في كل مرة.</strong> الطلبات المتعددة في الأسبوع نفسه تُسجَّل استعلاماتٍ في تقريرك الائتماني، وقد تزيد احتمال الرفض.</li>
<li><strong>اقرأ العقد ونموذج المعلومات السابق للتعاقد.</strong> ففيهما تجد الرسوم وأسعار الفائدة والحد الأدنى للسداد وتاريخ إصدار الكشف.</li>
</ul>
<p>بعد استلام البطاقة، تحمي العادات التالية ميزانيتك ودرجتك الائتمانية معًا:</p>
<ul>
<li>أبقِ رصيد بطاقتك <strong>دون 30% من الحد</strong>.</li>
<li>سدّد <strong>كامل</strong> الكشف كل شهر، فالحد الأدنى يمنع تسجيل التأخير لكنه لا يمنع الفائدة.</li>
<li>خطّط بحيث لا يتجاوز مجموع أقساط البطاقات والقروض <strong>40% من دخلك الشهري المنتظم</strong>.</li>
<li>فعّل السداد التلقائي وأبقِ إشعارات الإنفاق مفعّلة.</li>
<li>لا تشارك بيانات بطاقتك ولا رموز التحقق المرسلة في الرسائل القصيرة مع أي أحد، فبنكك لا يطلبها منك أبدًا.</li>
</ul>
<p>قبل تقديم الطلب يمكنك التحقق من درجتك الائتمانية عبر <a href="https://www.findeks.com/">Findeks</a>، والاطلاع على الحدود القصوى الحالية لفوائد البطاقات في إعلانات <a href="https://www.tcmb.gov.tr/">البنك المركزي</a>.</p>`,
    },
  },
};
