import styled from 'styled-components';
import { SECTION_LABELS } from '@exam/shared-contracts/constants';
import type { Book } from '@exam/shared-contracts/http';
import { Icon } from '../../../components/icons';
import { BookPrice } from '../../../components/book-card/book-price';
import { Panel } from './panel';

const Layout = styled(Panel)`
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
 * The book being bought (SPEC 2 "Purchase page": book details with its cover). Also drawn at build time
 * with the stand-in book of `templateBook` (the server fills in a real book's texts: prerender.tsx).
 */
export function BookSummary({ book }: { book: Book }) {
  return (
    <Layout aria-labelledby="book-title">
      {book.image ? (
        // The page's largest paint: the server preloads it too.
        <img src={book.image} alt={book.title} fetchPriority="high" />
      ) : (
        <div className="placeholder" role="img" aria-label={`${book.title} (no cover)`}>
          <Icon name="book" size={48} />
        </div>
      )}
      <div>
        <Tags>
          <span>{book.category}</span>
          {/* A section without a label is the build's template marker, kept as it is for the server to fill. */}
          <span>{SECTION_LABELS[book.section] ?? book.section}</span>
          <span>{book.pages ? `${book.pages} pages` : '200+ pages'}</span>
        </Tags>
        <h1 id="book-title">{book.title}</h1>
        <p>{book.description}</p>
        <BookPrice book={book} />
      </div>
    </Layout>
  );
}
