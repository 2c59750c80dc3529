/**
 * Styled controls the toolbar and the study panel share, on the shell's theme tokens. Their icon buttons are
 * the kit's `Button` (`$variant="toolbar" $size="toolbar"`: 36 px, framed while `$active`).
 */
import styled from 'styled-components';
import { ButtonBase } from '@exam/shared-ui/button-base';

/** The kit `Button`'s props of a toolbar or panel button (an icon, or a short label), framed while `$active`. */
export const TOOL = { $variant: 'toolbar', $size: 'toolbar' } as const;

/** Secondary text: the zoom level on the toolbar, the panel's statuses and hints. */
export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  white-space: nowrap;
`;

/** A row of a list (search hits, contents, bookmarks, the More menu), marked while `$active`. */
export const ListRow = styled(ButtonBase)<{ $active?: boolean }>`
  display: block;
  width: 100%;
  text-align: left;
  padding: 6px 8px;
  border-radius: 6px;
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceAlt : 'transparent')};
  border-left: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  mark {
    background: rgba(250, 204, 21, 0.45);
    color: inherit;
  }
`;

/** The page number field (selectable, unlike the rest of the viewer). */
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

/** A free-text field (search) in the page field's look. */
export const TextInput = styled(PageInput)`
  flex: 1;
  width: auto;
  min-width: 0;
  padding: 0 8px;
  text-align: left;
`;
