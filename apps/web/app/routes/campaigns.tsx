import commonTexts from 'texts:common/pages.kampanyalar';
import contentTexts from '@pusula/core/i18n/locales/tr/content.json';
import { PageContainer, PageIntro } from '../components/layout/page-intro.tsx';
import { CampaignCards } from '../features/content/campaign-cards.tsx';
import { addTurkishTexts } from '../lib/i18n/i18n.ts';
import { siteOf } from '../lib/site-context.ts';
import type { Route } from './+types/campaigns';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ common: commonTexts, content: contentTexts });

/** The active campaigns, as the database holds them now (rendered on the server). */
export async function loader({ context }: Route.LoaderArgs) {
  return { campaigns: await siteOf(context).campaigns() };
}

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <PageIntro page="kampanyalar" />
      <CampaignCards campaigns={loaderData.campaigns} onOwnPage />
    </PageContainer>
  );
}
