import { lazy, Suspense } from 'react';
import { useGetBooksQuery } from '../api/books-api';
import { Page } from '../../../components/layout';
import { useStoreT } from '../../../lib/i18n';
import { CategorySection } from '../components/category-section';
import { TestsIntro } from '../components/listing-intros';

/** The page's blocks below its grids, in their own chunk: a guest's first page does not carry them. */
const TestsExtras = lazy(() =>
  import('../components/tests-extras').then((m) => ({ default: m.TestsExtras })),
);

/**
 * /tests (SPEC 2 "Tests"): hero, stats (20K+, 99%, 200+), NEET and JEE test series grids with "No NEET Test
 * Series Yet" / "No JEE Test Series Yet", test-type cards, tips and an analytics blurb.
 */
export function TestsPage() {
  const query = useGetBooksQuery('test');
  const t = useStoreT();
  const grid = {
    books: query.data,
    isLoading: query.isLoading,
    isError: query.isError,
    onRetry: query.refetch,
  };
  return (
    <Page>
      <TestsIntro />
      <CategorySection
        id="neet-title"
        title={t('NEET Test Series')}
        text={t('Mock tests for medical entrance.')}
        category="NEET"
        emptyTitle={t('No NEET Test Series Yet')}
        {...grid}
      />
      <CategorySection
        id="jee-title"
        title={t('JEE Test Series')}
        text={t('Mock tests for engineering entrance.')}
        category="JEE"
        emptyTitle={t('No JEE Test Series Yet')}
        {...grid}
      />
      <Suspense fallback={null}>
        <TestsExtras />
      </Suspense>
    </Page>
  );
}
