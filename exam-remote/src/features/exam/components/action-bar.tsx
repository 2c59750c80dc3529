import { memo } from 'react';
import styled from 'styled-components';
import { useExamT } from '../i18n';
import { Button } from '@exam/shared-ui/button';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 10px 14px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  > div:last-child {
    margin-left: auto;
  }
  button {
    min-height: 44px;
    padding: 0.5rem 0.8rem;
  }
  /* A phone keeps the question in view: two rows of compact buttons across the width. */
  @media (max-width: 599px) {
    gap: 6px;
    padding: 6px 8px;
    > div {
      width: 100%;
      flex-wrap: nowrap;
      gap: 6px;
    }
    button {
      flex: 1 1 0;
      min-width: 0;
      min-height: 42px;
      padding: 0.3rem 0.35rem;
      font-size: 0.78rem;
      line-height: 1.15;
    }
  }
`;

const Save = styled(Button).attrs({ $variant: 'primary', $size: 'touch' } as const)`
  background: #15803d;
`;
const Mark = styled(Button).attrs({ $variant: 'primary', $size: 'touch' } as const)`
  background: #6d28d9;
`;

/**
 * NTA's buttons under the question: Save & Next and Mark for Review & Next (the only ways to save a
 * choice), Clear Response, Back and Next (moves that do not save), and Submit.
 * Memoised: the screen gives it stable callbacks, so a timer tick or a save's status does not draw it again.
 */
export const ActionBar = memo(function ActionBar({
  disabled,
  onSaveNext,
  onMarkNext,
  onClear,
  onBack,
  onNext,
  onSubmit,
}: {
  disabled: boolean;
  onSaveNext: () => void;
  onMarkNext: () => void;
  onClear: () => void;
  onBack: () => void;
  onNext: () => void;
  onSubmit: () => void;
}) {
  const t = useExamT();
  return (
    <Bar role="group" aria-label={t('Answer actions')}>
      <div>
        <Save type="button" disabled={disabled} onClick={onSaveNext}>
          {t('Save & Next')}
        </Save>
        <Mark type="button" disabled={disabled} onClick={onMarkNext}>
          {t('Mark for Review & Next')}
        </Mark>
        <Button $variant="secondary" $size="touch" type="button" disabled={disabled} onClick={onClear}>
          {t('Clear Response')}
        </Button>
      </div>
      <div>
        <Button $variant="secondary" $size="touch" type="button" disabled={disabled} onClick={onBack}>
          {t('Back')}
        </Button>
        <Button $variant="secondary" $size="touch" type="button" disabled={disabled} onClick={onNext}>
          {t('Next')}
        </Button>
        <Button $variant="primary" $size="touch" type="button" disabled={disabled} onClick={onSubmit}>
          {t('Submit')}
        </Button>
      </div>
    </Bar>
  );
});
