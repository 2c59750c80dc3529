import { useState } from 'react';
import styled from 'styled-components';
import { testPaths } from '@exam/shared-contracts/constants';
import type { ReviewQuestion } from '@exam/shared-contracts/exams';
import { displayAnswer } from '@exam/shared-contracts/rules';
import { BookmarkToggle } from '../../../components/bookmark-toggle';
import { QuestionImage } from '../../../components/question-image';
import { Actions, Facts, Muted } from '../../../components/ui';
import type { ImageCache } from '../../../lib/image-cache';
import { formatMarks, formatSpent } from '../../../lib/format';
import { useAppT } from '../../../lib/i18n';
import { questionPlace } from '../../../lib/languages';
import { TYPE_NAMES } from '../../../lib/marking';
import { useResultsT } from '../i18n';
import {
  FILTER_LABELS,
  filterReview,
  OUTCOME_LABELS,
  REVIEW_FILTERS,
  type ReviewFilter,
} from '../lib/review-filter';
import { Button } from '@exam/shared-ui/button';
import { ButtonBase } from '@exam/shared-ui/button-base';

const Chips = styled.ul`
  list-style: none;
  margin: 10px 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

/**
 * A filter or a question's number in the review's rows of chips: part of that row, so the kit's bare
 * `ButtonBase` (docs/screens.md "Buttons"), filled in the primary colour when pressed or current.
 */
const Chip = styled(ButtonBase)`
  min-width: 44px;
  min-height: 40px;
  padding: 1px 6px;
  border-radius: 6px;
  font-weight: 600;
  text-align: center;
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  &[aria-pressed='true'],
  &[aria-current='true'] {
    background: ${(p) => p.theme.colors.primaryFill};
    color: ${(p) => p.theme.colors.primaryText};
    border-color: ${(p) => p.theme.colors.primaryFill};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.primaryInk};
    outline-offset: 2px;
  }
`;

/**
 * The review, question by question (docs/domains/exams.md "Online tests"): filters (All, Wrong, Unattempted,
 * Marked), the filtered questions' numbers, and for the chosen one its number with its place on the paper
 * (printed label and section, as on the exam screen), its marked image, your answer, the key, your
 * marks, your time and, when the test has one, the solution image (asked for only when opened); Bookmark
 * keeps the question in the student's bookmarks.
 */
export function ReviewPanel({
  testId,
  attemptId,
  questions,
  cache,
}: {
  testId: string;
  attemptId: string;
  questions: ReviewQuestion[];
  cache: ImageCache;
}) {
  const t = useResultsT();
  const tApp = useAppT();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [chosen, setChosen] = useState<number | null>(null);
  const [solutionOf, setSolutionOf] = useState<number | null>(null);
  const shown = filterReview(questions, filter);
  const question = shown.find((q) => q.number === chosen) ?? shown[0] ?? null;
  const index = question ? shown.indexOf(question) : -1;
  const go = (n: number | undefined) => n !== undefined && setChosen(n);

  return (
    <>
      <Chips aria-label={t('Show questions')}>
        {REVIEW_FILTERS.map((f) => (
          <li key={f}>
            <Chip
              type="button"
              aria-pressed={filter === f}
              onClick={() => {
                setFilter(f);
                setChosen(null);
              }}
            >
              {t(FILTER_LABELS[f])} ({filterReview(questions, f).length})
            </Chip>
          </li>
        ))}
      </Chips>
      {!question ? (
        <Muted>{t('No questions match this filter.')}</Muted>
      ) : (
        <>
          <Chips aria-label={t('Questions')}>
            {shown.map((q) => (
              <li key={q.number}>
                <Chip
                  type="button"
                  aria-current={q.number === question.number ? 'true' : undefined}
                  aria-label={t('Question {number}: {outcome}', {
                    number: q.number,
                    outcome: t(OUTCOME_LABELS[q.outcome]),
                  })}
                  onClick={() => setChosen(q.number)}
                >
                  {q.number}
                </Chip>
              </li>
            ))}
          </Chips>
          <section aria-labelledby="review-question">
            <h3 id="review-question">
              {t('Question {number} · {place}', { number: question.number, place: questionPlace(question) })}
            </h3>
            <Muted>
              {tApp(TYPE_NAMES[question.type])}
              {question.chapter ? ` · ${question.chapter}` : ''}
            </Muted>
            <BookmarkToggle
              key={`b-${question.number}`}
              target={{ testId, attemptId, number: question.number }}
            />
            <QuestionImage
              key={`q-${question.number}`}
              cache={cache}
              alt={t('Question {number}', { number: question.number })}
              pathFor={(w) => testPaths.attemptQuestionImage(attemptId, question.number, w)}
              layoutPathFor={(w) => testPaths.attemptQuestionLayout(attemptId, question.number, w)}
            />
            <Facts>
              <dt>{t('Your answer')}</dt>
              <dd>{displayAnswer(question.type, question.answer, question.optionLabels)}</dd>
              <dt>{t('Key')}</dt>
              <dd>
                {displayAnswer(question.type, question.key, question.optionLabels)}
                {question.tolerance ? ` (± ${question.tolerance})` : ''}
              </dd>
              <dt>{t('Result')}</dt>
              <dd>{t(OUTCOME_LABELS[question.outcome])}</dd>
              <dt>{t('Your marks')}</dt>
              <dd>{formatMarks(question.marks)}</dd>
              <dt>{t('Your time')}</dt>
              <dd>{formatSpent(question.timeSpentMs, tApp)}</dd>
              {question.markedForReview && (
                <>
                  <dt>{t('Marked for review')}</dt>
                  <dd>{t('Yes')}</dd>
                </>
              )}
            </Facts>
            {question.hasSolution &&
              (solutionOf === question.number ? (
                <>
                  <h4>{t('Solution')}</h4>
                  <QuestionImage
                    key={`s-${question.number}`}
                    cache={cache}
                    alt={t('Solution of question {number}', { number: question.number })}
                    pathFor={(w) => testPaths.attemptSolutionImage(attemptId, question.number, w)}
                    layoutPathFor={(w) => testPaths.attemptSolutionLayout(attemptId, question.number, w)}
                  />
                </>
              ) : (
                <Button
                  $variant="secondary"
                  $size="touch"
                  type="button"
                  onClick={() => setSolutionOf(question.number)}
                >
                  {t('Show solution')}
                </Button>
              ))}
            <Actions style={{ marginTop: 14 }}>
              <Button
                $variant="secondary"
                $size="touch"
                type="button"
                disabled={index <= 0}
                onClick={() => go(shown[index - 1]?.number)}
              >
                {t('Previous question')}
              </Button>
              <Button
                $variant="secondary"
                $size="touch"
                type="button"
                disabled={index >= shown.length - 1}
                onClick={() => go(shown[index + 1]?.number)}
              >
                {t('Next question')}
              </Button>
            </Actions>
          </section>
        </>
      )}
    </>
  );
}
