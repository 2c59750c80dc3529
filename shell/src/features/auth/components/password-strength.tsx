import { PASSWORD_STRENGTH_LABELS } from '@exam/shared-contracts/constants';
import styled from 'styled-components';

const Meter = styled.div<{ $score: number }>`
  display: grid;
  gap: 0.3rem;
  font-size: 0.85rem;
  .bars {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    gap: 4px;
  }
  .bars span {
    height: 4px;
    border-radius: 2px;
    background: ${(p) => p.theme.colors.border};
  }
  .bars span.on {
    background: ${(p) => (p.$score >= 3 ? p.theme.colors.success : p.theme.colors.danger)};
  }
`;

/**
 * The strength of the password being typed (zxcvbn score 0 to 4), shown before submitting: four
 * bars and "Password strength: <label>", and the rule's refusal when there is one.
 */
export function PasswordStrength({ score, error }: { score: number; error: string | null }) {
  return (
    <Meter $score={score} aria-live="polite">
      <div className="bars" aria-hidden="true">
        {[1, 2, 3, 4].map((n) => (
          <span key={n} className={score >= n ? 'on' : undefined} />
        ))}
      </div>
      <span>Password strength: {PASSWORD_STRENGTH_LABELS[score]}</span>
      {error && <span>{error}</span>}
    </Meter>
  );
}
