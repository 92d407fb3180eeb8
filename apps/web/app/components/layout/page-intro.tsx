import type { ToolPage } from '@pusula/core/site/routes.ts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { SeoHead } from '../../lib/seo/seo-head.tsx';
import styles from './page.module.css';

/** The pages whose texts have a title, description and intro under `pages.` (the type check proves each exists). */
export type IntroPage = ToolPage | 'kampanyalar' | 'iletisim' | 'yasal-limitler' | 'login' | 'register';

interface PageIntroProps {
  /** Key under `pages.` with title, description and intro. */
  page: IntroPage;
  title?: string;
  /** Meta description (the page's `pages.<page>.description` text otherwise). */
  description?: string;
  children?: ReactNode;
}

/** A page's head tags (SeoHead), heading and intro. */
export function PageIntro({ page, title, description, children }: PageIntroProps) {
  const { t } = useTranslation();
  const heading = title ?? t(`pages.${page}.title`);
  return (
    <>
      <SeoHead
        title={heading}
        description={description ?? t(`pages.${page}.description`, { title: heading })}
      />
      <header className={styles.intro}>
        <h1>{heading}</h1>
        {children ?? <p className={styles.lead}>{t(`pages.${page}.intro`)}</p>}
      </header>
    </>
  );
}

export function PageContainer({ children }: { children: ReactNode }) {
  return <div className={styles.container}>{children}</div>;
}
