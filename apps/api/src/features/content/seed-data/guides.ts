// The six guides of docs/requirements/site-and-pages.md#routes (sample texts in tr, en and ar), in the order the site lists them.
// Each guide lives in its own file under guides/; figures and sources: see README.md here.
import { guide as esnafKredisi } from './guides/esnaf-kredisi-almak-isteyenler-icin-yol-haritasi.ts';
import { guide as finansalPlanlama } from './guides/finansal-planlama-araclari.ts';
import { guide as krediHesaplama } from './guides/kredi-hesaplama-rehberi.ts';
import { guide as krediKarti } from './guides/kredi-karti-basvurusunda-nelere-dikkat-etmeliyim.ts';
import { guide as krediPuani } from './guides/kredi-puanimi-nasil-yukseltebilirim.ts';
import { guide as mevduat } from './guides/mevduat-hesabi-acarken-bilmeniz-gereken-temel-kavramlar.ts';
import type { GuideSeed } from './seed-types.ts';

export const GUIDE_SEEDS: GuideSeed[] = [
  krediPuani,
  krediKarti,
  esnafKredisi,
  mevduat,
  krediHesaplama,
  finansalPlanlama,
];
