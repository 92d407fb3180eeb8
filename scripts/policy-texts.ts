// Texts of the policy PDFs linked from the site footer (rendered by scripts/policy-pdfs.ts).
// Body entries: "## " starts a heading, "- " a bullet item, anything else is a paragraph.
// Any character the embedded Inter font has may be used; the PDFs embed only the glyphs the texts need.

export type PolicyDocument = { fileName: string; title: string; body: readonly string[] };

export const SITE_NAME = 'Finansal Pusula';
export const EFFECTIVE_DATE_LINE = 'Yürürlük tarihi: 1 Kasım 2026';
const EMAIL = 'iletisim@finansalpusula.com.tr';
const ADDRESS = 'Büyükdere Cad. No: 185, Levent, 34394 Şişli/İstanbul';

const consent: PolicyDocument = {
  fileName: 'acik-riza-metni.pdf',
  title: 'Açık Rıza Metni',
  body: [
    `Bu metin, Finansal Pusula’nın 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) kapsamında hangi durumlarda açık rızanıza başvurduğunu, rızanızın neyi kapsadığını ve onu nasıl geri alabileceğinizi açıklar. Veri sorumlusu Finansal Pusula’dır (${ADDRESS}; ${EMAIL}).`,
    '## Rıza gerekmeyen işlemler',
    'Sitedeki karşılaştırma ve hesaplama araçlarını kullanmak için üyelik, kişisel veri ya da açık rıza gerekmez. İletişim formuyla gönderdiğiniz mesajların yanıtlanması, yönetici hesaplarının yönetimi ve tarayıcınızda tutulan dil, para birimi ve çerez tercihleri, KVKK’nın 5. maddesinin 2. fıkrasındaki rıza dışındaki hukuki sebeplere dayanır. Bu işlemler Kişisel Verilerin Korunması metninde ayrıca anlatılır.',
    '## Açık rızanın kapsamı',
    'İletişim mesajınızda kendi isteğinizle sağlık, din veya dernek üyeliği gibi özel nitelikli kişisel verilere yer verirseniz, bu bilgiler yalnızca talebinizi yanıtlamak amacıyla ve yalnızca açık rızanızla işlenir. Bu tür bilgileri paylaşmanız gerekmez; talebinizi bunlar olmadan da iletebilirsiniz ve paylaşmamanızı öneririz.',
    'Şu anda başka hiçbir amaçla açık rıza istemiyoruz. İzleme, reklam veya profil çıkarma amaçlı çerez kullanmadığımız için çerez bildiriminde verdiğiniz tercih de bu tür bir işleme izin anlamına gelmez. İleride yeni bir amaç ortaya çıkarsa önceden bilgilendirilir ve ayrıca rızanız istenir.',
    '## Rızanın niteliği',
    'Açık rıza; belirli bir konuya ilişkin, bilgilendirilmeye dayanan ve özgür iradeyle verilen onaydır. Rıza vermemeniz sitenin hiçbir işlevini kullanmanızı engellemez ve sizin için olumsuz bir sonuç doğurmaz.',
    '## Rızanın geri alınması',
    `Rızanızı dilediğiniz zaman, gerekçe göstermeden ${EMAIL} adresine yazarak geri alabilirsiniz. Geri alma, bildirdiğiniz andan sonraki işlemler için geçerlidir; yalnızca rızaya dayanan bilgiler gecikmeden silinir veya anonim hâle getirilir. Daha önce rızanıza dayanarak yapılan işlemlerin hukuka uygunluğu etkilenmez.`,
    'KVKK’nın 11. maddesindeki diğer haklarınız ve başvuru yolu Kişisel Verilerin Korunması metninde yer alır.',
    '## Beyan',
    'Bu metni okuduğumu; hangi bilgilerin hangi amaçla işleneceği konusunda bilgilendirildiğimi ve rızamı dilediğim zaman geri alabileceğimi anladığımı beyan ederim.',
  ],
};

const security: PolicyDocument = {
  fileName: 'bilgi-guvenligi-politikasi.pdf',
  title: 'Bilgi Güvenliği Politikası',
  body: [
    'Finansal Pusula, sunduğu hesaplama ve karşılaştırma hizmetlerini ve bu hizmetler sırasında kendisine emanet edilen sınırlı bilgiyi korumayı temel sorumluluğu olarak görür. Bu politika, bilgilerin gizliliği, bütünlüğü ve erişilebilirliği için izlediğimiz ilkeleri özetler.',
    '## Kapsam',
    'Politika; sitenin yazılımını, sunucularını ve veritabanını, iletişim formuyla gelen mesajları, yönetici hesaplarını ve bu sistemlere erişen herkesi kapsar. Dil, para birimi ve çerez onayı gibi tercihler sizin tarayıcınızda tutulur; bunların korunması büyük ölçüde cihazınızın güvenliğine bağlıdır.',
    '## Temel ilkeler',
    '- Az veri: Yalnızca hizmet için gerekli bilgiyi toplarız. Toplanmayan veri sızdırılamaz.',
    '- Gizlilik: Bilgilere yalnızca görevi gereği ihtiyaç duyan kişiler ve yalnızca gerektiği kadar erişir.',
    '- Bütünlük: Site içeriği ve veriler yalnızca yetkili yönetici hesaplarıyla değiştirilebilir.',
    '- Erişilebilirlik: Hizmetin kesintisiz çalışması için sistemler izlenir ve veriler düzenli olarak yedeklenir.',
    '## Uygulanan önlemler',
    '- Site ile tarayıcınız arasındaki trafik HTTPS (TLS) ile şifrelenir.',
    '- Yönetici parolaları açık metin olarak saklanmaz; yalnızca tek yönlü özet değerleri tutulur.',
    '- Yönetici hesapları kişiye özeldir ve ortak kullanılmaz; görevi sona erenlerin erişimi derhâl kaldırılır.',
    '- Formlardan gelen bilgiler sunucu tarafında doğrulanır.',
    '- Kullanılan yazılım bileşenleri güncel tutulur ve bilinen güvenlik açıkları takip edilir.',
    '## Olay yönetimi',
    'Bir güvenlik olayından şüphelenildiğinde olay kayıt altına alınır, etkisi sınırlandırılır ve nedeni giderilir. Kişisel verilerin yetkisiz kişilerce elde edildiği anlaşılırsa durum, KVKK’nın 12. maddesi uyarınca ilgili kişilere en kısa sürede, Kişisel Verileri Koruma Kurulu’na ise en geç 72 saat içinde bildirilir.',
    '## Güvenlik açığı bildirimi',
    `Sitede bir güvenlik açığı fark ederseniz lütfen ayrıntıları ${EMAIL} adresine iletin. İyi niyetle yapılan bildirimleri inceler ve sonucunu size bildiririz. Açığı göstermek için gerekenden fazla veriye erişmeyin, hiçbir veriyi değiştirmeyin ve bulgunuzu düzeltilene kadar başkalarıyla paylaşmayın.`,
    '## Gözden geçirme',
    'Bu politika en az yılda bir kez ve sistemlerde önemli bir değişiklik olduğunda gözden geçirilir.',
  ],
};

const privacy: PolicyDocument = {
  fileName: 'gizlilik-bildirimi.pdf',
  title: 'Gizlilik Bildirimi',
  body: [
    'Finansal Pusula; kredi, mevduat, piyasa verileri ve fonlar için karşılaştırma ve hesaplama araçları sunan bir sitedir. Sitenin büyük bölümü hiçbir kişisel bilgi vermeden kullanılabilir. Bu bildirim, hangi bilgileri neden tuttuğumuzu ve hangilerini tutmadığımızı sade bir dille anlatır.',
    '## Tuttuğumuz bilgiler',
    '- İletişim formu: Adınız, e-posta adresiniz ve mesajınızda paylaştığınız bilgiler. Bunları yalnızca talebinizi yanıtlamak için kullanırız.',
    '- Yönetici hesapları: Siteyi yöneten ekip üyelerinin kullanıcı adı, e-posta adresi ve parolanın özet değeri.',
    '- Tarayıcı tercihleri: Dil, para birimi seçimi ve çerez onayı tercihiniz tarayıcınızda saklanır. Bu kayıtlar sitenin tercihlerinizi hatırlamasını sağlar; sizi tanımak veya izlemek için kullanılmaz.',
    '## Tutmadığımız bilgiler',
    'Hesaplayıcılara girdiğiniz tutar, vade ve benzeri değerler saklanmaz. Reklam, izleme veya profil çıkarma amaçlı çerez kullanmayız. Kişisel bilgilerinizi satmayız ve pazarlama amacıyla kimseyle paylaşmayız.',
    '## Saklama süresi',
    'İletişim mesajları, talebiniz sonuçlandıktan sonra en fazla iki yıl saklanır ve ardından silinir. Yönetici hesapları, ilgili kişinin görevi sona erdiğinde kapatılır. Tarayıcı tercihlerini, tarayıcınızın site verilerini temizleyerek istediğiniz zaman silebilirsiniz.',
    '## Paylaşım',
    'Bilgilerinize yalnızca yetkili ekip üyelerimiz ve siteyi barındıran hizmet sağlayıcılarımız, hizmetin gerektirdiği ölçüde erişebilir. Kanunen yetkili kurumlar talep ederse, yalnızca hukuki yükümlülüğümüz kapsamında paylaşım yapılır.',
    '## Güvenlik',
    'Bilgilerinizi yetkisiz erişime, kayba ve değiştirilmeye karşı korumak için aldığımız önlemler Bilgi Güvenliği Politikası’nda açıklanır.',
    '## Diğer siteler',
    'Sitede banka ve diğer kurumların sitelerine bağlantılar bulunabilir. Bu sitelerin gizlilik uygulamalarından ilgili kurumlar sorumludur; ziyaret etmeden önce kendi bildirimlerini okumanızı öneririz.',
    '## Haklarınız ve iletişim',
    `KVKK’nın 11. maddesindeki haklarınızı ve başvuru yolunu Kişisel Verilerin Korunması metninde bulabilirsiniz. Sorularınız için: Finansal Pusula, ${ADDRESS}; ${EMAIL}. Bu bildirim değişirse güncel hâli yürürlük tarihiyle birlikte sitede yayımlanır.`,
  ],
};

const quality: PolicyDocument = {
  fileName: 'kalite-politikasi.pdf',
  title: 'Kalite Politikası',
  body: [
    'Finansal Pusula’nın amacı, finansal ürünleri karşılaştırmak ve hesaplama yapmak isteyenlere doğru, anlaşılır ve tarafsız bilgi sunmaktır. Bu politika, bu amaca ulaşmak için kendimize koyduğumuz kuralları açıklar.',
    '## Doğruluk',
    'Faiz oranları, döviz kurları, piyasa verileri ve fon bilgileri kamuya açık kaynaklardan derlenir. Verinin kaynağını ve güncellenme zamanını mümkün olduğunca belirtiriz. Kredi taksiti, mevduat getirisi, vergi ve kesinti gibi hesaplama yöntemlerini otomatik testlerle sınar, nasıl hesaplandıklarını anlaşılır biçimde açıklamaya çalışırız.',
    '## Bilgi amaçlıdır',
    'Sitedeki rakamlar ve hesaplama sonuçları bilgilendirme amaçlıdır; bir teklif, taahhüt veya yatırım tavsiyesi değildir. Ürünün kesin koşullarını, faiz oranını ve masraflarını ilgili banka veya kurum belirler. Karar vermeden önce kurumdan güncel bilgi almanızı öneririz.',
    '## Tarafsızlık',
    'Karşılaştırma sonuçları, sizin seçtiğiniz ölçüte (örneğin toplam geri ödeme veya net getiri) göre sıralanır. Bir kurumla ticari bir ilişkimiz olursa bu ilişki sıralamayı değiştirmez; ilgili içerik açıkça “reklam” veya “sponsorlu” olarak işaretlenir.',
    '## Güncellik',
    'Kurlar ve piyasa verileri gün içinde değişebilir; sayfada gösterilen değer, belirtilen güncellenme zamanındaki değerdir. Bir kaynağa ulaşılamadığında eski veriyi güncelmiş gibi göstermeyiz; verinin güncel olmadığını açıkça belirtir ya da o veriyi yayından kaldırırız.',
    '## Anlaşılırlık ve erişilebilirlik',
    'Metinleri sade Türkçeyle yazar, teknik terimleri açıklarız. Sitenin farklı ekran boyutlarında, klavyeyle ve ekran okuyucularla rahatça kullanılabilmesi için çalışırız.',
    '## Hataların düzeltilmesi',
    `Bir hata fark ederseniz ${EMAIL} adresine bildirebilirsiniz. Her bildirimi inceler, doğrulanan hataları gecikmeden düzeltiriz. Bildiriminiz için teşekkür eder, gerekirse size dönüş yaparız.`,
    '## Sürekli iyileştirme',
    'Kullanıcı geri bildirimlerini, hata kayıtlarını ve verilerin güncelliğini düzenli olarak gözden geçirir, hizmeti buna göre geliştiririz. Bu politika en az yılda bir kez gözden geçirilir ve gerektiğinde güncellenir.',
  ],
};

const dataProtection: PolicyDocument = {
  fileName: 'kisisel-verilerin-korunmasi.pdf',
  title: 'Kişisel Verilerin Korunması',
  body: [
    'Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (KVKK) 10. maddesi uyarınca, Finansal Pusula’nın kişisel verilerinizi nasıl işlediğini açıklar.',
    '## Veri sorumlusu',
    `Finansal Pusula, ${ADDRESS}. E-posta: ${EMAIL}`,
    '## İşlenen veriler, amaçlar ve hukuki sebepler',
    '- İletişim formu (ad, e-posta adresi, mesaj içeriği): Talebinizi yanıtlamak ve yazışmayı yürütmek amacıyla, KVKK m. 5/2-f (meşru menfaat) ve gerektiğinde m. 5/2-e (bir hakkın tesisi, kullanılması veya korunması) kapsamında işlenir.',
    '- Yönetici hesapları (kullanıcı adı, e-posta adresi, parola özeti): Siteyi yönetmek ve yetkisiz erişimi önlemek amacıyla, m. 5/2-c (sözleşmenin ifası) ve m. 5/2-f kapsamında işlenir.',
    '- Tarayıcı tercihleri (dil, para birimi seçimi, çerez onayı): Siteyi tercihlerinize göre göstermek amacıyla, m. 5/2-f kapsamında yalnızca tarayıcınızda saklanır.',
    'Özel nitelikli kişisel veri talep etmeyiz; mesajınızda bu tür bilgilere yer verirseniz Açık Rıza Metni geçerli olur.',
    '## Toplama yöntemi',
    'Veriler, iletişim formu ve yönetim paneli aracılığıyla elektronik ortamda doğrudan sizden; tarayıcı tercihleri ise sitenin cihazınızda tuttuğu kayıtlar yoluyla toplanır. İzleme veya reklam çerezi kullanılmaz.',
    '## Aktarım',
    'Kişisel verileriniz satılmaz ve pazarlama amacıyla paylaşılmaz. Yalnızca siteyi barındıran hizmet sağlayıcılarımıza hizmetin gerektirdiği ölçüde ve KVKK’nın 8. ve 9. maddelerine uygun olarak; ayrıca kanunen yetkili kamu kurum ve kuruluşlarına hukuki yükümlülüğümüz kapsamında aktarılabilir.',
    '## Saklama süresi',
    'İletişim mesajları talep sonuçlandıktan sonra en fazla iki yıl, yönetici hesapları görev süresince saklanır. Süre dolduğunda veriler silinir, yok edilir veya anonim hâle getirilir.',
    '## KVKK m. 11 kapsamındaki haklarınız',
    'Veri sorumlusuna başvurarak şu haklarınızı kullanabilirsiniz:',
    '- kişisel verilerinizin işlenip işlenmediğini öğrenme ve işlenmişse buna ilişkin bilgi talep etme,',
    '- işlenme amacını ve verilerin amacına uygun kullanılıp kullanılmadığını öğrenme,',
    '- yurt içinde veya yurt dışında verilerin aktarıldığı üçüncü kişileri bilme,',
    '- eksik veya yanlış işlenmişse düzeltilmesini, KVKK m. 7’deki şartlar çerçevesinde silinmesini veya yok edilmesini isteme ve bu işlemlerin aktarılan üçüncü kişilere bildirilmesini isteme,',
    '- münhasıran otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonuç çıkmasına itiraz etme,',
    '- kanuna aykırı işleme nedeniyle zarara uğramanız hâlinde zararın giderilmesini talep etme.',
    '## Başvuru',
    `Başvurunuzu, kimliğinizi ve talebinizi açıkça belirterek ${EMAIL} adresine e-postayla veya yukarıdaki adrese yazılı olarak iletebilirsiniz. Başvurular en geç 30 gün içinde ve kural olarak ücretsiz sonuçlandırılır. Yanıtımızı yeterli bulmazsanız Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.`,
  ],
};

const terms: PolicyDocument = {
  fileName: 'kullanim-kosullari.pdf',
  title: 'Kullanım Koşulları',
  body: [
    'Bu koşullar, Finansal Pusula sitesinin ve sitedeki hesaplama ve karşılaştırma araçlarının kullanımını düzenler. Siteyi kullanarak bu koşulları kabul etmiş sayılırsınız; kabul etmiyorsanız lütfen siteyi kullanmayın.',
    '## Hizmetin niteliği',
    'Finansal Pusula; kredi, mevduat, döviz, piyasa verileri ve yatırım fonları hakkında karşılaştırma ve hesaplama araçları sunar. Site bir banka, aracı kurum veya yatırım danışmanı değildir; ürün satmaz ve sizin adınıza işlem yapmaz.',
    '## Bilgiler bilgilendirme amaçlıdır',
    'Sitedeki faiz oranları, kurlar, fon getirileri ve hesaplama sonuçları yalnızca bilgilendirme amaçlıdır; bir teklif, taahhüt veya yatırım tavsiyesi değildir ve sermaye piyasası mevzuatı kapsamında yatırım danışmanlığı niteliği taşımaz. Ürünün kesin koşullarını ilgili kurum belirler. Geçmiş getiriler gelecekteki getirilerin göstergesi değildir.',
    '## Doğruluk ve sorumluluk',
    'Verileri güvenilir kaynaklardan derlemeye ve güncel tutmaya özen gösteririz; yine de gecikme, eksiklik veya hata olabilir. Sitedeki bilgilere dayanarak verilen kararlardan doğan zararlardan, kastımız veya ağır ihmalimiz bulunmadıkça sorumlu değiliz; bu sınırlama yürürlükteki mevzuatın izin verdiği ölçüde uygulanır.',
    '## Kullanım kuralları',
    '- Siteyi hukuka ve bu koşullara uygun biçimde kullanmalısınız.',
    '- Sitenin çalışmasını bozacak veya ona aşırı yük bindirecek otomatik sorgular yapmamalı, güvenlik önlemlerini aşmaya çalışmamalısınız.',
    '- İletişim formunu yanıltıcı, başkalarının haklarını ihlal eden veya hukuka aykırı içerik göndermek için kullanmamalısınız.',
    '- Yönetim paneline yalnızca yetkilendirilmiş kişiler, kendilerine tanınan yetkiler çerçevesinde erişebilir.',
    '## Fikri haklar',
    'Sitenin tasarımı, metinleri ve yazılımı Finansal Pusula’ya veya lisans verenlerine aittir. Kaynak gösterilerek kişisel ve ticari olmayan amaçlarla kısa alıntı yapılabilir; bunun dışında izin alınmadan çoğaltılamaz. Kurumlara ait ad ve logolar sahiplerine aittir.',
    '## Bağlantılar ve kişisel veriler',
    'Başka sitelere verilen bağlantılar kolaylık içindir; bu sitelerin içeriğinden ilgili kurumlar sorumludur. Kişisel verilerinizin işlenmesi Gizlilik Bildirimi ve Kişisel Verilerin Korunması metinlerinde açıklanır.',
    '## Değişiklikler ve uygulanacak hukuk',
    `Bu koşulları gerektiğinde güncelleyebiliriz; güncel metin yürürlük tarihiyle birlikte sitede yayımlanır. Koşullara Türkiye Cumhuriyeti hukuku uygulanır. Uyuşmazlıklarda İstanbul mahkemeleri ve icra daireleri yetkilidir; tüketicilerin tüketici hakem heyetlerine ve tüketici mahkemelerine başvurma hakları saklıdır. İletişim: ${EMAIL}`,
  ],
};

/** The six documents, in footer order (alphabetical by file name). */
export const POLICY_DOCUMENTS: readonly PolicyDocument[] = [
  consent,
  security,
  privacy,
  quality,
  dataProtection,
  terms,
];
