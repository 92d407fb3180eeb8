import type { LocalizedCampaign } from '@pusula/core/contract/content.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { useTranslation } from 'react-i18next';

/** Placeholder (to be replaced by the content feature): campaign cards in the current language. */
export function CampaignCards({ campaigns }: { campaigns: LocalizedCampaign[] }) {
  const { i18n } = useTranslation();
  const lang = langFromCode(i18n.language);
  return (
    <ul>
      {campaigns.map((campaign) => (
        <li key={campaign.id}>
          <h3>{campaign.texts[lang].title}</h3>
          <p>{campaign.texts[lang].description}</p>
        </li>
      ))}
    </ul>
  );
}
