import { useId, type Dispatch, type ReactElement } from 'react';
import styled from 'styled-components';
import {
  canonicalAnswer,
  displayAnswer,
  QUESTION_TYPES,
  type DropMode,
  type OptionLabels,
  type QuestionType,
} from '@exam/shared-contracts/rules';
import { Field } from '@exam/shared-ui/field';
import { Button, ErrorText, Input, Muted, Select } from '../../../components/ui';
import { DECIMALS_BAD, draftDecimals } from '../lib/edit-payload';
import type { EditorAction } from '../lib/editor-reducer';
import { TYPE_LABELS } from '../lib/region-colours';
import type { QuestionDraft, SectionDraft } from '../lib/test-draft';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 12px;
`;

const Proposal = styled(Muted)`
  margin: 6px 0 0;
  font-size: 0.85rem;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 0.9rem;
`;

/** How a question is dropped, as the editor names it (key correction: who gets the marks). */
export const DROP_LABELS: Record<'none' | DropMode, string> = {
  none: 'Not dropped',
  all: 'Dropped: marks to everyone',
  attempted: 'Dropped: marks to those who answered',
};

/**
 * The fields of the selected question: section, type, option names (1–4 or A–D), the answer checked as
 * typed with `canonicalAnswer` and shown back with `displayAnswer` ("Key: A, C"), tolerance and "whole
 * number" for a numerical question, its decimal places when it is not whole-number (blank: any, up to 6;
 * the key is checked against them), chapter tag, and its drop state.
 */
export function QuestionFields({
  question,
  sections,
  dispatch,
}: {
  question: QuestionDraft;
  sections: SectionDraft[];
  dispatch: Dispatch<EditorAction>;
}): ReactElement {
  const answerHelp = useId();
  const set = (patch: Partial<Omit<QuestionDraft, 'key' | 'number'>>) =>
    dispatch({ type: 'question', key: question.key, patch });
  const numerical = question.type === 'numerical';
  const decimals = draftDecimals(question);
  const checked = canonicalAnswer(
    question.type,
    question.answerText,
    numerical && question.integerOnly,
    decimals === 'bad' ? null : decimals,
  );
  const toleranceBad =
    numerical &&
    question.toleranceText.trim() !== '' &&
    !/^\d{1,9}(\.\d{1,6})?$/.test(question.toleranceText.trim());

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}>
      <Fields>
        <Field label="Section">
          <Select value={question.sectionKey} onChange={(e) => set({ sectionKey: e.target.value })}>
            {sections.map((s) => (
              <option key={s.key} value={s.key}>
                {s.name || '(no name)'}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Type">
          <Select value={question.type} onChange={(e) => set({ type: e.target.value as QuestionType })}>
            {QUESTION_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
        {!numerical && (
          <Field label="Options">
            <Select
              value={question.optionLabels}
              onChange={(e) => set({ optionLabels: e.target.value as OptionLabels })}
            >
              <option value="numbers">1–4</option>
              <option value="letters">A–D</option>
            </Select>
          </Field>
        )}
        <Field label="Answer">
          <Input
            value={question.answerText}
            placeholder={
              numerical
                ? '12.5'
                : question.type === 'multiple'
                  ? 'A;C'
                  : question.optionLabels === 'letters'
                    ? 'B'
                    : '3'
            }
            aria-invalid={!checked.ok}
            aria-describedby={answerHelp}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => set({ answerText: e.target.value })}
          />
        </Field>
      </Fields>
      <div id={answerHelp}>
        {!checked.ok ? (
          <ErrorText>{checked.error}</ErrorText>
        ) : (
          <Muted>
            {checked.answer === null
              ? 'No answer yet'
              : `Key: ${displayAnswer(question.type, checked.answer, question.optionLabels)}`}
          </Muted>
        )}
      </div>
      {numerical && (
        <Fields>
          <Field label="Tolerance (±)">
            <Input
              value={question.toleranceText}
              inputMode="decimal"
              placeholder="0"
              aria-invalid={toleranceBad}
              onChange={(e) => set({ toleranceText: e.target.value })}
            />
          </Field>
          <Check>
            <input
              type="checkbox"
              checked={question.integerOnly}
              onChange={(e) => set({ integerOnly: e.target.checked })}
            />
            Whole number
          </Check>
          {!question.integerOnly && (
            <Field label="Decimal places">
              <Input
                type="number"
                min={1}
                max={6}
                step={1}
                value={question.decimalsText}
                inputMode="numeric"
                placeholder="Any (up to 6)"
                aria-invalid={decimals === 'bad'}
                onChange={(e) => set({ decimalsText: e.target.value })}
              />
            </Field>
          )}
        </Fields>
      )}
      {toleranceBad && <ErrorText>The tolerance must be a number of 0 or more</ErrorText>}
      {decimals === 'bad' && <ErrorText>{DECIMALS_BAD}</ErrorText>}
      <Fields>
        <Field label="Chapter">
          <Input
            value={question.chapter}
            placeholder="e.g. Ray Optics"
            onChange={(e) => set({ chapter: e.target.value })}
          />
        </Field>
        <Field label="Dropped">
          <Select
            value={question.dropped ?? 'none'}
            onChange={(e) =>
              set({ dropped: e.target.value === 'none' ? null : (e.target.value as DropMode) })
            }
          >
            {(Object.keys(DROP_LABELS) as Array<keyof typeof DROP_LABELS>).map((k) => (
              <option key={k} value={k}>
                {DROP_LABELS[k]}
              </option>
            ))}
          </Select>
        </Field>
      </Fields>
      {question.proposedChapter && question.proposedChapter !== question.chapter.trim() && (
        <Proposal data-testid="chapter-proposal">
          Proposed from its words: <strong>{question.proposedChapter}</strong>{' '}
          <Button type="button" $size="small" onClick={() => set({ chapter: question.proposedChapter! })}>
            Use this chapter
          </Button>
        </Proposal>
      )}
    </div>
  );
}
