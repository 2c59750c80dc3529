import styled from 'styled-components';
import { OPTION_COUNT, type OptionLabels } from '@exam/shared-contracts/rules';
import { useExamT } from '../i18n';
import { chosenOptions, optionLabel, pickOption } from '../lib/answer-input';

const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
    padding: 0;
  }
`;

/**
 * On a laptop the four options sit side by side, so they stay under a question with a figure without
 * scrolling (1280 × 800: a question up to half a page tall); on a phone, one under another.
 */
const Choices = styled.div`
  @media (min-width: 900px) {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 180px));
    gap: 0 10px;
  }
`;

const Choice = styled.label<{ $chosen: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  margin-bottom: 6px;
  padding: 4px 12px;
  border-radius: 8px;
  cursor: pointer;
  border: 1px solid ${(p) => (p.$chosen ? p.theme.colors.primaryInk : p.theme.colors.border)};
  background: ${(p) => (p.$chosen ? p.theme.colors.surfaceAlt : p.theme.colors.surface)};
  max-width: 360px;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primaryFill};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${(p) => p.theme.colors.primaryInk};
    outline-offset: 1px;
  }
`;

/**
 * The options of a single- or multiple-correct question: radio buttons or checkboxes named as the paper
 * prints them, "Option (1)"…"Option (4)" (or "Option (A)"…"Option (D)" when the paper letters them),
 * because the option texts are inside the question image. Choosing changes the draft only; choosing a single answer's option again keeps it
 * (Clear Response removes it), a multiple answer's checkbox toggles.
 */
export function AnswerOptions({
  type,
  labels,
  value,
  disabled,
  onChange,
  questionNumber,
}: {
  type: 'single' | 'multiple';
  labels: OptionLabels;
  value: string | null;
  disabled: boolean;
  onChange: (answer: string | null) => void;
  questionNumber: number;
}) {
  const t = useExamT();
  const chosen = new Set<number>(chosenOptions(value));
  const options = Array.from({ length: OPTION_COUNT }, (_, i) => i + 1);
  return (
    <Fieldset>
      <legend>{type === 'single' ? t('Choose one option') : t('Choose one or more options')}</legend>
      <Choices>
        {options.map((option) => (
          <Choice key={option} $chosen={chosen.has(option)}>
            <input
              type={type === 'single' ? 'radio' : 'checkbox'}
              name={`question-${questionNumber}`}
              checked={chosen.has(option)}
              disabled={disabled}
              onChange={() => onChange(pickOption(type, value, option))}
            />
            {optionLabel(option, labels, t)}
          </Choice>
        ))}
      </Choices>
    </Fieldset>
  );
}
