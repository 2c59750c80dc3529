import { PaletteLegend } from '../../../components/palette-legend';

/**
 * NTA's general instructions for the CBT, as they apply to this screen: the server's clock, the palette's
 * five states (with the legend), moving between questions and sections, answering, and what is recorded.
 */
export function GeneralInstructions() {
  return (
    <>
      <ol>
        <li>
          The clock is kept by the server. The countdown at the top right of the screen shows the time left;
          when it reaches zero the test is submitted by itself.
        </li>
        <li>The question palette shows the state of each question with these symbols:</li>
      </ol>
      <PaletteLegend />
      <ol start={3}>
        <li>
          Choosing a question number in the palette opens that question directly. It does <strong>not</strong>{' '}
          save your answer to the current question.
        </li>
        <li>
          <strong>Save &amp; Next</strong> saves your answer and opens the next question.{' '}
          <strong>Mark for Review &amp; Next</strong> saves your answer, marks the question for review and
          opens the next one. An answer marked for review is evaluated.
        </li>
        <li>
          For a multiple-choice question choose an option (Option 1 to 4, or A to D); for some questions more
          than one option may be correct. For a numerical question type the answer or use the on-screen
          keypad. <strong>Clear Response</strong> removes your answer.
        </li>
        <li>The sections are shown at the top of the screen; choose one to open its first question.</li>
        <li>
          Every answer you save is kept on this device until the server has it: if your connection drops, keep
          going and it is sent when you are back online. Leaving the test&apos;s tab or full screen is
          recorded.
        </li>
      </ol>
    </>
  );
}
