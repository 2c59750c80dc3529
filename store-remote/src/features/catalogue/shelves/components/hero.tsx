import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../../../components/layout';

const Band = styled.section`
  background:
    radial-gradient(circle at 85% 20%, rgba(96, 165, 250, 0.35), transparent 45%),
    linear-gradient(135deg, #312e81 0%, #4338ca 45%, #1d4ed8 100%);
  color: #fff;
  padding: clamp(2.5rem, 8vw, 5rem) 0;
  h1 {
    margin: 0 0 0.75rem;
    font-size: clamp(1.8rem, 5.5vw, 3rem);
    line-height: 1.15;
    max-width: 40rem;
  }
  p {
    margin: 0 0 1.75rem;
    font-size: clamp(1rem, 2.4vw, 1.2rem);
    color: #e0e7ff;
    max-width: 38rem;
  }
`;

const Eyebrow = styled.span`
  display: inline-block;
  margin-bottom: 0.9rem;
  padding: 0.3rem 0.8rem;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.14);
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.03em;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
`;

interface HeroProps {
  eyebrow?: string;
  title: ReactNode;
  text: ReactNode;
  actions?: ReactNode;
}

/** The coloured top band of a listing page (docs/domains/catalogue.md "Screens": every listing starts with a
 * hero). */
export function Hero({ eyebrow, title, text, actions }: HeroProps) {
  return (
    <Band>
      <Container>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        <p>{text}</p>
        {actions && <Actions>{actions}</Actions>}
      </Container>
    </Band>
  );
}
