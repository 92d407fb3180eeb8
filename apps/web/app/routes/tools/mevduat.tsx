import calcTexts from 'texts:calc/common,ui,deposit,cpi.labels,faq.title,faq.mevduat';
import commonTexts from 'texts:common/pages.mevduat';
import depositsTexts from 'texts:deposits/form,results,disclaimer,errors,widget';
import { FaqSection } from '../../components/faq-section.tsx';
import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { useLatestInflation } from '../../features/cpi/use-latest-inflation.ts';
import { DepositPageCalculator } from '../../features/deposits/deposit-calculator.tsx';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import { startSlices } from '../../store/store.ts';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ common: commonTexts, calc: calcTexts, deposits: depositsTexts });

startSlices();

/**
 * The calculator, its net real return beside the net return at the latest 12-month inflation (the CPI
 * feature's): the figure arrives after hydration and re-renders the calculator only, not the page.
 */
function Calculator() {
  const inflation = useLatestInflation();
  return <DepositPageCalculator inflation={inflation} />;
}

export default function Page() {
  return (
    <PageContainer>
      <PageIntro page="mevduat" />
      <Calculator />
      <FaqSection page="mevduat" />
    </PageContainer>
  );
}
