import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { TradesmanForm } from '../../features/tradesman/tradesman-form.tsx';
import { TradesmanInfo, TradesmanResults } from '../../features/tradesman/tradesman-results.tsx';
import { useAppSelector } from '../../store/store.ts';

export default function Page() {
  const result = useAppSelector((state) => state.tradesman.result);
  return (
    <PageContainer>
      <PageIntro page="esnaf" />
      <TradesmanForm />
      {result && <TradesmanResults result={result} />}
      <TradesmanInfo />
    </PageContainer>
  );
}
