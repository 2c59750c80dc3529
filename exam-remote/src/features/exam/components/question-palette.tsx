import styled from 'styled-components';
import { ButtonBase } from '@exam/shared-ui/button-base';
import { PaletteLegend } from '../../../components/palette-legend';
import { PaletteShape } from '../../../components/palette-shape';
import { useAppT } from '../../../lib/i18n';
import { paletteButtonName, type PaletteStatus } from '../../../lib/palette-status';
import { useExamT } from '../i18n';

const Wrap = styled.div`
  h2 {
    margin: 0 0 10px;
    font-size: 1rem;
  }
  h3 {
    margin: 14px 0 8px;
    font-size: 0.9rem;
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(46px, 1fr));
  gap: 8px;
`;

/** A question's button in the palette: the kit's bare button, 46 px square, ringed while current. */
const Cell = styled(ButtonBase)<{ $current: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 46px;
  height: 46px;
  border-radius: 8px;
  outline: ${(p) => (p.$current ? `2px solid ${p.theme.colors.primaryInk}` : 'none')};
  outline-offset: 1px;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.primaryInk};
    outline-offset: 1px;
  }
`;

/**
 * NTA's question palette for one section: a legend with how many of the section's questions are in each of
 * the five states, then a button per question in its state's shape and colour. Each button is named by its
 * number and state ("Question 1: Answered") and the shown question is marked current. Choosing a number
 * only moves there: an unsaved choice on the current question is not saved (as on NTA's screen).
 */
export function QuestionPalette({
  section,
  numbers,
  statuses,
  counts,
  current,
  disabled,
  onSelect,
  headingId,
}: {
  section: string;
  numbers: number[];
  statuses: Map<number, PaletteStatus>;
  counts: Record<PaletteStatus, number>;
  current: number;
  disabled: boolean;
  onSelect: (number: number) => void;
  /** The heading's id, when a dialog is named by it (the phone's drawer). */
  headingId?: string;
}) {
  const t = useExamT();
  const tApp = useAppT();
  return (
    <Wrap>
      <h2 id={headingId}>{t('Question palette')}</h2>
      <PaletteLegend counts={counts} label={t('Question states in {section}', { section })} />
      <h3>{section}</h3>
      <Grid aria-label={t('Questions of {section}', { section })}>
        {numbers.map((n) => {
          const status = statuses.get(n) ?? 'not-visited';
          return (
            <li key={n}>
              <Cell
                type="button"
                $current={n === current}
                aria-label={paletteButtonName(n, status, tApp)}
                aria-current={n === current ? 'step' : undefined}
                disabled={disabled}
                onClick={() => onSelect(n)}
              >
                <PaletteShape status={status} size={40}>
                  {n}
                </PaletteShape>
              </Cell>
            </li>
          );
        })}
      </Grid>
    </Wrap>
  );
}
