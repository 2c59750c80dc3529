/**
 * The admin dashboard's styled building blocks: the kit's primitives (@exam/shared-ui/primitives, on the
 * shell's theme tokens) and the admin's own badge.
 */
import styled from 'styled-components';

export {
  Button,
  Card,
  CardHeader,
  Empty,
  ErrorText,
  Grid,
  Input,
  Label,
  Muted,
  Row,
  Select,
  Table,
  TableWrap,
  TextArea,
  VisuallyHidden,
} from '@exam/shared-ui/primitives';

/** A badge's colour: a status, neutral, primary (role), or a category's own (NEET, JEE). */
export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral' | 'primary' | 'neet' | 'jee';

/** The category badge tone of a book category. */
export const categoryTone = (category: string): BadgeTone => (category === 'NEET' ? 'neet' : 'jee');

export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 3px 10px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  border: 1px solid currentColor;
  /* primaryInk, not primary: primary text is 3.27:1 on the dark surface. The theme object
     is the shell's; an older shell may lack the token. */
  color: ${({ theme, $tone }) =>
    $tone === 'neutral'
      ? theme.colors.textMuted
      : $tone === 'primary'
        ? (theme.colors.primaryInk ?? theme.colors.primary)
        : theme.colors[$tone]};
`;
