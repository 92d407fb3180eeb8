/** The company behind the site, as shown in the footer, the contact page and the structured data. */
export const ORGANIZATION = {
  name: 'Finansal Pusula',
  phone: '+90 212 555 01 23',
  email: 'iletisim@finansalpusula.com.tr',
  address: {
    street: 'Büyükdere Cad. No: 185, Levent',
    locality: 'Şişli',
    region: 'İstanbul',
    postalCode: '34394',
    country: 'TR',
  },
  /** The Levent office (Büyükdere Caddesi 185). */
  geo: { latitude: 41.0778, longitude: 29.0107 },
  openingHours: 'Mo-Fr 09:00-18:00',
  logoPath: '/favicon.svg',
} as const;

/** The embedded map of the contact page (loaded only when scrolled into view, see docs/content.md). */
export const MAP_EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${ORGANIZATION.geo.longitude - 0.006}%2C${ORGANIZATION.geo.latitude - 0.004}%2C${ORGANIZATION.geo.longitude + 0.006}%2C${ORGANIZATION.geo.latitude + 0.004}&layer=mapnik&marker=${ORGANIZATION.geo.latitude}%2C${ORGANIZATION.geo.longitude}`;
