import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from '@exam/web-platform/router';
import { notify } from '@exam/web-platform/client';
import type { AttemptState, TestLanguage } from '@exam/shared-contracts/exams';
import { HttpStatusError } from '../../../lib/http';
import { fetchAttempt, itemSender, submitAttempt, takeBackAttempt } from '../api/attempt-api';
import { examT } from '../i18n';
import { AttemptJournal } from '../lib/attempt-journal';
import { openSession } from '../lib/attempt-session';
import { isOpenedElsewhere } from '../lib/opened-elsewhere';
import { paperOrder, type Answers } from '../lib/exam-model';
import type { SaveQueue } from '../lib/save-queue';
import { ServerClock } from '../lib/server-clock';
import { submitWhenSaved } from '../lib/submit-flow';
import type { ExamController, ExamPhase, ExamState } from './exam-controller';
import { useAttemptWatch } from './use-attempt-watch';
import { useExamMoves } from './use-exam-moves';
import { useCountdown } from './use-countdown';
import { useIntegrity } from './use-integrity';
import { useQuestionTimer } from './use-question-timer';

/**
 * The exam screen's controller (docs/domains/exams.md "Online tests"). Loads the attempt, resumes from the
 * server's state with this device's unsent saves over it (AttemptJournal), and from then on:
 * - the timer is the server's: remaining = deadline − (device now + offset), the offset and the deadline
 *   taken from every answer (an admin moving the deadline shows at the next acknowledgement, or within
 *   POLL_MS, useAttemptWatch); at zero the test submits itself;
 * - only Save & Next and Mark for Review & Next save (and Clear Response, which saves "no answer"); moving
 *   by the palette, Back or Next drops an unsaved choice, as on NTA's screen; every move is reported so a
 *   reload resumes on the same question;
 * - every save goes through the persistent SaveQueue; Submit flushes it first (waiting while offline);
 * - a 409 on a save (submitted, time up) goes to the result;
 * - the attempt opened on another device (409 with that text, on a save, the watch's read or a question
 *   image) stops the screen: nothing more is sent (the unsent saves stay in the journal), the clock does
 *   not submit, and `takeBack` (Continue here) moves the attempt back here, then resumes as a reload does:
 *   the server's state (with the other device's saves), this device's unsent saves over it, then they go.
 * Its messages (errors, toasts) are written when they happen, in the language shown: the language switch is
 * in the shell's header, inert behind the screen, so it does not change while the screen is open.
 */
export function useExam(attemptId: string, testId: string): ExamController {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<ExamPhase>({ kind: 'loading' });
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [attempt, setAttempt] = useState<AttemptState | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [current, setCurrent] = useState(1);
  const [draft, setDraftState] = useState<string | null>(null);
  const [draftError, setDraftError] = useState<string | null>(null);
  const [deadline, setDeadline] = useState<string | null>(null);
  const [languages, setLanguages] = useState<Record<number, TestLanguage>>({});
  const [queue, setQueue] = useState<SaveQueue | null>(null);
  const clock = useMemo(() => new ServerClock(), []);
  const journal = useRef<AttemptJournal | null>(null);
  const submitting = useRef(false);
  const live = useRef(true);
  // The next load is a take-back: the screen stays as it is (behind the panel) until the attempt is read.
  const resuming = useRef(false);
  const phaseNow = useRef(phase);
  phaseNow.current = phase;
  const timer = useQuestionTimer((times) => journal.current?.update({ times }));

  const ordered = useMemo(() => (attempt ? paperOrder(attempt.questions, attempt.sections) : []), [attempt]);
  const state = useRef<ExamState>({ answers, current, draft, ordered, queue, attempt });
  state.current = { answers, current, draft, ordered, queue, attempt };

  const resultPath = useCallback(
    (testId: string) => `/test/${encodeURIComponent(testId)}/attempt/${encodeURIComponent(attemptId)}/result`,
    [attemptId],
  );
  // Through a ref: the router's navigate changes identity with the location, which must not reload the test.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const toResult = useCallback(
    (testId: string) => {
      journal.current?.clear();
      navigateRef.current(resultPath(testId), { replace: true });
    },
    [resultPath],
  );

  /**
   * The attempt was opened on another device: stop (the queue already stopped itself), keep the question's
   * time, and withdraw a submit asked for here, which must not go off by itself after a take-back: the
   * candidate went on taking the test elsewhere.
   */
  const goElsewhere = useCallback(() => {
    const now = phaseNow.current;
    // Once is enough; but a take-back refused again (the other device took it back meanwhile) starts over.
    if (now.kind === 'elsewhere' && !now.taking) return;
    timer.pause();
    // Refused at the first read (no journal open yet): a submit asked for before a reload is withdrawn too.
    const held = journal.current ?? new AttemptJournal(attemptId);
    if (held.get().submitRequested) held.update({ submitRequested: false });
    const next: ExamPhase = { kind: 'elsewhere', taking: false, problem: null };
    phaseNow.current = next;
    setPhase(next);
  }, [timer, attemptId]);

  /** Flushes the queue, then submits (retrying while offline), then shows the result. */
  const runSubmit = useCallback(
    async (q: SaveQueue, testId: string, by: 'student' | 'time') => {
      if (submitting.current) return;
      submitting.current = true;
      timer.pause();
      journal.current?.update({ submitRequested: true });
      setPhase({ kind: 'submitting', by, problem: null });
      const outcome = await submitWhenSaved(
        q,
        () => submitAttempt(attemptId),
        () => live.current,
      );
      if (!outcome || !live.current) return;
      if (outcome.done) toResult(testId);
      else if ('elsewhere' in outcome) {
        submitting.current = false;
        goElsewhere();
      } else {
        submitting.current = false;
        setPhase({ kind: 'submitting', by, problem: outcome.problem });
      }
    },
    [attemptId, timer, toResult, goElsewhere],
  );

  // Load (and on Retry, load again).
  useEffect(() => {
    live.current = true;
    const controller = new AbortController();
    let made: SaveQueue | null = null;
    const quiet = resuming.current;
    resuming.current = false;
    if (!quiet) setPhase({ kind: 'loading' });
    fetchAttempt(attemptId, controller.signal).then(
      ({ state: loaded, sentAt, receivedAt }) => {
        if (controller.signal.aborted) return;
        if (loaded.status === 'submitted') {
          toResult(loaded.testId);
          return;
        }
        clock.sync(loaded.serverNow, sentAt, receivedAt);
        const session = openSession(loaded, {
          send: itemSender(attemptId),
          now: () => clock.now(),
          onAck: ({ ack, sentAt: s, receivedAt: r }) => {
            if (!ack) return;
            clock.sync(ack.serverNow, s, r);
            setDeadline(ack.deadline);
          },
          onRejected: (item, error) =>
            notify.error(
              item.kind === 'answer'
                ? examT('Question {number} was not saved: {reason}', {
                    number: item.number,
                    reason: error.message,
                  })
                : examT('Not recorded: {reason}', { reason: error.message }),
            ),
          onClosed: () => toResult(loaded.testId),
          onElsewhere: goElsewhere,
        });
        made = session.queue;
        journal.current = session.journal;
        const { resumed } = session;
        const seeded: Record<number, number> = {};
        for (const [n, a] of Object.entries(resumed.answers)) seeded[Number(n)] = a.timeSpentMs;
        timer.seed(seeded);
        // The whole screen is drawn from this, about 200 ms of a cheap phone's main thread: as a transition
        // React draws it in slices that let a tap through (the loading screen stays until it is done).
        startTransition(() => {
          setAttempt(loaded);
          setAnswers(resumed.answers);
          setCurrent(resumed.current);
          setDraftState(resumed.answers[resumed.current]?.answer ?? null);
          setDeadline(loaded.deadline);
          setLanguages({});
          setQueue(session.queue);
          setPhase({ kind: 'ready' });
        });
        timer.start(resumed.current);
        // A submit asked for before a reload (or while offline) goes on.
        if (session.journal.get().submitRequested) void runSubmit(session.queue, loaded.testId, 'student');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Opened (or taken back) on another device before this screen could read it: offer Continue here.
        if (isOpenedElsewhere(error)) {
          goElsewhere();
          return;
        }
        setPhase({
          kind: 'error',
          message:
            error instanceof HttpStatusError
              ? error.message
              : examT('The test could not be loaded. Check your connection.'),
        });
      },
    );
    return () => {
      live.current = false;
      controller.abort();
      made?.dispose();
      submitting.current = false;
    };
    // The timer's functions are stable; the load runs per attempt and per Retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attemptId, loadAttempt, clock, toResult, runSubmit, goElsewhere]);

  useAttemptWatch(queue, attempt, clock, phase.kind === 'ready' || phase.kind === 'submitting', {
    onDeadline: setDeadline,
    onClosed: toResult,
    onElsewhere: goElsewhere,
  });

  const onZero = useCallback(() => {
    const { queue: q, attempt: a } = state.current;
    // Taken on another device: that device's clock submits (and the server's deadline job closes it anyway).
    if (phaseNow.current.kind === 'elsewhere') return;
    if (q && a) void runSubmit(q, a.testId, 'time');
  }, [runSubmit]);

  const takeBack = useCallback(async () => {
    const now = phaseNow.current;
    if (now.kind !== 'elsewhere' || now.taking) return;
    const taking: ExamPhase = { kind: 'elsewhere', taking: true, problem: null };
    // At once, not at the next render: a second click meanwhile must not take it back twice.
    phaseNow.current = taking;
    setPhase(taking);
    try {
      const where = await takeBackAttempt(testId, attemptId);
      if (!live.current) return;
      if (where === 'closed') {
        toResult(testId);
        return;
      }
      // Read the attempt again (with what the other device saved), then the unsent saves go.
      resuming.current = true;
      setLoadAttempt((n) => n + 1);
    } catch (error) {
      if (!live.current) return;
      setPhase({
        kind: 'elsewhere',
        taking: false,
        problem:
          error instanceof HttpStatusError
            ? error.message
            : examT('The test could not be reached. Check your connection and try again.'),
      });
    }
  }, [testId, attemptId, toResult]);

  const remainingMs = useCountdown(clock, deadline, onZero);

  useIntegrity(phase.kind === 'ready' || phase.kind === 'submitting', (event) => queue?.integrity(event));

  const locked = phase.kind !== 'ready';

  const { setDraft, setLanguage, goTo, back, next, saveAndNext, markAndNext, clearResponse } = useExamMoves({
    state,
    phaseNow,
    locked,
    timer,
    setAnswers,
    setCurrent,
    setDraftState,
    setDraftError,
    setLanguages,
  });

  return {
    phase,
    attempt,
    ordered,
    answers,
    current,
    draft,
    draftError,
    remainingMs,
    queue,
    language: languages[current] ?? attempt?.lang ?? 'en',
    generation: loadAttempt,
    retryLoad: () => setLoadAttempt((n) => n + 1),
    setDraft,
    setLanguage,
    goTo,
    back,
    next,
    saveAndNext,
    markAndNext,
    clearResponse,
    submit: () => {
      if (queue && attempt) void runSubmit(queue, attempt.testId, 'student');
    },
    takeBack: () => void takeBack(),
    noticeRefusal: (error) => {
      if (isOpenedElsewhere(error)) goElsewhere();
    },
  };
}
