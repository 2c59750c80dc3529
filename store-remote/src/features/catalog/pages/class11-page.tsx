import { Link, useSearchParams } from '@exam/shared-contracts/router';
import styled from 'styled-components';
import { useGetBooksQuery } from '../api/books-api';
import { SecondaryButton } from '../../../components/buttons';
import { Block, Container, Page } from '../../../components/layout';
import { CategorySection } from '../components/category-section';
import { Class11Intro } from '../components/listing-intros';
import { describeFilter, filterBySubject, readListingFilter } from '../lib/filter-books';
import { HOME_LIMIT } from './home-page';

const FilterBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  flex-wrap: wrap;
  padding: 0.85rem 1rem;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  p {
    margin: 0;
    font-weight: 600;
  }
`;

/**
 * /class11 (SPEC 2 "Class 11"): hero, stats, three feature cards, and NEET and JEE grids of at most 8 books.
 * Honours the footer's `?category=` (one grid only) and `?subject=` (title/description match) links.
 */
export function Class11Page() {
  const [params] = useSearchParams();
  const filter = readListingFilter(params);
  const query = useGetBooksQuery('class11');
  const books = filterBySubject(query.data, filter.subject);
  const grid = {
    books,
    isLoading: query.isLoading,
    isError: query.isError,
    onRetry: query.refetch,
    limit: HOME_LIMIT,
  };
  const filterLine = describeFilter(filter);
  // A filtered grid can be empty although the section is not: say so rather than "check back soon".
  const emptyText = filterLine
    ? 'No materials match this filter yet. Clear the filter to see every book.'
    : undefined;

  return (
    <Page>
      <Class11Intro />
      {filterLine && (
        <Block aria-label="Active filter">
          <Container>
            <FilterBar role="status">
              <p>{filterLine}</p>
              <SecondaryButton as={Link} to="/class11">
                Clear filter
              </SecondaryButton>
            </FilterBar>
          </Container>
        </Block>
      )}
      {filter.category !== 'JEE' && (
        <CategorySection
          id="neet-title"
          title="NEET Study Materials"
          text="Biology, Physics and Chemistry for medical entrance."
          category="NEET"
          emptyTitle="No NEET Materials Yet"
          emptyText={emptyText}
          {...grid}
        />
      )}
      {filter.category !== 'NEET' && (
        <CategorySection
          id="jee-title"
          title="JEE Study Materials"
          text="Physics, Chemistry and Mathematics for engineering entrance."
          category="JEE"
          emptyTitle="No JEE Materials Yet"
          emptyText={emptyText}
          {...grid}
        />
      )}
    </Page>
  );
}
