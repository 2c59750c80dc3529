import { memo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Dialog } from '@exam/shared-ui/dialog';
import { useExamT } from '../i18n';
import { Button } from '@exam/shared-ui/button';

const Row = styled.div`
  padding: 6px 14px 0;
`;

/**
 * The palette on a phone: a button ("Question palette", with how many are answered) opens it in a dialog;
 * choosing a question closes it. `children` gets the function that closes the drawer; it must render a
 * heading with the id `palette-drawer-title`, which names the dialog.
 * Memoised: the screen gives it stable callbacks, so a timer tick or a save's status does not draw it again.
 */
export const PaletteDrawer = memo(function PaletteDrawer({
  answered,
  total,
  disabled = false,
  children,
}: {
  /** How many are answered, of `total` (numbers, or a prerendered template's slot tokens). */
  answered: number | string;
  total: number | string;
  /** Drawn unusable (the server's HTML, before the screen's code runs: there is no palette yet). */
  disabled?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const t = useExamT();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Row>
      <Button
        $variant="secondary"
        $size="touch"
        type="button"
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {t('Question palette ({answered}/{total} answered)', { answered, total })}
      </Button>
      {open && (
        <Dialog titleId="palette-drawer-title" onClose={close} width={480} placement="center" inertPage>
          {children(close)}
          <Button $variant="secondary" $size="touch" type="button" onClick={close} style={{ marginTop: 14 }}>
            {t('Close')}
          </Button>
        </Dialog>
      )}
    </Row>
  );
});
