/** Styled parts of the study side panel (study-panel.tsx) and its thumbnails (thumbnail-strip.tsx). */
import styled from 'styled-components';
import { ButtonBase } from '@exam/shared-ui/button-base';

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

/** The panel's tabs (search, contents, pages, bookmarks), sharing the width. */
export const Tabs = styled.div`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  button {
    flex: 1;
  }
`;

/** The scrolling content of the panel's tab. */
export const SideScroll = styled.div`
  flex: 1;
  overflow: auto;
  padding: 8px;
  font-size: 0.85rem;
`;

/** A page's thumbnail and number, framed when it is the page shown. */
export const Thumb = styled(ButtonBase)<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  width: 100%;
  padding: 6px;
  border: 2px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  border-radius: 6px;
  color: ${({ theme }) => theme.colors.text};
  img {
    width: 120px;
    pointer-events: none;
    background: #fff;
  }
`;
