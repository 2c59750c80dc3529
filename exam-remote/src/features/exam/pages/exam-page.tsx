import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from '@exam/web-platform/router';
import { selectUser, useDocumentTitle } from '@exam/web-platform/client';
import { QUESTION_WIDTHS, testPaths } from '@exam/shared-contracts/constants';
import { useDataLang } from '@exam/web-platform/i18n';
import { ErrorState } from '@exam/shared-ui/state-block';
import { PrerenderedOrSpinner } from '../../../components/prerendered-or-spinner';
import { fitIsOn } from '../../../lib/fit-choice';
import { reflowAhead } from '../../../lib/reflow-ahead';
import { VisuallyHidden } from '../../../components/ui';
import { fetchImage, ImageCache } from '../../../lib/image-cache';
import { inertOutside } from '@exam/shared-ui/inert';
import { isEvaluated } from '../../../lib/palette-status';
import { ActionBar } from '../components/action-bar';
import { ElsewherePanel } from '../components/elsewhere-panel';
import { ExamHeader } from '../components/exam-header';
import { Body, PaletteColumn, QuestionColumn, QuestionScroll, Surface } from '../components/exam-layout';
import { PaletteDrawer } from '../components/palette-drawer';
import { QuestionPalette } from '../components/question-palette';
import { QuestionPanel } from '../components/question-panel';
import { SectionBar } from '../components/section-bar';
import { SubmitDialog, type SummaryRow } from '../components/submit-dialog';
import { SubmittingPanel } from '../components/submitting-panel';
import { useExam } from '../hooks/use-exam';
import { useWideScreen } from '../hooks/use-wide-screen';
import { useExamT } from '../i18n';
import { countsOf, firstOfSection, nextQuestion, sectionProgress, statusesOf } from '../lib/exam-model';

export { examMessagesReady as messagesReady } from '../i18n';

/**
 * `/test/:testId/attempt/:attemptId`: the exam screen (docs/domains/exams.md "Online tests"), full-window
 * like NTA's CBT: header (title, candidate, save status, server timer), section tabs with their answered
 * counts, the question's marked image with its answer area, NTA's buttons, and the palette (beside the
 * question on a wide screen, in a drawer on a phone). Everything else on the page is inert while it is open.
 * When the test is opened on another device, a blocking dialog says so and offers Continue here.
 */
export function ExamPage() {
  const { attemptId = '', testId = '' } = useParams();
  const t = useExamT();
  const dataLang = useDataLang();
  const exam = useExam(attemptId, testId);
  const user = useSelector(selectUser);
  const [confirming, setConfirming] = useState(false);
  const wide = useWideScreen();
  const surface = useRef<HTMLDivElement>(null);
  const noticeRefusal = useRef(exam.noticeRefusal);
  noticeRefusal.current = exam.noticeRefusal;
  // A question image refused because the test was opened on another device stops the screen like a save.
  const cache = useMemo(
    () =>
      new ImageCache((path, signal) =>
        fetchImage(path, signal).catch((error: unknown) => {
          noticeRefusal.current(error);
          throw error;
        }),
      ),
    [],
  );
  useEffect(() => () => cache.close(), [cache]);
  useDocumentTitle(exam.attempt ? exam.attempt.title : t('Online test'));

  // The screen covers the page: the shell behind it takes no focus and does not scroll.
  useEffect(() => {
    const el = surface.current;
    if (!el) return undefined;
    const restore = inertOutside(el);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      restore();
      document.body.style.overflow = overflow;
    };
  }, []);

  const { attempt, ordered, answers, current, phase } = exam;
  // Around the "opened on another device" panel: a confirmation open when it came is not shown again
  // after Continue here, and the keyboard is not left on the page's body when the panel goes (the control
  // it was on may have been disabled meanwhile): it goes back to the question.
  const wasElsewhere = useRef(false);
  useEffect(() => {
    if (phase.kind === 'elsewhere') {
      wasElsewhere.current = true;
      setConfirming(false);
      return;
    }
    if (phase.kind !== 'ready' || !wasElsewhere.current) return;
    wasElsewhere.current = false;
    if (!surface.current?.contains(document.activeElement))
      document.getElementById('question-heading')?.focus();
  }, [phase.kind]);
  const statuses = useMemo(() => statusesOf(ordered, answers), [ordered, answers]);
  const question = ordered.find((q) => q.number === current) ?? null;
  const section = attempt?.sections.find((s) => s.name === question?.section) ?? null;
  const sectionNumbers = useMemo(
    () => ordered.filter((q) => q.section === question?.section).map((q) => q.number),
    [ordered, question?.section],
  );
  const progress = useMemo(
    () => (attempt ? sectionProgress(ordered, attempt.sections, statuses) : []),
    [attempt, ordered, statuses],
  );
  const answeredTotal = useMemo(() => [...statuses.values()].filter(isEvaluated).length, [statuses]);

  const onImageShown = useCallback(
    (w: number, box: number) => {
      if (!attempt || !question) return;
      // The next question's image waits in the cache, so Save & Next shows it at once.
      const lang = exam.language;
      const following = ordered.find((q) => q.number === nextQuestion(ordered, question.number));
      const here = testPaths.attemptQuestionImage(attemptId, question.number, w, lang);
      const ahead = following ? testPaths.attemptQuestionImage(attemptId, following.number, w, lang) : here;
      // The question on screen at every width: its reflow's wider copy may be drawn already (a screen the
      // server drew reflowed fetches it first), and revoking it would blank the reflow.
      const shown = QUESTION_WIDTHS.map((width) =>
        testPaths.attemptQuestionImage(attemptId, question.number, width, lang),
      );
      cache.retain([...shown, ahead]);
      if (ahead !== here) cache.prefetch(ahead);
      // With Fit to screen on, its layouts and wider copy too, so it is reflowed at once, nothing moving.
      if (following && fitIsOn())
        reflowAhead(box, window.devicePixelRatio, (width) =>
          testPaths.attemptQuestionLayout(attemptId, following.number, width, lang),
        ).then(
          (wide) =>
            wide && cache.prefetch(testPaths.attemptQuestionImage(attemptId, following.number, wide, lang)),
          () => undefined,
        );
    },
    [attempt, question, ordered, attemptId, cache, exam.language],
  );

  const summary = (): SummaryRow[] => {
    if (!attempt) return [];
    const rows = attempt.sections.map((s) => {
      const numbers = ordered.filter((q) => q.section === s.name).map((q) => q.number);
      return { name: s.name, total: numbers.length, counts: countsOf(numbers, statuses) };
    });
    const all = ordered.map((q) => q.number);
    return [...rows, { name: t('Total'), total: all.length, counts: countsOf(all, statuses) }];
  };

  const locked = phase.kind !== 'ready';
  // Stable props for the memoised parts (section tabs, palette, question, buttons): a timer tick or a
  // save's status draws the header again, not the whole screen.
  const { goTo } = exam;
  const selectSection = useCallback(
    (name: string) => {
      const first = firstOfSection(ordered, name);
      if (first !== null) goTo(first);
    },
    [ordered, goTo],
  );
  const confirmSubmit = useCallback(() => setConfirming(true), []);
  const sectionName = question?.section ?? null;
  const palette = useCallback(
    (close?: () => void, headingId?: string) =>
      sectionName === null ? null : (
        <QuestionPalette
          section={sectionName}
          numbers={sectionNumbers}
          statuses={statuses}
          counts={countsOf(sectionNumbers, statuses)}
          current={current}
          disabled={locked}
          headingId={headingId}
          onSelect={(n) => {
            goTo(n);
            close?.();
          }}
        />
      ),
    [sectionName, sectionNumbers, statuses, current, locked, goTo],
  );
  const drawerPalette = useCallback((close: () => void) => palette(close, 'palette-drawer-title'), [palette]);
  let content;
  if (phase.kind === 'loading' || (!attempt && phase.kind !== 'error'))
    // As the server's HTML drew it (the attempt's screen, or ExamLoadingScreen), so the screen does not
    // change as its code arrives.
    content = <PrerenderedOrSpinner label={t('Loading your test...')} />;
  else if (phase.kind === 'error')
    content = (
      <ErrorState message={phase.message} onRetry={exam.retryLoad} retryLabel={t('Retry')}>
        <Link to="/my-tests">{t('My tests')}</Link>
      </ErrorState>
    );
  else if (attempt && question) {
    content = (
      <>
        <ExamHeader
          title={attempt.title}
          titleLang={dataLang}
          candidate={user?.name ?? t('Candidate')}
          remainingMs={exam.remainingMs}
          queue={exam.queue}
        />
        <SectionBar sections={progress} active={question.section} onSelect={selectSection} />
        <Body data-wide={wide}>
          <QuestionColumn aria-label={t('Question')}>
            {!wide && (
              <PaletteDrawer answered={answeredTotal} total={ordered.length}>
                {drawerPalette}
              </PaletteDrawer>
            )}
            <QuestionScroll>
              <VisuallyHidden aria-live="polite">
                {t('Question {number} of {total}', { number: question.number, total: ordered.length })}
              </VisuallyHidden>
              <QuestionPanel
                attemptId={attemptId}
                question={question}
                marking={section?.marking ?? null}
                language={exam.language}
                onLanguage={exam.setLanguage}
                cache={cache}
                onImageShown={onImageShown}
                draft={exam.draft}
                draftError={exam.draftError}
                disabled={locked}
                onDraft={exam.setDraft}
                generation={exam.generation}
              />
            </QuestionScroll>
            <ActionBar
              disabled={locked}
              onSaveNext={exam.saveAndNext}
              onMarkNext={exam.markAndNext}
              onClear={exam.clearResponse}
              onBack={exam.back}
              onNext={exam.next}
              onSubmit={confirmSubmit}
            />
          </QuestionColumn>
          {wide && <PaletteColumn aria-label={t('Question palette')}>{palette()}</PaletteColumn>}
        </Body>
        {confirming && phase.kind === 'ready' && (
          <SubmitDialog
            rows={summary()}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              exam.submit();
            }}
          />
        )}
        {phase.kind === 'submitting' && (
          <SubmittingPanel by={phase.by} queue={exam.queue} problem={phase.problem} onRetry={exam.submit} />
        )}
      </>
    );
  }
  return (
    <Surface ref={surface} data-testid="exam-screen">
      {content}
      {phase.kind === 'elsewhere' && (
        <ElsewherePanel
          queue={exam.queue}
          taking={phase.taking}
          problem={phase.problem}
          onTakeBack={exam.takeBack}
        />
      )}
    </Surface>
  );
}
