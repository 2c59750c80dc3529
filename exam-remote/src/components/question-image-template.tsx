import styled from 'styled-components';
import { Frame } from './question-image';

/** The prerendered image: as wide as its box, as high as its own shape (its attributes' until it loads). */
const Whole = styled.img`
  && {
    width: 100%;
    height: auto;
  }
`;

/**
 * A question image in the server's HTML (the prerendered exam screen, before any script runs): the same frame
 * as {@link QuestionImage}'s, holding an `<img>` the browser fetches itself, by the attempt's resume cookie
 * (`srcSet` with `w` descriptors and `sizes` as the screen will lay it out, so it picks the width the screen
 * asks for; `width` × `height` px its shape at the fallback `src`'s width, and `ratio` the screen's, so its
 * place is the screen's while it loads and after). Every copy of the page (a theme's, a language's) names
 * the same URL with the same `sizes`, so the browser fetches it once, as it reads the HTML.
 */
export function QuestionImageTemplate({
  src,
  srcSet,
  sizes,
  width,
  height,
  ratio,
  alt,
  watermark,
}: {
  src: string;
  srcSet: string;
  sizes: string;
  width: string;
  height: string;
  /** The CSS aspect ratio of the image's place (`640 / 231.4`): QuestionImage's, so both boxes are equal. */
  ratio: string;
  alt: string;
  watermark: string;
}) {
  return (
    <Frame>
      <Whole
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        width={width}
        height={height}
        style={{ aspectRatio: ratio }}
        alt={alt}
        fetchPriority="high"
        draggable={false}
        data-watermark={watermark}
        data-question-image=""
        // The page's largest paint: in Hindi the face is fetched after it (docs/speed.md "Prerendered first paint").
        data-lead-image=""
      />
    </Frame>
  );
}
