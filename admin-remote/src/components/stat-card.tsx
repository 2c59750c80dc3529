import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 18px 20px;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  font-weight: 600;
`;
const Value = styled.span`
  font-size: 1.6rem;
  overflow-wrap: anywhere;
  font-weight: 700;
`;

/**
 * A row of four stat cards: one row of four on a desktop (at 1280 px the auto-fill grid
 * wrapped them 3 + 1), two by two on phones. `minmax(0, 1fr)` lets long figures shrink instead of pushing
 * a column wider.
 */
export const StatRow = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 16px;
  @media (max-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 12px;
  }
`;

/** A labelled number card (dashboard stats, book summary; docs/domains/operations.md "Admin screens"). */
export function StatCard({
  label,
  value,
  footer,
}: {
  label: string;
  value: ReactNode;
  footer?: ReactNode;
}): ReactElement {
  return (
    <Box role="group" aria-label={label}>
      <Label>{label}</Label>
      <Value>{value}</Value>
      {footer}
    </Box>
  );
}
