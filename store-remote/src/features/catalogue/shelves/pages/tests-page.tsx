import { lazy, Suspense } from 'react';
import { Page } from '../../../../components/layout';
import { useStoreT } from '../../../../lib/i18n';
import { ExamGrids } from '../components/exam-grids';
import { TestsIntro } from '../components/listing-intros';

/** The page's blocks below its grids, in their own chunk: a guest's first page does not carry them. */
const TestsExtras = lazy(() =>
  import('../components/tests-extras').then((m) => ({ default: m.TestsExtras })),
);

/**
 * /tests (docs/domains/catalogue.md "Tests"): hero, stats (20K+, 99%, 200+), NEET and JEE test series grids
 * with "No NEET Test Series Yet" / "No JEE Test Series Yet", test-type cards, tips and an analytics blurb.
 */
export function TestsPage() {
  const t = useStoreT();
  return (
    <Page>
      <TestsIntro />
      <ExamGrids
        section="test"
        neet={{
          title: t('NEET Test Series'),
          text: t('Mock tests for medical entrance.'),
          empty: t('No NEET Test Series Yet'),
        }}
        jee={{
          title: t('JEE Test Series'),
          text: t('Mock tests for engineering entrance.'),
          empty: t('No JEE Test Series Yet'),
        }}
      />
      <Suspense fallback={null}>
        <TestsExtras />
      </Suspense>
    </Page>
  );
}
