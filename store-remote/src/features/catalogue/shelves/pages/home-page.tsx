import { useSelector } from 'react-redux';
import { Link } from '@exam/web-platform/router';
import styled from 'styled-components';
import { selectUser } from '@exam/web-platform/client';
import { BookGrid } from '../../../../components/book-grid';
import { useGetBooksQuery } from '../api/books-api';
import { Block, Container, Heading, Page } from '../../../../components/layout';
import { useStoreT } from '../../../../lib/i18n';
import { Hero } from '../components/hero';
import { GuestHomeHero, HomeFeatures } from '../components/listing-intros';
import { Button } from '@exam/shared-ui/button';

/** Home and Class 11 grids show at most 8 books (docs/domains/catalogue.md "Rules and limits"). */
export const HOME_LIMIT = 8;

const Closing = styled.section`
  margin-top: clamp(2.5rem, 6vw, 4rem);
  padding: clamp(2rem, 6vw, 3rem) 1.5rem;
  border-radius: ${(p) => p.theme.radius};
  text-align: center;
  color: #fff;
  background: linear-gradient(135deg, #4338ca, #1d4ed8);
  h2 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.4rem, 4vw, 2rem);
  }
  p {
    margin: 0 0 1.5rem;
    color: #e0e7ff;
  }
  div {
    display: flex;
    gap: 0.75rem;
    justify-content: center;
    flex-wrap: wrap;
  }
`;

/**
 * Home (guests) or Dashboard (signed in) at / (docs/domains/catalogue.md "Home"): hero, stats, four feature
 * cards, the first 8 books of the home section, and a closing call to action.
 */
export function HomePage() {
  const user = useSelector(selectUser);
  const books = useGetBooksQuery('home');
  const t = useStoreT();
  return (
    <Page>
      {user ? (
        <Hero
          eyebrow={t('Dashboard')}
          title={t('Welcome back, {name}', { name: user.name })}
          text={t('Pick up where you left off, or test yourself with a practice series.')}
          actions={
            <>
              <Button $size="hero" $variant="hero" as={Link} to="/class11">
                {t('Continue Learning')}
              </Button>
              <Button $size="hero" as={Link} to="/tests" $variant="hero-outline">
                {t('Take Practice Test')}
              </Button>
            </>
          }
        />
      ) : (
        <GuestHomeHero />
      )}
      <HomeFeatures />
      <Block aria-labelledby="featured-title">
        <Container>
          <Heading>
            <h2 id="featured-title">{t(user ? 'Your Recommended Materials' : 'Featured Study Materials')}</h2>
            <p>{t('Hand-picked books and test series to start with.')}</p>
          </Heading>
          <BookGrid
            books={books.data}
            isLoading={books.isLoading}
            isError={books.isError}
            onRetry={books.refetch}
            limit={HOME_LIMIT}
            emptyTitle={t('No Featured Materials Yet')}
          />
          <Closing aria-labelledby="cta-title">
            <h2 id="cta-title">{t(user ? 'Keep the momentum going' : 'Ready to start preparing?')}</h2>
            <p>
              {t(
                user
                  ? 'Move on to Class 12 material or test yourself today.'
                  : 'Create a free account and get your first study material today.',
              )}
            </p>
            <div>
              {user ? (
                <>
                  <Button $size="hero" $variant="hero" as={Link} to="/class12">
                    {t('Explore Class 12')}
                  </Button>
                  <Button $size="hero" as={Link} to="/tests" $variant="hero-outline">
                    {t('Browse Tests')}
                  </Button>
                </>
              ) : (
                <Button $size="hero" $variant="hero" as={Link} to="/register">
                  {t('Create Free Account')}
                </Button>
              )}
            </div>
          </Closing>
        </Container>
      </Block>
    </Page>
  );
}
