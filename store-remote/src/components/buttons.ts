import styled, { css } from 'styled-components';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  padding: 0.7rem 1.25rem;
  border-radius: 10px;
  font-weight: 700;
  font-size: 0.95rem;
  text-decoration: none;
  cursor: pointer;
  border: 1px solid transparent;
  transition:
    filter 0.15s ease,
    transform 0.15s ease,
    border-color 0.15s ease;
  &:active:not(:disabled):not([aria-disabled='true']) {
    transform: translateY(1px);
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

/** Main action (Buy Now, Read Now, Submit). Works as `<button>` or, with `as={Link}`, as a link. */
export const PrimaryButton = styled.button`
  ${base}
  background: ${(p) => p.theme.colors.primaryFill};
  color: ${(p) => p.theme.colors.primaryText} !important;
  &:hover:not(:disabled):not([aria-disabled='true']) {
    filter: brightness(1.12);
  }
`;

/** Secondary action (View Details, Copy, Clear filter). */
export const SecondaryButton = styled.button`
  ${base}
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.text} !important;
  border-color: ${(p) => p.theme.colors.border};
  &:hover:not(:disabled) {
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

/** The pending state (docs/domains/purchases.md "Payment states": a disabled Payment Pending button). */
export const PendingButton = styled.button`
  ${base}
  background: transparent;
  color: ${(p) => p.theme.colors.warning};
  border-color: ${(p) => p.theme.colors.warning};
`;

/** A big light button on a coloured hero. */
export const HeroButton = styled.a<{ $variant?: 'solid' | 'outline' }>`
  ${base}
  padding: 0.85rem 1.6rem;
  font-size: 1rem;
  border-radius: 999px;
  ${(p) =>
    p.$variant === 'outline'
      ? css`
          color: #fff !important;
          border-color: rgba(255, 255, 255, 0.75);
          background: rgba(255, 255, 255, 0.08);
          &:hover {
            background: rgba(255, 255, 255, 0.18);
          }
        `
      : css`
          color: #312e81 !important;
          background: #fff;
          &:hover {
            filter: brightness(0.95);
          }
        `}
`;
