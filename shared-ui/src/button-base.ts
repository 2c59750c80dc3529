/**
 * `ButtonBase`: a `<button>` with no look of its own (no border, background or padding), the font of its
 * parent and a pointer. The start of the buttons that are part of a bigger control rather than an action
 * (a question palette's cell, a section's tab, a thumbnail, a list row): the app extends it with
 * `styled(ButtonBase)` under the control's own name (docs/architecture.md "The pieces", UI kit). An action
 * is the kit's `Button` (`@exam/shared-ui/button`).
 */
import styled from 'styled-components';

export const ButtonBase = styled.button`
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;
