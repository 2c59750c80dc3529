import styled from 'styled-components';
import { PHONE_MAX } from '../layout';
import type { Book } from '@exam/shared-contracts/catalogue';
import { formatRupees } from '@exam/shared-contracts/rules';
import { useStoreT } from '../../lib/i18n';

const Wrap = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  flex-wrap: wrap;
  strong {
    font-size: 1.35rem;
    color: ${(p) => p.theme.colors.text};
  }
  s {
    color: ${(p) => p.theme.colors.textMuted};
  }
  @media (max-width: ${PHONE_MAX}px) {
    gap: 0.35rem;
    font-size: 0.85rem;
    strong {
      font-size: 1.05rem;
    }
  }
`;

/** The price a buyer pays (rupees): the discounted price when set and lower, else the price. */
export function effectivePrice(book: Pick<Book, 'price' | 'priceDiscounted'>): number {
  return book.priceDiscounted != null && book.priceDiscounted < book.price
    ? book.priceDiscounted
    : book.price;
}

/**
 * A price as drawn (texts already formatted with ₹): "Free", else the price paid (`price`) with the
 * original struck through when there is one (`original`). The payment page's per-book template draws it
 * with slot tokens (prerender.tsx).
 */
export function PriceText({
  free,
  price,
  original,
}: {
  free: boolean;
  price: string;
  original: string | null;
}) {
  const t = useStoreT();
  if (free) {
    return (
      <Wrap>
        <strong>{t('Free')}</strong>
      </Wrap>
    );
  }
  return (
    <Wrap>
      <strong>{price}</strong>
      {original !== null && <s aria-label={t('Original price {price}', { price: original })}>{original}</s>}
    </Wrap>
  );
}

/**
 * A book's price with ₹ (docs/domains/catalogue.md "Book card", "Rules and limits"): "Free" for free books,
 * else the discounted price with the original struck through when a discount is set.
 */
export function BookPrice({ book }: { book: Pick<Book, 'price' | 'priceDiscounted' | 'isFree'> }) {
  const price = effectivePrice(book);
  return (
    <PriceText
      free={book.isFree}
      price={formatRupees(price)}
      original={price < book.price ? formatRupees(book.price) : null}
    />
  );
}
