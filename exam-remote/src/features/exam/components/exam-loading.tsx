import { Spinner } from '@exam/shared-ui/spinner';
import { useExamT } from '../i18n';
import { Surface } from './exam-layout';

/** The exam screen's content while the attempt loads. */
export function ExamLoading() {
  const t = useExamT();
  return <Spinner label={t('Loading your test...')} />;
}

/**
 * The whole exam screen while the attempt loads, as the exam remote's build draws it into the screen's
 * prerendered fragment: the server's HTML shows it before any script has run (a reload in the middle of a
 * test shows the test coming back at once, not a blank page), and the screen then draws the same.
 */
export function ExamLoadingScreen() {
  return (
    <Surface>
      <ExamLoading />
    </Surface>
  );
}
