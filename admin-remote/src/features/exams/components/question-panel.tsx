import type { Dispatch, ReactElement } from 'react';
import styled from 'styled-components';
import type { PageSize } from '@exam/shared-contracts/exams';
import { Button, Card, Muted, Row, Select } from '../../../components/ui';
import type { EditorAction, EditorState } from '../lib/editor-reducer';
import { questionName } from '../lib/low-confidence';
import { QuestionActions, type SplitChoice } from './question-actions';
import { QuestionFields } from './question-fields';
import { RegionList } from './region-list';

const Section = styled.div`
  display: grid;
  gap: 10px;
  padding-top: 14px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: 0.95rem;
  }
`;

/**
 * The selected question (an admin card like the others): move between questions (Previous, Next, or a jump
 * list naming each by number and printed label, "(check)" beside those the paper's reading was not sure of),
 * its fields, its regions and solution regions, and split or merge. Everything changes the draft only;
 * Save sends it.
 */
export function QuestionPanel({
  state,
  dispatch,
  paperSizes,
  solutionSource,
  solutionSizes,
  bilingual,
  split,
  onSplitChange,
}: {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  paperSizes: PageSize[];
  solutionSource: 'paper' | 'solutions';
  solutionSizes: PageSize[];
  bilingual: boolean;
  split: SplitChoice;
  onSplitChange: (next: SplitChoice) => void;
}): ReactElement {
  const { questions, sections } = state.draft;
  const at = questions.findIndex((q) => q.key === state.selected);
  const question = questions[at];
  const go = (index: number) => {
    const q = questions[index];
    if (q)
      dispatch({
        type: 'select',
        key: q.key,
        region: q.regions.length ? { kind: 'regions', index: 0 } : null,
      });
  };

  return (
    <Card aria-labelledby="question-panel-title" data-testid="question-panel">
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 14 }}>
        <Row style={{ justifyContent: 'space-between' }}>
          <h2 id="question-panel-title" style={{ margin: 0, fontSize: '1.1rem' }}>
            {question
              ? `Question ${question.number} of ${questions.length}${question.label ? ` · ${question.label}` : ''}`
              : 'No question selected'}
          </h2>
          <Row>
            <Button type="button" $size="small" onClick={() => go(at - 1)} disabled={at <= 0}>
              Previous
            </Button>
            <Button
              type="button"
              $size="small"
              onClick={() => go(at + 1)}
              disabled={at < 0 || at >= questions.length - 1}
            >
              Next
            </Button>
          </Row>
        </Row>
        <Select
          aria-label="Go to question"
          value={question?.key ?? ''}
          onChange={(e) => go(questions.findIndex((q) => q.key === e.target.value))}
        >
          {!question && <option value="">Choose a question</option>}
          {questions.map((q) => (
            <option key={q.key} value={q.key}>
              {questionName(q)}
              {q.confidence !== undefined && q.confidence < 1 ? ' (check)' : ''}
              {q.regions.length === 0 ? ' (no region)' : ''}
              {q.answerText.trim() === '' && !q.dropped ? ' (no answer)' : ''}
            </option>
          ))}
        </Select>
        {question ? (
          <>
            <QuestionFields question={question} sections={sections} dispatch={dispatch} />
            <Section>
              <h3>Regions on the paper</h3>
              <RegionList
                question={question}
                kind="regions"
                state={state}
                dispatch={dispatch}
                sizes={paperSizes}
                source="paper"
                bilingual={bilingual}
              />
            </Section>
            <Section>
              <h3>Solution</h3>
              <RegionList
                question={question}
                kind="solutionRegions"
                state={state}
                dispatch={dispatch}
                sizes={solutionSizes}
                source={solutionSource}
                bilingual={false}
              />
            </Section>
            <Section>
              <h3>Split or merge</h3>
              <QuestionActions
                question={question}
                hasNext={at < questions.length - 1}
                split={split}
                onSplitChange={onSplitChange}
                dispatch={dispatch}
              />
            </Section>
          </>
        ) : (
          <Muted>Select a region on a page, or choose a question above.</Muted>
        )}
      </div>
    </Card>
  );
}
