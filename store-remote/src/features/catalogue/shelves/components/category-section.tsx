import type { Book, Category } from '@exam/shared-contracts/catalogue';
import { BookGrid } from '../../../../components/book-grid';
import { Block, Container, Heading } from '../../../../components/layout';

interface CategorySectionProps {
  id: string;
  title: string;
  text: string;
  category: Category;
  books: Book[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyTitle: string;
  emptyText?: string;
  limit?: number;
}

/** One category's grid on a listing page (docs/domains/catalogue.md "Screens": the client filters each
 * section's books by NEET or JEE). */
export function CategorySection({ id, title, text, category, books, limit, ...grid }: CategorySectionProps) {
  return (
    <Block aria-labelledby={id}>
      <Container>
        <Heading>
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
        </Heading>
        <BookGrid books={books?.filter((book) => book.category === category)} limit={limit} {...grid} />
      </Container>
    </Block>
  );
}
