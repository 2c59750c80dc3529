import { COVER_SIZES, coverSrcSets } from '@exam/shared-contracts/constants/covers';

/** Cards in the first row of a grid: their covers are the page's largest paint, so they load first. */
export const EAGER_COVERS = 4;

interface BookCoverProps {
  image: string;
  title: string;
  /** Position in its grid: the first row loads eagerly with high priority, the rest lazily. */
  index: number;
  /** The title's language when it differs from the page's (`useDataLang`). */
  lang?: string;
}

/**
 * A book's cover: AVIF, then WebP, at the width the card is drawn
 * (COVER_SIZES), with the original as the fallback `<img>`. Width and height are given (16:10), so the card
 * does not move when the image arrives.
 */
export function BookCover({ image, title, index, lang }: BookCoverProps) {
  const sets = coverSrcSets(image);
  const eager = index < EAGER_COVERS;
  const img = (
    <img
      src={image}
      alt={title}
      lang={lang}
      width={320}
      height={200}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'low'}
      decoding="async"
    />
  );
  if (!sets) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={sets.avif} sizes={COVER_SIZES} />
      <source type="image/webp" srcSet={sets.webp} sizes={COVER_SIZES} />
      {img}
    </picture>
  );
}
