import { FitSwitch } from './fit-switch';
import { Frame } from './question-image';
import { Flow } from './question-reflow';

const nothing = () => undefined;

/**
 * A reflowed question in the server's HTML (the prerendered exam screen of a candidate reading with Fit to
 * screen, before any script runs): the frame, its Fit to screen switch (on, disabled until the screen's code
 * runs) and the reflow's box as QuestionImage draws them, with `reflowHtml`'s token where the server puts the
 * reflow it drew at the candidate's box width (shared-contracts reflow-markup.ts), and `seedHtml`'s where it
 * puts what the screen takes over from. So the question is in the HTML at the screen's size and place.
 */
export function QuestionReflowTemplate({
  alt,
  reflowHtml,
  seedHtml,
}: {
  alt: string;
  reflowHtml: string;
  seedHtml: string;
}) {
  return (
    <Frame data-question-frame="">
      <FitSwitch on onChange={nothing} disabled />
      <Flow role="img" aria-label={alt} data-question-reflow="">
        {reflowHtml}
      </Flow>
      {seedHtml}
    </Frame>
  );
}
