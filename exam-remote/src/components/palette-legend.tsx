import styled from 'styled-components';
import { useAppT } from '../lib/i18n';
import { PALETTE_LABELS, PALETTE_STATUSES, type PaletteStatus } from '../lib/palette-status';
import { PaletteShape } from './palette-shape';

const List = styled.ul<{ $compact: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => (p.$compact ? 130 : 210)}px, 1fr));
  gap: ${(p) => (p.$compact ? '4px 10px' : '10px 16px')};
  li {
    display: flex;
    align-items: center;
    gap: ${(p) => (p.$compact ? 6 : 10)}px;
    font-size: ${(p) => (p.$compact ? 0.78 : 0.9)}rem;
    line-height: 1.2;
  }
`;

/**
 * The palette's legend (NTA's instructions): the five states with their shapes and colours, and with
 * `counts` how many questions are in each (the exam screen). The note says an "Answered & Marked for
 * Review" answer is evaluated (not in the `compact` key, whose table's dialog says so).
 */
export function PaletteLegend({
  counts,
  label,
  compact = false,
}: {
  counts?: Record<PaletteStatus, number>;
  /** The list's accessible name, "Question states" unless given. */
  label?: string;
  /** Small shapes in narrow columns, the states' names alone (a key to a table of counts on a phone). */
  compact?: boolean;
}) {
  const t = useAppT();
  return (
    <List aria-label={label ?? t('Question states')} $compact={compact}>
      {PALETTE_STATUSES.map((status) => (
        <li key={status}>
          <PaletteShape status={status} size={compact ? 18 : 30}>
            {counts ? counts[status] : ''}
          </PaletteShape>
          <span>
            {status === 'answered-marked' && !counts && !compact
              ? t('{label} (will be evaluated)', { label: t(PALETTE_LABELS[status]) })
              : t(PALETTE_LABELS[status])}
            {counts ? `: ${counts[status]}` : ''}
          </span>
        </li>
      ))}
    </List>
  );
}
