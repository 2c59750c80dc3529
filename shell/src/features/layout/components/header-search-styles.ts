import styled from 'styled-components';
import { IconButton, MOBILE_MAX } from './header-styles';

/** The phone's Search button (hidden from 768 px, where the form is always shown). */
export const SearchToggle = styled(IconButton)`
  font-size: 1.35rem;
  @media (min-width: ${MOBILE_MAX + 1}px) {
    display: none;
  }
`;

/**
 * The search form: inline in the bar from 768 px; on a phone a full-width sheet under the bar, shown while
 * `$open`. The label is for screen readers only (the field's placeholder says the same).
 */
export const SearchForm = styled.form<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.35rem;
  min-width: 0;
  label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  @media (max-width: ${MOBILE_MAX}px) {
    display: ${(p) => (p.$open ? 'flex' : 'none')};
    order: 9;
    flex-basis: 100%;
    padding: 0.25rem 0 0.5rem;
  }
`;

export const SearchField = styled.input`
  width: clamp(9rem, 16vw, 15rem);
  min-width: 0;
  height: 2.5rem;
  padding: 0 0.75rem;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  &::placeholder {
    color: ${(p) => p.theme.colors.textMuted};
    opacity: 1;
  }
  @media (max-width: ${MOBILE_MAX}px) {
    flex: 1;
    width: auto;
  }
`;

export const SearchButton = styled.button`
  height: 2.5rem;
  padding: 0 0.9rem;
  border-radius: 10px;
  border: 1px solid transparent;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  color: ${(p) => p.theme.colors.primaryText};
  background: ${(p) => p.theme.colors.primaryFill};
  &:hover {
    filter: brightness(1.1);
  }
`;
