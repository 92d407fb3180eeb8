import calcTexts from 'texts:calc/common,contact';
import commonTexts from 'texts:common/pages.iletisim';
import contactTexts from '@pusula/core/i18n/locales/tr/contact.json';
import { PageContainer, PageIntro } from '../components/layout/page-intro.tsx';
import { ContactPageBody } from '../features/contact/contact-page.tsx';
import { addTurkishTexts } from '../lib/i18n/i18n.ts';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ common: commonTexts, contact: contactTexts, calc: calcTexts });

/** Contact (docs/requirements/site-and-pages.md#contact-page): the form, the office address, phone and e-mail links, and the embedded map. */
export default function Contact() {
  return (
    <PageContainer>
      <PageIntro page="iletisim" />
      <ContactPageBody />
    </PageContainer>
  );
}
