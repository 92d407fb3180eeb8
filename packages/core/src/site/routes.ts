/** docs/requirements/site-and-pages.md#routes: every public route, in one place for the router, the prerender list and the tests. */
export const TOOL_ROUTES = [
  { path: '/hesaplama-araclari/ihtiyac-kredisi', page: 'ihtiyac' },
  { path: '/hesaplama-araclari/konut-kredisi', page: 'konut' },
  { path: '/hesaplama-araclari/tasit-kredisi', page: 'tasit' },
  { path: '/hesaplama-araclari/esnaf-kredisi', page: 'esnaf' },
  { path: '/hesaplama-araclari/mevduat-hesaplama', page: 'mevduat' },
  { path: '/hesaplama-araclari/faiz-orani-hesaplama', page: 'faiz' },
  { path: '/hesaplama-araclari/kdv-hesaplama', page: 'kdv' },
  { path: '/hesaplama-araclari/kredi-limiti-hesaplama', page: 'kredi-limiti-hesaplama' },
  { path: '/hesaplama-araclari/erken-odeme-hesaplama', page: 'erken-odeme-hesaplama' },
  { path: '/hesaplama-araclari/maas-hesaplama', page: 'maas-hesaplama' },
  { path: '/hesaplama-araclari/kredi-yapilandirma-hesaplama', page: 'kredi-yapilandirma-hesaplama' },
  { path: '/hesaplama-araclari/kredi-karti-borc-hesaplama', page: 'kredi-karti-borc-hesaplama' },
  { path: '/hesaplama-araclari/kmh-faiz-hesaplama', page: 'kmh-faiz-hesaplama' },
  { path: '/hesaplama-araclari/kira-artis-hesaplama', page: 'kira-artis-hesaplama' },
  { path: '/hesaplama-araclari/enflasyon-hesaplama', page: 'enflasyon-hesaplama' },
] as const;

export type ToolPage = (typeof TOOL_ROUTES)[number]['page'];

export const GUIDE_SLUGS = [
  'kredi-puanimi-nasil-yukseltebilirim',
  'kredi-karti-basvurusunda-nelere-dikkat-etmeliyim',
  'esnaf-kredisi-almak-isteyenler-icin-yol-haritasi',
  'mevduat-hesabi-acarken-bilmeniz-gereken-temel-kavramlar',
  'kredi-hesaplama-rehberi',
  'finansal-planlama-araclari',
] as const;

export type GuideSlug = (typeof GUIDE_SLUGS)[number];

export const POLICY_DOCUMENTS = [
  'acik-riza-metni',
  'bilgi-guvenligi-politikasi',
  'gizlilik-bildirimi',
  'kalite-politikasi',
  'kisisel-verilerin-korunmasi',
  'kullanim-kosullari',
] as const;

/**
 * Every public page with a fixed path: server-rendered like the rest, listed in the sitemap with its
 * hreflang alternates, walked by the browser tests (server HTML, console, phone width) and the budgets.
 */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  ...TOOL_ROUTES.map((route) => route.path),
  '/kampanyalar',
  '/iletisim',
  '/yasal-limitler',
  ...GUIDE_SLUGS.map((slug) => `/avantajli-cozumler/${slug}`),
  '/alarmlar', // ALERTS_PATH (its mailed-link pages below stay out: noindex, no sitemap)
  '/login',
];

/** Client-rendered only (never prerendered): the admin console. */
export const ADMIN_PREFIX = '/yonetim';

/** External links the spec names. */
export const CREDIT_SCORE_URL = 'https://www.findeks.com/';
export const MAP_URL =
  'https://www.google.com/maps/search/?api=1&query=B%C3%BCy%C3%BCkdere+Cad.+No%3A185+Levent+%C5%9Ei%C5%9Fli+%C4%B0stanbul';

/** The currency converter and one page per ticker code (`/doviz/usd`; lower case is canonical). */
export const CONVERTER_PATH = '/doviz-cevirici';
export const CURRENCY_PATH_PREFIX = '/doviz/';
export const currencyPath = (code: string) => `${CURRENCY_PATH_PREFIX}${code.toLowerCase()}`;

/** The e-mail alerts (decision 0018): the alert form and the pages of the links mailed to a subscriber (never indexed). */
export const ALERTS_PATH = '/alarmlar';
export const ALERT_CONFIRM_PATH = '/alarmlar/onay';
export const ALERT_UNSUBSCRIBE_PATH = '/alarmlar/iptal';
export const ALERT_MANAGE_PATH = '/alarmlar/yonet';
