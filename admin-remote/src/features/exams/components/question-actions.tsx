import { useState, type Dispatch, type ReactElement } from 'react';
import { Field } from '@exam/shared-ui/field';
import { Button, Input, Muted, Row, Select } from '../../../components/ui';
import type { EditorAction } from '../lib/editor-reducer';
import type { QuestionDraft } from '../lib/test-draft';

/** The split being chosen: which region of the selected question, and the height typed or picked (pt). */
export interface SplitChoice {
  index: number;
  yText: string;
  picking: boolean;
}

/**
 * Split and merge for the selected question: split a region at a height (typed in points from the page's
 * top, or picked by pressing on the page, drawn as a dashed line), make its second (or a later) region a
 * new question, or merge the next question into it. Numbers follow (1..n in paper order).
 */
export function QuestionActions({
  question,
  hasNext,
  split,
  onSplitChange,
  dispatch,
}: {
  question: QuestionDraft;
  hasNext: boolean;
  split: SplitChoice;
  onSplitChange: (next: SplitChoice) => void;
  dispatch: Dispatch<EditorAction>;
}): ReactElement {
  const [from, setFrom] = useState(1);
  const regions = question.regions;
  const target = regions[split.index];
  const y = Number(split.yText);
  const splitOffFrom = Math.min(Math.max(1, from), regions.length - 1);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}>
      {target ? (
        <>
          <Row style={{ alignItems: 'flex-end' }}>
            {regions.length > 1 && (
              <Field label="Region to split">
                <Select
                  value={split.index}
                  style={{ width: 'auto' }}
                  onChange={(e) => {
                    const index = Number(e.target.value);
                    const r = regions[index];
                    onSplitChange({ index, yText: String(Math.round(r.y + r.height / 2)), picking: false });
                  }}
                >
                  {regions.map((r, i) => (
                    <option key={i} value={i}>
                      Region {i + 1} (page {r.page})
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            <Field label="Split at y (pt from the page top)">
              <Input
                inputMode="decimal"
                value={split.yText}
                style={{ width: 120 }}
                onChange={(e) => onSplitChange({ ...split, yText: e.target.value })}
              />
            </Field>
          </Row>
          <Row>
            <Button
              type="button"
              $size="small"
              aria-pressed={split.picking}
              onClick={() => onSplitChange({ ...split, picking: !split.picking })}
            >
              {split.picking ? 'Press on the page…' : 'Pick the line on the page'}
            </Button>
            <Button
              type="button"
              $size="small"
              disabled={!Number.isFinite(y) || split.yText.trim() === ''}
              onClick={() => dispatch({ type: 'splitAtY', key: question.key, index: split.index, y })}
            >
              Split question {question.number} here
            </Button>
          </Row>
          <Muted>
            Region {split.index + 1} runs from y {Math.round(target.y)} to{' '}
            {Math.round(target.y + target.height)} pt on page {target.page}; the part below the line becomes
            question {question.number + 1}.
          </Muted>
        </>
      ) : (
        <Muted>A question needs a region before it can be split.</Muted>
      )}
      {regions.length > 1 && (
        <Row style={{ alignItems: 'flex-end' }}>
          {regions.length > 2 && (
            <Field label="New question from region">
              <Select
                value={splitOffFrom}
                style={{ width: 'auto' }}
                onChange={(e) => setFrom(Number(e.target.value))}
              >
                {regions.slice(1).map((r, i) => (
                  <option key={i + 1} value={i + 1}>
                    Region {i + 2} (page {r.page})
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Button
            type="button"
            $size="small"
            onClick={() => dispatch({ type: 'splitAtRegion', key: question.key, index: splitOffFrom })}
          >
            Make region {splitOffFrom + 1} a new question
          </Button>
        </Row>
      )}
      <Row>
        <Button
          type="button"
          $size="small"
          disabled={!hasNext}
          onClick={() => dispatch({ type: 'merge', key: question.key })}
        >
          {hasNext ? `Merge question ${question.number + 1} into this one` : 'No next question to merge'}
        </Button>
      </Row>
    </div>
  );
}
