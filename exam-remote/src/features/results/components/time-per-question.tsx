import styled from 'styled-components';
import type { ReviewQuestion } from '@exam/shared-contracts/exams';
import { VisuallyHidden } from '../../../components/ui';
import { formatSpent } from '../../../lib/format';
import { useAppT } from '../../../lib/i18n';
import { useResultsT } from '../i18n';
import { OUTCOME_LABELS } from '../lib/review-filter';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
  li {
    display: grid;
    grid-template-columns: 3.2rem 1fr 6.5rem;
    align-items: center;
    gap: 8px;
    font-size: 0.85rem;
  }
  li > span:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Track = styled.span`
  display: block;
  height: 10px;
  border-radius: 5px;
  background: ${(p) => p.theme.colors.surfaceAlt};
  overflow: hidden;
`;

const OUTCOME_COLORS: Record<ReviewQuestion['outcome'], string> = {
  correct: '#15803d',
  partial: '#b45309',
  wrong: '#c0392b',
  unattempted: '#6b7280',
  dropped: '#6d28d9',
};

/**
 * Time spent on each question (ms, as the screen measured it), as bars scaled to the longest, coloured by
 * the outcome; each row's text says the question, its time and its outcome.
 */
export function TimePerQuestion({ questions }: { questions: ReviewQuestion[] }) {
  const t = useResultsT();
  const tApp = useAppT();
  const longest = Math.max(1, ...questions.map((q) => q.timeSpentMs));
  return (
    <List aria-label={t('Time per question')}>
      {questions.map((q) => (
        <li key={q.number}>
          <span>{t('Q{number}', { number: q.number })}</span>
          <Track aria-hidden="true">
            <span
              style={{
                display: 'block',
                height: '100%',
                width: `${Math.round((q.timeSpentMs / longest) * 100)}%`,
                background: OUTCOME_COLORS[q.outcome],
              }}
            />
          </Track>
          <span>
            {formatSpent(q.timeSpentMs, tApp)}
            <VisuallyHidden>, {t(OUTCOME_LABELS[q.outcome])}</VisuallyHidden>
          </span>
        </li>
      ))}
    </List>
  );
}
