import { GUIDE_SLUGS, type GuideSlug } from '@pusula/core/site/routes.ts';
import { useTranslation } from 'react-i18next';
import { ComingSoon, PageContainer, PageIntro } from '../features/layout/page-intro.tsx';
import type { Route } from './+types/guide';
import NotFound from './not-found.tsx';

export default function Guide({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const slug = params.slug as GuideSlug;
  if (!GUIDE_SLUGS.includes(slug)) return <NotFound />;
  return (
    <PageContainer>
      <PageIntro page="guide" title={t(`guides.${slug}`)}>
        {null}
      </PageIntro>
      <ComingSoon />
    </PageContainer>
  );
}
