import commonTexts from 'texts:common/pages.yasal-limitler,legal';
import { turkishToday } from '@pusula/core/loans/asset-cap-rules.ts';
import { legalRulesOn } from '@pusula/core/rules/legal-rules.ts';
import { PageContainer, PageIntro } from '../components/layout/page-intro.tsx';
import { LegalRulesList } from '../features/legal-limits/legal-rules-list.tsx';
import { addTurkishTexts } from '../lib/i18n/i18n.ts';
import type { Route } from './+types/legal-limits';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ common: commonTexts });

/** The rules in force today in Turkey, decided on the server (docs/domain-rules.md#rules-in-force). */
export function loader() {
  const date = turkishToday();
  return { date, rules: legalRulesOn(date) };
}

export default function LegalLimits({ loaderData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <PageIntro page="yasal-limitler" />
      <LegalRulesList rules={loaderData.rules} date={loaderData.date} />
    </PageContainer>
  );
}
