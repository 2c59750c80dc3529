import styled from 'styled-components';
import { useAppT } from '../lib/i18n';
import { PALETTE_LABELS, PALETTE_STATUSES, type PaletteStatus } from '../lib/palette-status';
import { PaletteShape } from './palette-shape';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
  gap: 10px 16px;
  li {
    display: flex;
    align-items: center;
    gap: 10px;
    font-size: 0.9rem;
  }
`;

/**
 * The palette's legend (NTA's instructions): the five states with their shapes and colours, and with
 * `counts` how many questions are in each (the exam screen). The note says an "Answered & Marked for
 * Review" answer is evaluated.
 */
export function PaletteLegend({
  counts,
  label,
}: {
  counts?: Record<PaletteStatus, number>;
  /** The list's accessible name, "Question states" unless given. */
  label?: string;
}) {
  const t = useAppT();
  return (
    <List aria-label={label ?? t('Question states')}>
      {PALETTE_STATUSES.map((status) => (
        <li key={status}>
          <PaletteShape status={status} size={30}>
            {counts ? counts[status] : ''}
          </PaletteShape>
          <span>
            {status === 'answered-marked' && !counts
              ? t('{label} (will be evaluated)', { label: t(PALETTE_LABELS[status]) })
              : t(PALETTE_LABELS[status])}
            {counts ? `: ${counts[status]}` : ''}
          </span>
        </li>
      ))}
    </List>
  );
}
