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
  overscroll-behavior: none;
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
  @media (max-width: 600px) {
    width: 44px;
  }
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
  /* A sideways swipe turns the page: it must not scroll what is behind, nor be taken by the browser as
     its overscroll "Back" gesture (which would close the viewer). */
  overscroll-behavior: contain;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
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

/** The page box at its CSS size; images, tiles, highlights and the mark are layered inside it. */
export const PageBox = styled.div`
  position: relative;
  overflow: hidden;
  background: #fff;
`;

/** A server-rendered page image or tile: not draggable, not selectable, not a pointer target. */
export const PageImg = styled.img<{ $dark: boolean }>`
  position: absolute;
  display: block;
  max-width: none;
  pointer-events: none;
  user-select: none;
  -webkit-user-drag: none;
  /* Dark page mode (SPEC 2): an inverted page, hue-rotated back so colours keep their meaning. */
  filter: ${({ $dark }) => ($dark ? 'invert(1) hue-rotate(180deg)' : 'none')};
`;

/** A search hit drawn over the image (rectangles are fractions of the page). */
export const Highlight = styled.span`
  position: absolute;
  pointer-events: none;
  background: rgba(250, 204, 21, 0.38);
  outline: 2px solid rgba(234, 179, 8, 0.9);
  border-radius: 2px;
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
`;

/** The study side panel (search, contents, pages, bookmarks): a column, full width on phones. */
export const Side = styled.aside`
  width: 300px;
  flex: 0 0 auto;
  display: flex;
  flex-direction: column;
  min-height: 0;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: 767px) {
    position: absolute;
    inset: 0;
    top: auto;
    height: 60%;
    width: auto;
    z-index: 2;
    border-right: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Tabs = styled.div`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  button {
    flex: 1;
  }
`;

export const SideScroll = styled.div`
  flex: 1;
  overflow: auto;
  padding: 8px;
  font-size: 0.85rem;
`;

export const ListButton = styled.button<{ $active?: boolean }>`
  display: block;
  width: 100%;
  text-align: left;
  padding: 6px 8px;
  border: 0;
  border-radius: 6px;
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceAlt : 'transparent')};
  border-left: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  mark {
    background: rgba(250, 204, 21, 0.45);
    color: inherit;
  }
`;

/** A free-text field (search) in the page field's look. */
export const TextInput = styled(PageInput)`
  flex: 1;
  width: auto;
  min-width: 0;
  padding: 0 8px;
  text-align: left;
`;

export const Thumb = styled.button<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  width: 100%;
  padding: 6px;
  border: 2px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  img {
    width: 120px;
    pointer-events: none;
    background: #fff;
  }
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

export const OnlyNarrow = styled.div`
  position: relative;
  display: none;
  @media (max-width: 600px) {
    display: block;
  }
`;

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
