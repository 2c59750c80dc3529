import type { ReactElement } from 'react';
import styled from 'styled-components';
import { OCR_NOTICE, questionCountProblem, type TestPreset } from '@exam/shared-contracts/rules';
import { Button, Card, CardHeader, Muted } from '../../../components/ui';
import { lowConfidence, questionName } from '../lib/low-confidence';
import type { QuestionDraft } from '../lib/test-draft';

/** A warning line at the editor's top: amber edge, the theme's warning ink. */
const Warning = styled.p`
  margin: 0;
  padding: 10px 14px;
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: 6px;
  font-size: 0.95rem;
`;

/** The low-confidence questions: a list of its own height, so 40 of them never push the pages away. */
const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;
  max-height: 260px;
  overflow-y: auto;
  > li {
    display: grid;
    gap: 4px;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
  }
  > li[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ul {
    margin: 0;
    padding-left: 20px;
    font-size: 0.85rem;
  }
`;

/** Confidence 0..1 as a whole percentage ("40 % sure"). */
const sure = (confidence: number | undefined) => `${Math.round((confidence ?? 1) * 100)} % sure`;

/**
 * What to check first in a test made from a paper, at the editor's top: the count check (the preset's
 * paper holds another number of questions than the draft; `questionCountProblem`), the OCR notice when the
 * paper was read from page images, and the questions the reading was not sure of, least sure first, each
 * with its reasons and a button that selects it and brings its region into view (`onJump`). Nothing is
 * drawn when there is nothing to say.
 */
export function PaperChecks({
  preset,
  questions,
  fromImages,
  selected,
  onJump,
}: {
  preset: TestPreset;
  questions: QuestionDraft[];
  fromImages: boolean;
  /** The selected question's key (its row is marked). */
  selected: string | null;
  onJump: (question: QuestionDraft) => void;
}): ReactElement | null {
  const count = questionCountProblem(preset, questions.length);
  const unsure = lowConfidence(questions);
  if (!count && !fromImages && !unsure.length) return null;
  return (
    <Card aria-labelledby="paper-checks-title" data-testid="paper-checks">
      <CardHeader>
        <h2 id="paper-checks-title">Check the proposed questions</h2>
      </CardHeader>
      <div style={{ display: 'grid', gap: 10 }}>
        {count && <Warning data-testid="count-check">{count}</Warning>}
        {fromImages && <Warning data-testid="ocr-notice">{OCR_NOTICE}</Warning>}
        {unsure.length > 0 && (
          <>
            <Muted id="low-confidence-title">
              {unsure.length === 1
                ? 'One question the reading was not sure of:'
                : `${unsure.length} questions the reading was not sure of, least sure first:`}
            </Muted>
            <List aria-labelledby="low-confidence-title" data-testid="low-confidence">
              {unsure.map((q) => (
                <li key={q.key} aria-current={q.key === selected ? 'true' : undefined}>
                  <div>
                    <Button type="button" $size="small" onClick={() => onJump(q)}>
                      Go to {questionName(q)}
                    </Button>{' '}
                    <Muted as="span">{sure(q.confidence)}</Muted>
                  </div>
                  {q.reasons && q.reasons.length > 0 && (
                    <ul aria-label={`Why ${questionName(q)} needs a check`}>
                      {q.reasons.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </List>
          </>
        )}
      </div>
    </Card>
  );
}
