import type { Section } from '@exam/shared-contracts/catalogue';
import { useGetBooksQuery } from '../api/books-api';
import { CategorySection } from './category-section';

/** One grid's words: its heading, the line under it, and the empty state's title. */
export interface GridWords {
  title: string;
  text: string;
  empty: string;
}

/**
 * A listing page's two grids of one section's books, NEET then JEE (docs/domains/catalogue.md "Screens": the
 * client filters the section by category), every book shown, with loading, error (Retry) and empty states.
 */
export function ExamGrids({ section, neet, jee }: { section: Section; neet: GridWords; jee: GridWords }) {
  const query = useGetBooksQuery(section);
  const grid = {
    books: query.data,
    isLoading: query.isLoading,
    isError: query.isError,
    onRetry: query.refetch,
  };
  const words = { NEET: neet, JEE: jee } as const;
  return (
    <>
      {(['NEET', 'JEE'] as const).map((category) => (
        <CategorySection
          key={category}
          id={`${category.toLowerCase()}-title`}
          title={words[category].title}
          text={words[category].text}
          category={category}
          emptyTitle={words[category].empty}
          {...grid}
        />
      ))}
    </>
  );
}
