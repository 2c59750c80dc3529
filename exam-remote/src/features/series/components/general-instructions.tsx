import { PaletteLegend } from '../../../components/palette-legend';
import { RichText } from '@exam/shared-ui/rich-text';
import { useTestsT } from '../i18n';

const bold = (text: string) => <strong>{text}</strong>;

/**
 * NTA's general instructions for the CBT, as they apply to this screen: the server's clock, the palette's
 * five states (with the legend), moving between questions and sections, answering, and what is recorded.
 */
export function GeneralInstructions() {
  const t = useTestsT();
  return (
    <>
      <ol>
        <li>
          {t(
            'The clock is kept by the server. The countdown at the top right of the screen shows the time left; when it reaches zero the test is submitted by itself.',
          )}
        </li>
        <li>{t('The question palette shows the state of each question with these symbols:')}</li>
      </ol>
      <PaletteLegend />
      <ol start={3}>
        <li>
          <RichText
            text={t(
              'Choosing a question number in the palette opens that question directly. It does <0>not</0> save your answer to the current question.',
            )}
            parts={[bold]}
          />
        </li>
        <li>
          <RichText
            text={t(
              '<0>Save & Next</0> saves your answer and opens the next question. <1>Mark for Review & Next</1> saves your answer, marks the question for review and opens the next one. An answer marked for review is evaluated.',
            )}
            parts={[bold, bold]}
          />
        </li>
        <li>
          <RichText
            text={t(
              'For a multiple-choice question choose an option, named as the paper prints it ((1) to (4), or (A) to (D)); for some questions more than one option may be correct. For a numerical question type the answer or use the on-screen keypad. <0>Clear Response</0> removes your answer.',
            )}
            parts={[bold]}
          />
        </li>
        <li>
          {t('The sections are shown at the top of the screen; choose one to open its first question.')}
        </li>
        <li>
          {t(
            "Every answer you save is kept on this device until the server has it: if your connection drops, keep going and it is sent when you are back online. Leaving the test's tab or full screen is recorded.",
          )}
        </li>
      </ol>
    </>
  );
}
