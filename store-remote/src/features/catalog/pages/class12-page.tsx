import { lazy, Suspense } from 'react';
import { useGetBooksQuery } from '../api/books-api';
import { Page } from '../../../components/layout';
import { useStoreT } from '../../../lib/i18n';
import { CategorySection } from '../components/category-section';
import { Class12Intro } from '../components/listing-intros';

/** The page's blocks below its grids, in their own chunk: a guest's first page does not carry them. */
const Class12Extras = lazy(() =>
  import('../components/class12-extras').then((m) => ({ default: m.Class12Extras })),
);

/**
 * /class12 (SPEC 2 "Class 12"): hero, stats (15K+, 98%, 1000+), features, full NEET and JEE grids (no cap)
 * with "No NEET Materials Yet" / "No JEE Materials Yet", study tips and three static success stories.
 */
export function Class12Page() {
  const query = useGetBooksQuery('class12');
  const t = useStoreT();
  const grid = {
    books: query.data,
    isLoading: query.isLoading,
    isError: query.isError,
    onRetry: query.refetch,
  };
  return (
    <Page>
      <Class12Intro />
      <CategorySection
        id="neet-title"
        title={t('NEET Study Materials')}
        text={t('Complete Class 12 material for medical entrance.')}
        category="NEET"
        emptyTitle={t('No NEET Materials Yet')}
        {...grid}
      />
      <CategorySection
        id="jee-title"
        title={t('JEE Study Materials')}
        text={t('Complete Class 12 material for engineering entrance.')}
        category="JEE"
        emptyTitle={t('No JEE Materials Yet')}
        {...grid}
      />
      <Suspense fallback={null}>
        <Class12Extras />
      </Suspense>
    </Page>
  );
}
