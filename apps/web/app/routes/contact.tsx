import { PageContainer, PageIntro } from '../components/layout/page-intro.tsx';
import { ContactPageBody } from '../features/contact/contact-page.tsx';

/** Contact (docs/requirements/site-and-pages.md#contact-page): the form, the office address, phone and e-mail links, and the embedded map. */
export default function Contact() {
  return (
    <PageContainer>
      <PageIntro page="iletisim" />
      <ContactPageBody />
    </PageContainer>
  );
}
