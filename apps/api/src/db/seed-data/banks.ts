/** The 21 banks of docs/requirements/loans-and-deposits.md#banks, as sample data. Colours are for our own initials marks. */
export interface BankSeed {
  name: string;
  displayName: string;
  website: string;
  logoColor: string;
  isParticipation?: boolean;
  isPublic?: boolean;
}

export const BANK_SEEDS: BankSeed[] = [
  {
    name: 'Ziraat',
    displayName: 'Ziraat Bankası',
    website: 'https://www.ziraatbank.com.tr',
    logoColor: '#c8102e',
    isPublic: true,
  },
  { name: 'Akbank', displayName: 'Akbank', website: 'https://www.akbank.com', logoColor: '#d71920' },
  {
    name: 'Garanti',
    displayName: 'Garanti BBVA',
    website: 'https://www.garantibbva.com.tr',
    logoColor: '#00875a',
  },
  {
    name: 'Isbank',
    displayName: 'Türkiye İş Bankası',
    website: 'https://www.isbank.com.tr',
    logoColor: '#0b3c8c',
  },
  {
    name: 'Vakifbank',
    displayName: 'VakıfBank',
    website: 'https://www.vakifbank.com.tr',
    logoColor: '#8a6d00',
    isPublic: true,
  },
  { name: 'QNB', displayName: 'QNB', website: 'https://www.qnb.com.tr', logoColor: '#5c0f4b' },
  { name: 'Teb', displayName: 'TEB', website: 'https://www.teb.com.tr', logoColor: '#00704a' },
  { name: 'Denizbank', displayName: 'DenizBank', website: 'https://www.denizbank.com', logoColor: '#005b9f' },
  { name: 'Ing', displayName: 'ING', website: 'https://www.ing.com.tr', logoColor: '#c4520f' },
  { name: 'Enpara', displayName: 'Enpara.com', website: 'https://www.enpara.com', logoColor: '#6a1b9a' },
  {
    name: 'Yapıkredi',
    displayName: 'Yapı Kredi',
    website: 'https://www.yapikredi.com.tr',
    logoColor: '#004a98',
  },
  {
    name: 'Alternatif',
    displayName: 'Alternatif Bank',
    website: 'https://www.alternatifbank.com.tr',
    logoColor: '#b3261e',
  },
  {
    name: 'Albaraka',
    displayName: 'Albaraka Türk',
    website: 'https://www.albaraka.com.tr',
    logoColor: '#3d7a2a',
    isParticipation: true,
  },
  {
    name: 'Kuveytturk',
    displayName: 'Kuveyt Türk',
    website: 'https://www.kuveytturk.com.tr',
    logoColor: '#00704a',
    isParticipation: true,
  },
  {
    name: 'Fibabank',
    displayName: 'Fibabanka',
    website: 'https://www.fibabanka.com.tr',
    logoColor: '#1d4f91',
  },
  {
    name: 'Sekerbank',
    displayName: 'Şekerbank',
    website: 'https://www.sekerbank.com.tr',
    logoColor: '#0f6e3f',
  },
  {
    name: 'TFKB',
    displayName: 'Türkiye Finans',
    website: 'https://www.turkiyefinans.com.tr',
    logoColor: '#00808a',
    isParticipation: true,
  },
  { name: 'Odea', displayName: 'Odeabank', website: 'https://www.odeabank.com.tr', logoColor: '#7a1f5c' },
  {
    name: 'Halkbank',
    displayName: 'Halkbank',
    website: 'https://www.halkbank.com.tr',
    logoColor: '#00529b',
    isPublic: true,
  },
  {
    name: 'VakifKatilim',
    displayName: 'Vakıf Katılım',
    website: 'https://www.vakifkatilim.com.tr',
    logoColor: '#7d6200',
    isParticipation: true,
  },
  {
    name: 'ZiraatKatilim',
    displayName: 'Ziraat Katılım',
    website: 'https://www.ziraatkatilim.com.tr',
    logoColor: '#a30d24',
    isParticipation: true,
  },
];
