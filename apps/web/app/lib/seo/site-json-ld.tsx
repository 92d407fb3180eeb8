import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { siteJsonLd } from '@pusula/core/site/seo.ts';
import { useTranslation } from '../i18n/use-translation.tsx';
import { JsonLd } from './json-ld.tsx';
import { useSiteUrl } from './site-url.ts';

/** WebSite, Organization and LocalBusiness: the same on every page. */
export function SiteJsonLd() {
  const { t, i18n } = useTranslation();
  const siteUrl = useSiteUrl();
  return (
    <>
      {siteJsonLd(siteUrl, langFromCode(i18n.language), t('footer.about')).map((data) => (
        <JsonLd key={String(data['@type'])} data={data} />
      ))}
    </>
  );
}
