import styled from 'styled-components';
import type { BookView } from '@exam/web-platform/prerender/file';
import type { BookFigure } from '@exam/shared-contracts/rules';
import { Icon } from '../../../../components/icons';
import { PriceText } from '../../../../components/book-card/book-price';
import { usePaymentT, type PaymentMessageId } from '../i18n';
import { Box } from './panel';
import { useDataLang } from '@exam/web-platform/i18n';
import type { BookTexts } from '../../../../lib/book-text';

const Layout = styled(Box)`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 9rem) minmax(0, 1fr);
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
  img,
  .placeholder {
    width: 100%;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border-radius: 10px;
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  .placeholder {
    display: grid;
    place-items: center;
  }
  @media (max-width: 480px) {
    img,
    .placeholder {
      max-width: 10rem;
    }
  }
  h1 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.35rem, 3.5vw, 1.8rem);
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 0.75rem;
    color: ${(p) => p.theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Tags = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  margin-bottom: 0.75rem;
  span {
    padding: 0.2rem 0.6rem;
    border-radius: 999px;
    font-size: 0.8rem;
    font-weight: 700;
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.text};
  }
`;

/**
 * The book being bought (docs/domains/purchases.md "Purchase page": book details with its cover), drawn from
 * its view (`bookView`: the texts already formatted; `figure`, the book's `bookFigure`, shown translated).
 * Also drawn at build time with `templateView`'s slot tokens: the per-book template the server fills in with
 * a real book's texts (prerender.tsx).
 */
export function BookSummary({
  view,
  texts,
  figure,
}: {
  view: BookView;
  texts?: BookTexts;
  figure?: BookFigure;
}) {
  const { slots } = view;
  const t = usePaymentT();
  const dataLang = useDataLang();
  // The page's language's title and description (a Hindi version when the admin gave one); a template's
  // slot tokens otherwise.
  const title = texts?.title ?? { text: slots.title, lang: dataLang };
  const description = texts?.description ?? { text: slots.description, lang: dataLang };
  // The book's figure in the page's language when the book is known (`figure`), else the view's words
  // (a build-time template's slot tokens are no message, so they stay as they are).
  const pages = figure ? t(...(figure as [PaymentMessageId, Record<string, number>])) : slots.pages;
  return (
    <Layout aria-labelledby="book-title">
      {view.cover ? (
        // The page's largest paint: the server preloads it too, and in Hindi the face is fetched after it.
        <img src={slots.image} alt={title.text} lang={title.lang} fetchPriority="high" data-lead-image="" />
      ) : (
        <div className="placeholder" role="img" aria-label={t('{title} (no cover)', { title: title.text })}>
          <Icon name="book" size={48} />
        </div>
      )}
      <div>
        <Tags>
          <span>{slots.category}</span>
          <span>{t(slots.section as PaymentMessageId)}</span>
          <span>{pages}</span>
        </Tags>
        <h1 id="book-title" lang={title.lang}>
          {title.text}
        </h1>
        <p lang={description.lang}>{description.text}</p>
        <PriceText
          free={view.free}
          price={view.discounted ? slots.priceDiscounted : slots.price}
          original={view.discounted ? slots.price : null}
        />
      </div>
    </Layout>
  );
}
