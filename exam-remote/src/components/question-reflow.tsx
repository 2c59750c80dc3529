import type { CSSProperties, ReactElement } from 'react';
import styled from 'styled-components';
import type { QuestionLayout } from '@exam/shared-contracts/exams';
import {
  REFLOW_CSS,
  reflowParagraphs,
  reflowPieceStyle,
  reflowScale,
  type ReflowPiece,
} from '@exam/shared-contracts/exams/screen';

/** The reflowed question; its first line clear of the frame's Fit to screen switch. */
export const Flow = styled.div`
  ${REFLOW_CSS.flow}
`;

/** A paragraph: its words wrap at the box's width, their letters on one baseline. */
const Para = styled.div`
  ${REFLOW_CSS.para}
`;

/** A figure, a table or a tall formula, whole: it alone scrolls sideways when wider than the screen. */
const Block = styled.div`
  ${REFLOW_CSS.block}
  > span {
    ${REFLOW_CSS.blockPiece}
  }
`;

const Piece = styled.span`
  ${REFLOW_CSS.piece}
`;

/**
 * A question reflowed at its box's width (docs/domains/exams.md "Reading a question on a phone"): every
 * word a piece of the marked image `url` (the layout's width; null: its place only, while it loads), drawn at {@link reflowScale} so its usual
 * line is 20 CSS px, wrapped in paragraphs as the layout says; figures and tables whole. Nothing of the
 * question is text in the page: each piece is the image's pixels, with the candidate's hidden mark.
 */
export function QuestionReflow({
  url,
  layout,
  alt,
  width,
}: {
  /** The wide image's URL; null while it loads: the pieces keep their places, empty. */
  url: string | null;
  layout: QuestionLayout;
  alt: string;
  /** The reflow's width, CSS px: a word wider than it scrolls sideways alone. */
  width: number;
}): ReactElement {
  const style = (p: ReflowPiece, inline: boolean): CSSProperties => ({
    ...reflowPieceStyle(layout, p, url ?? '', inline),
    ...(url === null ? { backgroundImage: 'none' } : {}),
  });
  const s = reflowScale(layout);
  return (
    <Flow
      role="img"
      aria-label={alt}
      data-question-reflow=""
      data-reflow-empty={url === null ? '' : undefined}
    >
      {reflowParagraphs(layout, width / s).map((para, i) =>
        para.block ? (
          <Block key={i}>
            {para.pieces.map((p, j) => (
              <Piece key={j} aria-hidden="true" data-reflow-block="" style={style(p, false)} />
            ))}
          </Block>
        ) : (
          <Para key={i}>
            {para.pieces.map((p, j) => (
              <Piece key={j} aria-hidden="true" data-reflow-word="" style={style(p, true)} />
            ))}
          </Para>
        ),
      )}
    </Flow>
  );
}
