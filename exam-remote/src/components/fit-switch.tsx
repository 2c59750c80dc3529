import type { ReactElement } from 'react';
import styled from 'styled-components';
import { useAppT } from '../lib/i18n';
import { Button } from '@exam/shared-ui/button';

/** The switch's height, CSS px. */
const SWITCH_HEIGHT_PX = 26;
/** How far the switch reaches below the frame's top border (CSS px; placed from the padding edge): the
 * frame's top padding on a phone. */
export const FIT_SWITCH_OVERHANG_PX = 14;

/**
 * Fit to screen (the reflow) or the question as printed: a small toggle on the frame's top left corner,
 * mostly over its border and padding like Enlarge, so its coming moves nothing on the screen.
 */
const Switch = styled(Button).attrs({ $variant: 'secondary', $size: 'touch' } as const)`
  position: absolute;
  top: -${SWITCH_HEIGHT_PX - FIT_SWITCH_OVERHANG_PX}px;
  left: 8px;
  z-index: 1;
  min-height: 0;
  height: ${SWITCH_HEIGHT_PX}px;
  padding: 0 10px;
  font-size: 0.8rem;
  line-height: 1;
`;

/** The Fit to screen switch of a question frame (`on`: reflowed), in the page's language. */
export function FitSwitch({
  on,
  onChange,
  disabled,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  /** The prerendered screen's switch, before the screen's code runs. */
  disabled?: boolean;
}): ReactElement {
  const t = useAppT();
  return (
    <Switch
      type="button"
      aria-pressed={on}
      disabled={disabled}
      onClick={(e) => {
        // Not a tap on the question: the frame would open it enlarged.
        e.stopPropagation();
        onChange(!on);
      }}
    >
      {t('Fit to screen')}
    </Switch>
  );
}
