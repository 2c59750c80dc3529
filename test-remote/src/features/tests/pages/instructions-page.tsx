import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from '@exam/shared-contracts/router';
import { errorMessage, useDocumentTitle } from '@exam/shared-contracts/client';
import type { TestInfo, TestLanguage } from '@exam/shared-contracts/http';
import { Spinner } from '@exam/shared-ui/spinner';
import { ErrorState } from '@exam/shared-ui/state-block';
import { Card, ErrorText, Muted, Page } from '../../../components/ui';
import { formatMinutes, formatScore } from '../../../lib/format';
import { useGetTestInfoQuery, useStartAttemptMutation } from '../api/tests-api';
import { GeneralInstructions } from '../components/general-instructions';
import { SectionsTable } from '../components/sections-table';
import { StartPanel } from '../components/start-panel';

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
  return (
    <Card aria-labelledby="no-access">
      <h2 id="no-access">You cannot take this test yet</h2>
      {test.access === 'pending' ? (
        <Muted>
          Your payment for {test.bookTitle} is waiting for the admin&apos;s approval. You can start once it is
          approved.
        </Muted>
      ) : (
        <Muted>This test is part of {test.bookTitle}. Buy the test series to take it.</Muted>
      )}
      <Link to={`/payment/${test.bookId}`}>
        {test.access === 'pending' ? 'See your payment' : `Buy ${test.bookTitle}`}
      </Link>
    </Card>
  );
}

/**
 * `/test/:testId`: the instructions page, as NTA's: the test's title, duration, total marks and questions,
 * its sections with their marking, the general instructions with the palette's legend, the language, and
 * "I have read and understood the instructions", which enables Start (or Resume, with the time left, when
 * an attempt is open). A student who has not bought the series is told so and sent to its payment page;
 * past attempts are linked from My tests.
 */
export function InstructionsPage() {
  const { testId = '' } = useParams();
  const navigate = useNavigate();
  const query = useGetTestInfoQuery(testId, { refetchOnMountOrArgChange: true });
  const [start, started] = useStartAttemptMutation();
  const [startError, setStartError] = useState<string | null>(null);
  const now = useNow();
  const test = query.data;
  // The server's clock: its time when it answered, less this device's time when the answer arrived.
  const clockOffset =
    test && query.fulfilledTimeStamp ? Date.parse(test.serverNow) - query.fulfilledTimeStamp : 0;
  useDocumentTitle(test ? `Instructions: ${test.title}` : 'Online test');

  if (!test) {
    return (
      <Page>
        {query.isError ? (
          <ErrorState
            message={errorMessage(query.error, 'The test could not be loaded.')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Spinner label="Loading the instructions..." />
        )}
      </Page>
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
      navigate(`/test/${test.id}/attempt/${attempt.attemptId}`);
    } catch (error) {
      setStartError(errorMessage(error, 'The test could not be started. Try again.'));
    }
  };

  return (
    <Page>
      <h1>{test.title}</h1>
      <Muted>{test.bookTitle}</Muted>
      <Card aria-labelledby="facts">
        <h2 id="facts">About this test</h2>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', margin: 0 }}>
          <dt>Duration</dt>
          <dd style={{ margin: 0 }}>{formatMinutes(test.durationSeconds)}</dd>
          <dt>Questions</dt>
          <dd style={{ margin: 0 }}>{test.questionCount}</dd>
          <dt>Total marks</dt>
          <dd style={{ margin: 0 }}>{formatScore(test.maxScore)}</dd>
        </dl>
      </Card>
      <Card aria-labelledby="sections">
        <h2 id="sections">Sections</h2>
        <SectionsTable sections={test.sections} />
      </Card>
      <Card aria-labelledby="instructions">
        <h2 id="instructions">General instructions</h2>
        <GeneralInstructions />
        {test.instructions && (
          <>
            <h3>Instructions for this test</h3>
            <p style={{ whiteSpace: 'pre-line' }}>{test.instructions}</p>
          </>
        )}
      </Card>
      {test.attempts > 0 && (
        <Muted>
          You have taken this test {test.attempts === 1 ? 'once' : `${test.attempts} times`}.{' '}
          <Link to="/my-tests">See your attempts in My tests</Link>.
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
      {startError && <ErrorText role="alert">{startError}</ErrorText>}
    </Page>
  );
}
