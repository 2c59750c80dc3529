/** Styled parts of the viewer's toolbar (toolbar.tsx), on the shell's theme tokens. */
import styled from 'styled-components';

/** The toolbar: one wrapping row, hidden (slid up) in immersive mode while the reader is idle. */
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
  /* A phone: one row. The title and "Page X of Y" stay for screen readers only; zoom and the bookmark move
     into More, so what is left fits 320 px. */
  @media (max-width: 600px) {
    flex-wrap: nowrap;
    justify-content: space-between;
    gap: 2px;
    padding: 6px 4px;
    button {
      min-width: 32px;
      padding: 0 4px;
    }
  }
`;

/** Text kept for assistive technology while hidden on a phone's one-row bar. */
const srOnlyNarrow = `
  @media (max-width: 600px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/** "Page X of Y" on the bar; on a phone, read by screen readers only (the field and "/ Y" show it). */
export const PageOf = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  white-space: nowrap;
  ${srOnlyNarrow}
`;

/** "/ Y" after the page field on a phone only. */
export const PageTotal = styled.span`
  display: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  white-space: nowrap;
  @media (max-width: 600px) {
    display: inline;
  }
`;

/** The book's title; on a phone, read by screen readers only. */
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
  ${srOnlyNarrow}
  align-items: center;
  gap: 8px;
`;

/** A row of related controls on the toolbar (page turning, zoom, the tools). */
export const Group = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
`;

/** "Fit" beside the zoom while the page fits the screen. */
export const FitBadge = styled.span`
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.7rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
`;

/** Controls that go into the More menu below 600 px, so the toolbar fits 360 px. */
export const Secondary = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  @media (max-width: 600px) {
    display: none;
  }
`;

/** The More menu's place, shown below 600 px only. */
export const OnlyNarrow = styled.div`
  position: relative;
  display: none;
  @media (max-width: 600px) {
    display: block;
  }
`;

/** The More menu's list of controls, dropped below its button. */
export const Menu = styled.div`
  position: absolute;
  right: 0;
  top: 40px;
  min-width: 180px;
  padding: 4px;
  z-index: 3;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow};
`;
