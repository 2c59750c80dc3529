import { startTransition, useCallback, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { TestLanguage } from '@exam/shared-contracts/exams';
import { draftAnswer } from '../lib/answer-input';
import { blankQuestion, nextQuestion, previousQuestion, type Answers } from '../lib/exam-model';
import type { ExamController, ExamPhase, ExamState } from './exam-controller';
import type { useQuestionTimer } from './use-question-timer';

/** What the moves read (through refs, so their callbacks stay stable) and the state they set, from useExam. */
export interface ExamMovesInput {
  /** The latest render's state. */
  state: RefObject<ExamState>;
  /** The phase now (ahead of a render that has not happened yet). */
  phaseNow: RefObject<ExamPhase>;
  /** Not taking the test (loading, submitting, opened elsewhere): the saving buttons do nothing. */
  locked: boolean;
  timer: ReturnType<typeof useQuestionTimer>;
  setAnswers: Dispatch<SetStateAction<Answers>>;
  setCurrent: Dispatch<SetStateAction<number>>;
  setDraftState: Dispatch<SetStateAction<string | null>>;
  setDraftError: Dispatch<SetStateAction<string | null>>;
  setLanguages: Dispatch<SetStateAction<Record<number, TestLanguage>>>;
}

/**
 * The candidate's moves on the exam screen (docs/domains/exams.md "Online tests"), as NTA's screen has them:
 * Save & Next and Mark for Review & Next save the draft (a typed answer that is not a number is refused with
 * its reason) and go on; Clear Response saves "no answer"; the palette, Back and Next move without saving.
 * Every move is reported to the queue with the time spent on the question left, and drawn as a transition.
 */
export function useExamMoves({
  state,
  phaseNow,
  locked,
  timer,
  setAnswers,
  setCurrent,
  setDraftState,
  setDraftError,
  setLanguages,
}: ExamMovesInput): Pick<
  ExamController,
  'setDraft' | 'setLanguage' | 'goTo' | 'back' | 'next' | 'saveAndNext' | 'markAndNext' | 'clearResponse'
> {
  const move = useCallback(
    (number: number) => {
      const { current: from, queue: q, answers: held } = state.current;
      if (!q || number === from) return;
      timer.pause();
      q.move(number, [{ number: from, timeSpentMs: timer.spentOn(from) }]);
      timer.start(number);
      // A transition: the next question is drawn in slices the browser can interleave with input and
      // paint, not in one long task inside the student's tap (a cheap phone's main thread).
      startTransition(() => {
        setAnswers((prev) => ({ ...prev, [number]: { ...blankQuestion(), ...prev[number], visited: true } }));
        setCurrent(number);
        setDraftState(held[number]?.answer ?? null);
        setDraftError(null);
      });
    },
    [state, timer, setAnswers, setCurrent, setDraftState, setDraftError],
  );

  /** Saves the current question's draft with `markedForReview`; false when the draft is not an answer. */
  const saveCurrent = useCallback(
    (markedForReview: boolean, d: string | null = state.current.draft): boolean => {
      const { current: n, queue: q, ordered: list, answers: held } = state.current;
      const question = list.find((x) => x.number === n);
      if (!q || !question) return false;
      const checked = draftAnswer(question, d);
      if (!checked.ok) {
        setDraftError(checked.error);
        return false;
      }
      const canonical = checked;
      const before = held[n];
      if (before?.answer === canonical.answer && before.markedForReview === markedForReview && before.visited)
        return true;
      const item = q.saveAnswer({
        number: n,
        answer: canonical.answer,
        markedForReview,
        timeSpentMs: timer.spentOn(n),
      });
      setAnswers((prev) => ({
        ...prev,
        [n]: {
          ...blankQuestion(),
          ...prev[n],
          answer: canonical.answer,
          markedForReview,
          visited: true,
          seq: item.seq,
        },
      }));
      return true;
    },
    [state, timer, setAnswers, setDraftError],
  );

  // The save and the move render together, in the move's transition (the palette's new state with the
  // next question); the save itself is queued and journaled at once, with the move in one journal write.
  const saveAndGo = useCallback(
    (markedForReview: boolean) => {
      const q = state.current.queue;
      if (locked || !q) return;
      startTransition(() =>
        q.batch(() => {
          if (saveCurrent(markedForReview)) move(nextQuestion(state.current.ordered, state.current.current));
        }),
      );
    },
    [locked, state, saveCurrent, move],
  );
  const saveAndNext = useCallback(() => saveAndGo(false), [saveAndGo]);
  const markAndNext = useCallback(() => saveAndGo(true), [saveAndGo]);

  const clearResponse = useCallback(() => {
    if (locked) return;
    setDraftState(null);
    setDraftError(null);
    const { current: n, answers: held } = state.current;
    if (held[n]?.answer != null || held[n]?.markedForReview) saveCurrent(false, null);
  }, [locked, state, saveCurrent, setDraftState, setDraftError]);

  // Stable across renders (they read the latest state from refs), so the screen's memoised parts are not
  // drawn again for a timer tick or a save's status.
  const setDraft = useCallback(
    (answer: string | null) => {
      if (phaseNow.current.kind !== 'ready') return;
      setDraftState(answer);
      setDraftError(null);
    },
    [phaseNow, setDraftState, setDraftError],
  );
  const setLanguage = useCallback(
    (lang: TestLanguage) => setLanguages((prev) => ({ ...prev, [state.current.current]: lang })),
    [state, setLanguages],
  );
  const goTo = useCallback((n: number) => phaseNow.current.kind === 'ready' && move(n), [phaseNow, move]);
  const back = useCallback(
    () =>
      phaseNow.current.kind === 'ready' &&
      move(previousQuestion(state.current.ordered, state.current.current)),
    [state, phaseNow, move],
  );
  const next = useCallback(
    () =>
      phaseNow.current.kind === 'ready' && move(nextQuestion(state.current.ordered, state.current.current)),
    [state, phaseNow, move],
  );

  return { setDraft, setLanguage, goTo, back, next, saveAndNext, markAndNext, clearResponse };
}
