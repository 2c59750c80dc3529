import { PASSWORD_STRENGTH_LABELS } from '@exam/shared-contracts/constants';
import styled from 'styled-components';
import { useShellT } from '../../../lib/i18n';
import { STRENGTH_MESSAGES } from '../lib/password-messages';
import { showText, type Shown } from '../lib/shown';

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
export function PasswordStrength({ score, error }: { score: number; error: Shown | null }) {
  const t = useShellT();
  const label = t(STRENGTH_MESSAGES[PASSWORD_STRENGTH_LABELS[score]]);
  return (
    <Meter $score={score} aria-live="polite">
      <div className="bars" aria-hidden="true">
        {[1, 2, 3, 4].map((n) => (
          <span key={n} className={score >= n ? 'on' : undefined} />
        ))}
      </div>
      <span>{t('Password strength: {label}', { label })}</span>
      {error && <span>{showText(t, error)}</span>}
    </Meter>
  );
}
