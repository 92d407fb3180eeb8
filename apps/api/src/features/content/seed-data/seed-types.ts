import type { PerLang } from '@pusula/core/contract/content.ts';

/** A demo campaign (sample data, dated with the demo date); `key` keeps seeding idempotent. */
export interface CampaignSeed {
  key: string;
  /** `/images/campaigns/<name>.svg` under apps/web/public. */
  image: string;
  imageWidth: number;
  imageHeight: number;
  /** A site path the card links to (e.g. a calculator), or null. */
  link: string | null;
  texts: PerLang<{ title: string; description: string }>;
}

/** One of the six guides of docs/requirements/site-and-pages.md#routes; `slug` is the Turkish route's slug, each language has its own. */
export interface GuideSeed {
  slug: string;
  /** `/images/guides/<name>.svg` under apps/web/public. */
  image: string;
  imageWidth: number;
  imageHeight: number;
  texts: PerLang<{
    slug: string;
    title: string;
    description: string;
    introTitle: string;
    introSubtitle: string;
    introParagraph: string;
    /** HTML: <p>, <ul>/<ol>/<li>, <strong>/<em>, <a href> only. */
    content: string;
  }>;
}
