import { lazy, Suspense } from 'react';
import { Page } from '../../../../components/layout';
import { useStoreT } from '../../../../lib/i18n';
import { ExamGrids } from '../components/exam-grids';
import { Class12Intro } from '../components/listing-intros';

/** The page's blocks below its grids, in their own chunk: a guest's first page does not carry them. */
const Class12Extras = lazy(() =>
  import('../components/class12-extras').then((m) => ({ default: m.Class12Extras })),
);

/**
 * /class12 (docs/domains/catalogue.md "Class 12"): hero, stats (15K+, 98%, 1000+), features, full NEET and
 * JEE grids (no cap) with "No NEET Materials Yet" / "No JEE Materials Yet", study tips and three static
 * success stories.
 */
export function Class12Page() {
  const t = useStoreT();
  return (
    <Page>
      <Class12Intro />
      <ExamGrids
        section="class12"
        neet={{
          title: t('NEET Study Materials'),
          text: t('Complete Class 12 material for medical entrance.'),
          empty: t('No NEET Materials Yet'),
        }}
        jee={{
          title: t('JEE Study Materials'),
          text: t('Complete Class 12 material for engineering entrance.'),
          empty: t('No JEE Materials Yet'),
        }}
      />
      <Suspense fallback={null}>
        <Class12Extras />
      </Suspense>
    </Page>
  );
}
