import styled, { css, keyframes } from 'styled-components';
import { PHONE_MAX } from '../layout';

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

/** Card frame; fades in `index * 0.1 s` after the previous one (docs/domains/catalogue.md "Book card"). */
/** Phones (≤ {@link PHONE_MAX} px), two cards a row: a compact card at most 360 px tall. */
const phone = (rules: ReturnType<typeof css>) => css`
  @media (max-width: ${PHONE_MAX}px) {
    ${rules}
  }
`;

export const CardFrame = styled.article<{ $delay: number }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: ${(p) => p.theme.shadow};
  overflow: hidden;
  animation: ${fadeIn} 0.45s ease both;
  animation-delay: ${(p) => p.$delay}s;
  transition:
    transform 0.2s ease,
    border-color 0.2s ease;
  &:hover {
    transform: translateY(-3px);
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

export const Cover = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  background: ${(p) => p.theme.colors.surfaceAlt};
  picture {
    display: block;
    width: 100%;
    height: 100%;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

export const Placeholder = styled.div<{ $category: string }>`
  width: 100%;
  height: 100%;
  display: grid;
  place-items: center;
  color: ${(p) => p.theme.colors.text};
  background: linear-gradient(
    135deg,
    ${(p) => (p.$category === 'NEET' ? p.theme.colors.neet : p.theme.colors.jee)}55,
    ${(p) => p.theme.colors.primary}44
  );
`;

export const Chip = styled.span<{ $category: string }>`
  position: absolute;
  top: 0.6rem;
  left: 0.6rem;
  padding: 0.2rem 0.6rem;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 800;
  letter-spacing: 0.04em;
  color: #0b1220;
  background: ${(p) => (p.$category === 'NEET' ? '#6ee7b7' : '#93c5fd')};
  ${phone(css`
    top: 0.4rem;
    left: 0.4rem;
    padding: 0.1rem 0.45rem;
    font-size: 0.7rem;
  `)}
`;

export const Rating = styled.span`
  position: absolute;
  top: 0.6rem;
  right: 0.6rem;
  padding: 0.2rem 0.55rem;
  border-radius: 999px;
  font-size: 0.78rem;
  font-weight: 700;
  color: #fff;
  background: rgba(15, 23, 42, 0.78);
  ${phone(css`
    top: 0.4rem;
    right: 0.4rem;
    padding: 0.1rem 0.4rem;
    font-size: 0.7rem;
  `)}
`;

export const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 1rem 1.1rem 1.15rem;
  h2,
  h3 {
    margin: 0;
    font-size: 1.08rem;
    line-height: 1.35;
    overflow-wrap: anywhere;
    a {
      color: inherit;
      text-decoration: none;
    }
    a:hover {
      text-decoration: underline;
    }
  }
  ${phone(css`
    gap: 0.4rem;
    padding: 0.6rem 0.6rem 0.7rem;
    h2,
    h3 {
      font-size: 0.9rem;
      line-height: 1.3;
      /* Three lines at most: a long title must not make its row taller than the phone's screen. */
      display: -webkit-box;
      -webkit-line-clamp: 3;
      -webkit-box-orient: vertical;
      overflow: hidden;
    }
  `)}
`;

/** The blurb: three lines; left out of compact cards (search results) and of every card on a phone. */
export const Description = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 0.92rem;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  ${phone(css`
    display: none;
  `)}
`;

export const Meta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  flex-wrap: wrap;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.textMuted};
  ${phone(css`
    font-size: 0.75rem;
    gap: 0.3rem;
  `)}
`;

const BADGE_COLOURS: Record<string, 'success' | 'warning' | 'danger' | 'primary' | 'accent'> = {
  Purchased: 'success',
  Free: 'success',
  Pending: 'warning',
  Rejected: 'danger',
  'Admin Access': 'primary',
};

export const Badge = styled.span<{ $label: string }>`
  padding: 0.15rem 0.55rem;
  border-radius: 6px;
  font-weight: 700;
  font-size: 0.78rem;
  color: ${(p) => p.theme.colors[BADGE_COLOURS[p.$label] ?? 'accent']};
  border: 1px solid currentColor;
  ${(p) => (p.theme.mode === 'dark' && BADGE_COLOURS[p.$label] === 'primary' ? 'color: #a5b4fc;' : '')}
`;

export const ActionRow = styled.div`
  margin-top: auto;
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  > * {
    flex: 1 1 8rem;
  }
  ${phone(css`
    gap: 0.35rem;
    > * {
      flex-basis: 100%;
      padding: 0.45rem 0.5rem;
      font-size: 0.82rem;
    }
  `)}
`;

export const Pages = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
`;
