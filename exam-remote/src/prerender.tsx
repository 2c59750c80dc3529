import {
  EXAM_FIT_SLOTS,
  EXAM_SLOTS,
  examFitTemplateView,
  examTemplateView,
  prerenderPages,
  TEST_SLOTS,
  testTemplateView,
  type PrerenderFile,
} from '@exam/web-platform/prerender';
import { darkTheme, lightTheme } from '@exam/shared-ui/theme';
import { Page } from './components/ui';
import { InstructionsTop } from './features/series/components/instructions-top';
import testsHi from './features/series/locales/hi.json';
import { ExamLoadingScreen } from './features/exam/components/exam-loading';
import { ExamTemplate } from './features/exam/components/exam-template';
import examHi from './features/exam/locales/hi.json';
import { TEST_PAGES } from './page-table';
import hi from './locales/hi.json';

export { pageManifest } from './page-table';

/**
 * The exam remote's `prerender.json` (docs/speed.md "Prerendered first paint"), run at build time by
 * rspack.base.ts's PrerenderPlugin: the instructions page's top (InstructionsTop: the test's title and
 * facts, the general instructions) drawn with `testTemplateView`'s slot tokens, in English and Hindi, which
 * the server fills per test by slot name (`fillTestTemplate`; signed-in visitors only). Its largest paint,
 * the general instructions, is then in the HTML. And the exam screen: its template (ExamTemplate, with
 * `examTemplateView`'s slot tokens), which the server fills with an open attempt when the candidate comes
 * back to it (`fillExamTemplate`: the current question's marked image, the screen's largest paint, is then
 * in the HTML), its reflowed variant for a candidate reading with Fit to screen, and its loading state (ExamLoadingScreen), shown otherwise: a reload in the middle of a test
 * shows the screen at once.
 */
export function prerender(): PrerenderFile {
  const { instructions, exam } = TEST_PAGES;
  return prerenderPages(
    [
      { path: exam.prerender.fallback, guestOnly: false, signedInOnly: true, Part: ExamLoadingScreen },
      {
        path: exam.prerender.key,
        guestOnly: false,
        signedInOnly: true,
        slots: EXAM_SLOTS,
        bilingual: true,
        Part: () => <ExamTemplate view={examTemplateView()} />,
      },
      {
        path: exam.prerender.fitKey,
        guestOnly: false,
        signedInOnly: true,
        slots: EXAM_FIT_SLOTS,
        bilingual: true,
        Part: () => <ExamTemplate view={examFitTemplateView()} />,
      },
      {
        path: instructions.prerender.key,
        guestOnly: false,
        signedInOnly: true,
        slots: TEST_SLOTS,
        bilingual: true,
        Part: () => (
          <Page>
            <InstructionsTop view={testTemplateView()} />
          </Page>
        ),
      },
    ],
    { themes: { dark: darkTheme, light: lightTheme }, hindi: [hi, testsHi, examHi] },
  );
}
