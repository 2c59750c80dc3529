import styled from 'styled-components';
import type { ExamFitSlot, ExamSlot } from '@exam/web-platform/prerender/file';
import { QuestionImageTemplate } from '../../../components/question-image-template';
import { QuestionReflowTemplate } from '../../../components/question-reflow-template';
import { useExamT } from '../i18n';
import { PALETTE_COLUMN_PX, WIDE_MIN_PX } from '../../../lib/exam-sizes';
import { questionImageSizes } from '../lib/early-question-image';
import { ActionBar } from './action-bar';
import { ExamHeader } from './exam-header';
import { Body, PaletteColumn, QuestionColumn, QuestionScroll, Surface } from './exam-layout';
import { PaletteDrawer } from './palette-drawer';
import { QuestionHead } from './question-panel';
import { SectionBar } from './section-bar';

/**
 * The screen's body as it lays itself out by the window's width (the screen asks the same media query,
 * useWideScreen): the palette's column beside the question on a wide screen, its drawer's button on a phone.
 */
const TemplateBody = styled(Body)`
  > aside {
    display: none;
  }
  @media (min-width: ${WIDE_MIN_PX}px) {
    grid-template-columns: minmax(0, 1fr) ${PALETTE_COLUMN_PX}px;
    > aside {
      display: block;
    }
    [data-palette-drawer] {
      display: none;
    }
  }
`;

const nothing = () => undefined;

/**
 * The exam screen of an open attempt as the server's HTML shows it when the candidate comes back to it (a
 * reload, a reopened tab): drawn by the exam remote's build with `view`'s slot tokens and filled by the
 * server (shared-contracts exam-template.ts). The same parts as the screen (header, the current section's
 * tab, the palette's button, the question's heading, the action bar; its buttons disabled), so the current
 * question's marked image, the screen's largest paint, is at the same place and size before and after the
 * screen's code runs. What the server cannot write in every language (the question's type and marks) keeps
 * its line, blank. Its reflowed variant (a `view` with `reflowHtml`) draws the question reflowed, as the screen
 * does for a candidate reading with Fit to screen.
 */
export function ExamTemplate({
  view,
}: {
  /** Slot tokens; with the reflowed variant's (`reflowHtml`), the question is drawn reflowed. */
  view: Record<ExamSlot, string> & Partial<Record<ExamFitSlot, string>>;
}) {
  const t = useExamT();
  const title = t('Question {number}', { number: view.number });
  return (
    <Surface data-testid="exam-template">
      <ExamHeader
        title={view.title}
        titleLang="en"
        candidate={view.candidate}
        remainingMs={0}
        prerendered={{ clock: view.clock }}
        queue={null}
      />
      <SectionBar
        sections={[{ name: view.section, answered: view.sectionAnswered, total: view.sectionTotal }]}
        active={view.section}
        onSelect={nothing}
        disabled
      />
      <TemplateBody>
        <QuestionColumn aria-label={t('Question')}>
          <div data-palette-drawer="">
            <PaletteDrawer answered={view.answered} total={view.total} disabled>
              {() => null}
            </PaletteDrawer>
          </div>
          <QuestionScroll>
            <QuestionHead title={title} place={view.place} detail={'\u00a0'} />
            {view.reflowHtml !== undefined ? (
              <QuestionReflowTemplate
                alt={title}
                reflowHtml={view.reflowHtml}
                seedHtml={view.seedHtml ?? ''}
              />
            ) : (
              <QuestionImageTemplate
                src={view.imageSrc}
                srcSet={view.imageSrcset}
                sizes={questionImageSizes()}
                width={view.imageWidth}
                height={view.imageHeight}
                ratio={view.imageRatio}
                alt={title}
                watermark={view.watermark}
              />
            )}
          </QuestionScroll>
          <ActionBar
            disabled
            onSaveNext={nothing}
            onMarkNext={nothing}
            onClear={nothing}
            onBack={nothing}
            onNext={nothing}
            onSubmit={nothing}
          />
        </QuestionColumn>
        <PaletteColumn aria-label={t('Question palette')} />
      </TemplateBody>
    </Surface>
  );
}
