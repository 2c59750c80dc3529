import { Link, useSearchParams } from '@exam/web-platform/router';
import styled from 'styled-components';
import { Container, Page } from '../../../../components/layout';
import { BookGrid } from '../../../../components/book-grid';
import { useSearchT } from '../i18n';
import { useSearchBooksQuery } from '../api/search-api';
import { SearchFilters } from '../components/search-filters';
import {
  apiQueryOf,
  hasFilters,
  readSearchState,
  resultLine,
  searchParamsOf,
  type SearchState,
} from '../lib/search-params';
import { Button } from '@exam/shared-ui/button';

export { searchMessagesReady as messagesReady } from '../i18n';

const Head = styled.header`
  padding: clamp(1.5rem, 4vw, 2.5rem) 0 1rem;
  h1 {
    margin: 0 0 0.35rem;
    font-size: clamp(1.5rem, 4vw, 2.1rem);
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Status = styled.p`
  margin: 1rem 0;
  font-weight: 600;
  min-height: 1.5em;
`;

/**
 * /search: the header's search lands here. The query and the category,
 * section and subject filters live in the URL (`/search?q=organic&category=NEET`), so a reload or a shared
 * link shows the same results. The server ranks and filters (`GET /api/books/search`); results are compact
 * book cards with the catalogue's Buy/Read/Pending actions. The result count is announced (role status);
 * skeletons while loading, "No books match …" with Clear filters, and an error with Try again.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const t = useSearchT();
  const state = readSearchState(params);
  const apiQuery = apiQueryOf(state);
  const result = useSearchBooksQuery(apiQuery ?? {}, { skip: !apiQuery });
  const filtered = hasFilters(state);
  const update = (next: Partial<SearchState>) => setParams(searchParamsOf({ ...state, ...next }));

  let status = t('Type a title or a subject, or choose a filter.');
  if (apiQuery && result.isFetching) status = t('Searching…');
  else if (apiQuery && result.isError) status = t('The search failed.');
  else if (apiQuery && result.data) status = resultLine(state, result.data.books.length);

  const clearFilters = searchParamsOf({ q: state.q, category: null, section: null, subject: null });
  return (
    <Page>
      <Container>
        <Head>
          <h1>{state.q ? t('Results for “{q}”', { q: state.q }) : t('Find a book')}</h1>
          <p>{t('Search titles and descriptions; spelling mistakes are forgiven.')}</p>
        </Head>
        <SearchFilters state={state} onChange={update} />
        <Status role="status" aria-live="polite">
          {status}
        </Status>
        {apiQuery && (
          <BookGrid
            books={result.data?.books}
            isLoading={result.isFetching}
            isError={result.isError}
            onRetry={result.refetch}
            emptyTitle={resultLine(state, 0)}
            emptyText={t('Check the spelling, try another word, or search every class and subject.')}
            emptyAction={
              filtered ? (
                <Button
                  $variant="secondary"
                  $size="large"
                  as={Link}
                  to={`/search?${clearFilters.toString()}`}
                >
                  {t('Clear filters')}
                </Button>
              ) : (
                <Button $variant="secondary" $size="large" as={Link} to="/class11">
                  {t('Browse all books')}
                </Button>
              )
            }
            compact
            titleLevel={2}
          />
        )}
      </Container>
    </Page>
  );
}
