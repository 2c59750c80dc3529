import { Link, Navigate, useSearchParams } from '@exam/web-platform/router';
import styled from 'styled-components';
import { useGetBooksQuery } from '../api/books-api';
import { Block, Container, Page } from '../../../../components/layout';
import { useStoreT } from '../../../../lib/i18n';
import { CategorySection } from '../components/category-section';
import { Class11Intro } from '../components/listing-intros';
import { describeFilter, readListingFilter, subjectSearchPath } from '../lib/filter-books';
import { HOME_LIMIT } from './home-page';
import { Button } from '@exam/shared-ui/button';

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
 * /class11 (docs/domains/catalogue.md "Class 11"): hero, stats, three feature cards, and NEET and JEE grids
 * of at most 8 books. Honours the footer's `?category=` (one grid only); its `?subject=` links are answered
 * by the search (`/search?subject=…`, the address replaced), which knows each book's subject in every
 * section.
 */
export function Class11Page() {
  const [params] = useSearchParams();
  const filter = readListingFilter(params);
  const t = useStoreT();
  const subjectSearch = subjectSearchPath(filter);
  const query = useGetBooksQuery('class11', { skip: subjectSearch !== null });
  const grid = {
    books: query.data,
    isLoading: query.isLoading,
    isError: query.isError,
    onRetry: query.refetch,
    limit: HOME_LIMIT,
  };
  const filterLine = describeFilter(filter);
  // A filtered grid can be empty although the section is not: say so rather than "check back soon".
  const emptyText = filterLine
    ? t('No materials match this filter yet. Clear the filter to see every book.')
    : undefined;

  if (subjectSearch) return <Navigate to={subjectSearch} replace />;
  return (
    <Page>
      <Class11Intro />
      {filterLine && (
        <Block aria-label={t('Active filter')}>
          <Container>
            <FilterBar role="status">
              <p>{filterLine}</p>
              <Button $variant="secondary" $size="large" as={Link} to="/class11">
                {t('Clear filter')}
              </Button>
            </FilterBar>
          </Container>
        </Block>
      )}
      {filter.category !== 'JEE' && (
        <CategorySection
          id="neet-title"
          title={t('NEET Study Materials')}
          text={t('Biology, Physics and Chemistry for medical entrance.')}
          category="NEET"
          emptyTitle={t('No NEET Materials Yet')}
          emptyText={emptyText}
          {...grid}
        />
      )}
      {filter.category !== 'NEET' && (
        <CategorySection
          id="jee-title"
          title={t('JEE Study Materials')}
          text={t('Physics, Chemistry and Mathematics for engineering entrance.')}
          category="JEE"
          emptyTitle={t('No JEE Materials Yet')}
          emptyText={emptyText}
          {...grid}
        />
      )}
    </Page>
  );
}
