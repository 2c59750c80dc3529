import { memo, type ReactNode } from 'react';
import styled from 'styled-components';
import { testPaths } from '@exam/shared-contracts/constants';
import type { CandidateQuestion, TestLanguage } from '@exam/shared-contracts/exams';
import { questionDecimals, type MarkingScheme } from '@exam/shared-contracts/rules';
import { QuestionImage } from '../../../components/question-image';
import { useAppT } from '../../../lib/i18n';
import type { ImageCache } from '../../../lib/image-cache';
import { LANGUAGE_NAMES, questionPlace, shownLanguage } from '../../../lib/languages';
import { marksText, TYPE_NAMES } from '../../../lib/marking';
import { useExamT } from '../i18n';
import { QUESTION_WIDTH_GROUP } from '../lib/early-question-image';
import { AnswerOptions } from './answer-options';
import { NumericKeypad } from './numeric-keypad';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 10px;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  [data-heading-row] {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 8px;
  }
  [data-place] {
    font-weight: 600;
    color: ${(p) => p.theme.colors.textMuted};
  }
  p {
    margin: 2px 0 0;
    font-size: 0.85rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
  label {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 0.85rem;
  }
  select {
    min-height: 36px;
    font: inherit;
    border-radius: 6px;
    padding: 2px 6px;
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    border: 1px solid ${(p) => p.theme.colors.border};
  }
`;

/**
 * A question's heading on the exam screen: "Question N" (`title`), beside it where the question stands on
 * the paper (`place`: its printed label and section, rules `questionPlace`), under them its type and marks
 * (`detail`), and beside all that `children` (the language switch). The prerendered exam screen draws it
 * too, so the question's image starts at the same height in the server's HTML and on the screen.
 * The place is outside the heading, so "Question N" stays the heading's name, yet the question's region is
 * named by both (`aria-labelledby` of the panel).
 */
export function QuestionHead({
  title,
  place,
  detail,
  children,
}: {
  title: string;
  place: string;
  detail: string;
  children?: ReactNode;
}) {
  return (
    <Head>
      <div>
        <div data-heading-row="">
          <h2 id="question-heading" tabIndex={-1}>
            {title}
          </h2>
          <span id="question-place" data-place="">
            {`· ${place}`}
          </span>
        </div>
        <p>{detail}</p>
      </div>
      {children}
    </Head>
  );
}

const Answer = styled.div`
  margin-top: 14px;
  /* Shown with its question: while Fit to screen still waits to know the question's height, the options
     would be drawn where they cannot stay (components/question-image.tsx \`data-holding\`). */
  [data-holding] ~ & {
    visibility: hidden;
  }
`;

/**
 * One question on the exam screen: its number, type and marks, the language switch when the question
 * exists in two languages, the server's marked image (nothing else of the question ever reaches the
 * browser), and the answer: options, or the numeric keypad.
 * Memoised: the screen gives it stable callbacks, so a timer tick or a save's status does not draw it again.
 */
export const QuestionPanel = memo(function QuestionPanel({
  attemptId,
  question,
  marking,
  language,
  onLanguage,
  cache,
  onImageShown,
  draft,
  draftError,
  disabled,
  onDraft,
  generation,
}: {
  attemptId: string;
  question: CandidateQuestion;
  marking: MarkingScheme | null;
  language: TestLanguage;
  onLanguage: (lang: TestLanguage) => void;
  cache: ImageCache;
  onImageShown: (width: number, box: number) => void;
  draft: string | null;
  draftError: string | null;
  disabled: boolean;
  onDraft: (answer: string | null) => void;
  /** The exam's load generation: a question image refused before is asked again after Continue here. */
  generation: number;
}) {
  const t = useExamT();
  const tApp = useAppT();
  const shownIn = shownLanguage(question, language);
  const decimals = questionDecimals(question);
  const typeName =
    question.type === 'numerical' && question.integerOnly
      ? t('Numerical value (whole number)')
      : decimals !== null
        ? t(
            '{n, plural, one {Numerical value (up to {n} decimal place)} other {Numerical value (up to {n} decimal places)}}',
            { n: decimals },
          )
        : tApp(TYPE_NAMES[question.type]);
  const title = t('Question {number}', { number: question.number });
  return (
    <section aria-labelledby="question-heading question-place">
      <QuestionHead
        title={title}
        place={questionPlace(question)}
        detail={`${typeName}${marking ? ` · ${marksText(marking, question.type, tApp)}` : ''}`}
      >
        {question.languages.length > 1 && (
          <label>
            {t('View in')}
            <select value={shownIn} onChange={(e) => onLanguage(e.target.value as TestLanguage)}>
              {question.languages.map((lang) => (
                <option key={lang} value={lang} lang={lang}>
                  {LANGUAGE_NAMES[lang]}
                </option>
              ))}
            </select>
          </label>
        )}
      </QuestionHead>
      <QuestionImage
        key={`${question.number}-${shownIn}`}
        cache={cache}
        alt={title}
        pathFor={(w) => testPaths.attemptQuestionImage(attemptId, question.number, w, shownIn)}
        layoutPathFor={(w) => testPaths.attemptQuestionLayout(attemptId, question.number, w, shownIn)}
        onShown={onImageShown}
        generation={generation}
        widthGroup={QUESTION_WIDTH_GROUP}
        shape={question.shapes?.find((s) => s.lang === shownIn)}
      />
      <Answer>
        {question.type === 'numerical' ? (
          <NumericKeypad
            value={draft ?? ''}
            integerOnly={question.integerOnly}
            decimals={decimals}
            disabled={disabled}
            error={draftError}
            onChange={(v) => onDraft(v === '' ? null : v)}
          />
        ) : (
          <AnswerOptions
            type={question.type}
            labels={question.optionLabels}
            value={draft}
            disabled={disabled}
            onChange={onDraft}
            questionNumber={question.number}
          />
        )}
      </Answer>
    </section>
  );
});
