/** Styled parts of the viewer, on the shell's theme tokens (shared-contracts/src/client/theme.ts). */
import styled, { keyframes } from 'styled-components';

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => (theme.mode === 'dark' ? '#0b1120' : '#e2e8f0')};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font};
  /* Protection (SPEC 2): no selecting, no dragging, no touch callout on the page or the chrome. */
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
`;

export const Bar = styled.header<{ $hidden: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow};
  transition:
    transform 200ms ease,
    opacity 200ms ease;
  transform: translateY(${({ $hidden }) => ($hidden ? '-100%' : '0')});
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
  position: relative;
  z-index: 1;
  @media (max-width: 767px) {
    gap: 4px 8px;
    padding: 6px 8px;
  }
`;

export const Title = styled.h2`
  flex: 1 1 180px;
  min-width: 0;
  margin: 0;
  font-size: 1rem;
  font-weight: 600;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  display: flex;
  @media (max-width: 767px) {
    flex-basis: 100%;
    font-size: 0.9rem;
  }
  align-items: center;
  gap: 8px;
`;

export const Group = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
`;

export const IconButton = styled.button<{ $active?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 36px;
  height: 36px;
  padding: 0 8px;
  border-radius: 8px;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceAlt : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.8rem;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  white-space: nowrap;
`;

export const FitBadge = styled.span`
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.7rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
`;

export const PageInput = styled.input`
  width: 52px;
  height: 32px;
  text-align: center;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  user-select: text;
`;

export const Stage = styled.main`
  flex: 1;
  overflow: auto;
  display: flex;
  padding: 24px;
  touch-action: pan-x pan-y;
  @media (max-width: 767px) {
    padding: 8px;
  }
`;

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(6px); }
  to { opacity: 1; transform: none; }
`;

/** The page transition of SPEC 4: 150 ms. */
export const PageFrame = styled.div`
  margin: auto;
  animation: ${fadeIn} 150ms ease-out;
  box-shadow: 0 4px 24px rgba(0, 0, 0, 0.45);
  background: #fff;
  line-height: 0;
`;

export const PageCanvas = styled.canvas<{ $dark: boolean }>`
  display: block;
  pointer-events: none;
  /* Dark page mode (SPEC 2): an inverted page, hue-rotated back so colours keep their meaning. */
  filter: ${({ $dark }) => ($dark ? 'invert(1) hue-rotate(180deg)' : 'none')};
`;
