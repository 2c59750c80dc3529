import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from '@exam/web-platform/router';
import { errorMessage, PrerenderedMarkup, useDocumentTitle } from '@exam/web-platform/client';
import type { TestInfo, TestLanguage } from '@exam/shared-contracts/exams';
import { testTopView } from '@exam/web-platform/prerender/file';
import { Spinner } from '@exam/shared-ui/spinner';
import { ErrorState } from '@exam/shared-ui/state-block';
import { Part, ErrorText, Muted, Page } from '../../../components/ui';
import { RichText } from '@exam/shared-ui/rich-text';
import { useGetTestInfoQuery, useStartAttemptMutation } from '../api/tests-api';
import { InstructionsTop } from '../components/instructions-top';
import { SectionsTable } from '../components/sections-table';
import { StartPanel } from '../components/start-panel';
import { useTestsT } from '../i18n';
import { testPaths } from '@exam/shared-contracts/constants';
import { reflowFirstAhead } from '../../../lib/reflow-ahead';
import { shownLanguage } from '../../../lib/languages';
import { predictedQuestionWidth } from '../../../lib/question-box';

export { testsMessagesReady as messagesReady } from '../i18n';

/** The device's clock, re-read every second (the Resume button's time left). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Why a student may not start, with where to go: buy the series, or wait for the payment's approval. */
function NoAccess({ test }: { test: TestInfo }) {
  const t = useTestsT();
  const book = test.bookTitle;
  return (
    <Part aria-labelledby="no-access">
      <h2 id="no-access">{t('You cannot take this test yet')}</h2>
      {test.access === 'pending' ? (
        <Muted>
          {t(
            "Your payment for {book} is waiting for the admin's approval. You can start once it is approved.",
            { book },
          )}
        </Muted>
      ) : (
        <Muted>{t('This test is part of {book}. Buy the test series to take it.', { book })}</Muted>
      )}
      <Link to={`/payment/${test.bookId}`}>
        {test.access === 'pending' ? t('See your payment') : t('Buy {book}', { book })}
      </Link>
    </Part>
  );
}

/**
 * `/test/:testId`: the instructions page, as NTA's: the test's title, duration, total marks and questions,
 * the general instructions with the palette's legend, then its sections with their marking, the language,
 * and "I have read and understood the instructions", which enables Start (or Resume, with the time left,
 * when an attempt is open). A student who has not bought the series is told so and sent to its payment
 * page; past attempts are linked from My tests. While the details load, the top the server drew for the
 * test (InstructionsTop, the page's prerendered template) stays on screen, else a spinner.
 */
export function InstructionsPage() {
  const { testId = '' } = useParams();
  const navigate = useNavigate();
  const query = useGetTestInfoQuery(testId, { refetchOnMountOrArgChange: true });
  const t = useTestsT();
  const { pathname } = useLocation();
  const [start, started] = useStartAttemptMutation();
  // The failed start itself (not its text), so its message follows a change of language.
  const [startError, setStartError] = useState<{ error: unknown } | null>(null);
  const now = useNow();
  const test = query.data;
  // The server's clock: its time when it answered, less this device's time when the answer arrived.
  const clockOffset =
    test && query.fulfilledTimeStamp ? Date.parse(test.serverNow) - query.fulfilledTimeStamp : 0;
  useDocumentTitle(test ? t('Instructions: {title}', { title: test.title }) : t('Online test'));

  if (!test) {
    if (query.isError)
      return (
        <Page>
          <ErrorState
            message={errorMessage(query.error, t('The test could not be loaded.'))}
            onRetry={() => void query.refetch()}
            retryLabel={t('Retry')}
          />
        </Page>
      );
    // The top the server drew for this test stays on screen while its details load.
    return (
      <PrerenderedMarkup
        pathname={pathname}
        fallback={
          <Page>
            <Spinner label={t('Loading the instructions...')} />
          </Page>
        }
      />
    );
  }

  const begin = async (lang: TestLanguage, fullscreen: boolean) => {
    setStartError(null);
    // Asked inside the click: browsers allow full screen only in answer to the candidate's own gesture.
    if (fullscreen && document.fullscreenEnabled && !document.fullscreenElement)
      void document.documentElement.requestFullscreen().catch(() => undefined);
    // Resume starts too: the server answers the open attempt and moves it to this device (one device at a
    // time), so the screen it opens is not refused as opened elsewhere.
    try {
      const attempt = await start({ testId: test.id, lang }).unwrap();
      const first = attempt.questions[0];
      // Fit to screen's layouts of the first question, so the screen opens on its reflow's final place.
      if (first)
        await reflowFirstAhead(predictedQuestionWidth(document.documentElement.clientWidth), (w) =>
          testPaths.attemptQuestionLayout(attempt.attemptId, first.number, w, shownLanguage(first, lang)),
        );
      navigate(`/test/${test.id}/attempt/${attempt.attemptId}`);
    } catch (error) {
      setStartError({ error });
    }
  };

  return (
    <Page>
      <InstructionsTop view={testTopView(test, test.bookTitle)}>
        {test.instructions && (
          <>
            <h3>{t('Instructions for this test')}</h3>
            {/* The admin's own text, in whichever language it was written: no lang is claimed for it. */}
            <p style={{ whiteSpace: 'pre-line' }}>{test.instructions}</p>
          </>
        )}
      </InstructionsTop>
      {/* After the general instructions (as NTA's own page has the paper's marking after them): the
          top above is drawn by the server before any script, the sections only by the page. */}
      <Part aria-labelledby="sections">
        <h2 id="sections">{t('Sections')}</h2>
        <SectionsTable sections={test.sections} />
      </Part>
      {test.attempts > 0 && (
        <Muted>
          <RichText
            text={t(
              'You have taken this test {count, plural, one {once} other {{count} times}}. <0>See your attempts in My tests</0>.',
              { count: test.attempts },
            )}
            parts={[(text) => <Link to="/my-tests">{text}</Link>]}
          />
        </Muted>
      )}
      {test.canTake ? (
        <StartPanel
          languages={test.languages}
          resumeLeftMs={test.openAttempt ? Date.parse(test.openAttempt.deadline) - (now + clockOffset) : null}
          busy={started.isLoading}
          onStart={(lang, fullscreen) => void begin(lang, fullscreen)}
        />
      ) : (
        <NoAccess test={test} />
      )}
      {startError && (
        <ErrorText role="alert">
          {errorMessage(startError.error, t('The test could not be started. Try again.'))}
        </ErrorText>
      )}
    </Page>
  );
}
