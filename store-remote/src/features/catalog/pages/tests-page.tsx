import styled from 'styled-components';
import { useGetBooksQuery } from '../api/books-api';
import { Block, Container, Heading, Page } from '../../../components/layout';
import { useStoreT } from '../../../lib/i18n';
import { CategorySection } from '../components/category-section';
import { TestsIntro } from '../components/listing-intros';
import { InfoCards, type InfoItem } from '../components/info-cards';

const TEST_TYPES: InfoItem[] = [
  {
    icon: 'clipboard',
    title: 'store.tests.type1.title',
    text: 'store.tests.type1.text',
  },
  {
    icon: 'book',
    title: 'store.tests.type2.title',
    text: 'store.tests.type2.text',
  },
  { icon: 'clock', title: 'store.tests.type3.title', text: 'store.tests.type3.text' },
];

const TIPS: InfoItem[] = [
  {
    icon: 'clock',
    title: 'store.tests.tip1.title',
    text: 'store.tests.tip1.text',
  },
  {
    icon: 'target',
    title: 'store.tests.tip2.title',
    text: 'store.tests.tip2.text',
  },
  {
    icon: 'file',
    title: 'store.tests.tip3.title',
    text: 'store.tests.tip3.text',
  },
];

const Analytics = styled.div`
  padding: clamp(1.5rem, 5vw, 2.5rem);
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadow};
  h2 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/**
 * /tests (SPEC 2 "Tests"): hero, stats (20K+, 99%, 200+), NEET and JEE test series grids with "No NEET Test
 * Series Yet" / "No JEE Test Series Yet", test-type cards, tips and an analytics blurb.
 */
export function TestsPage() {
  const query = useGetBooksQuery('test');
  const t = useStoreT();
  const grid = {
    books: query.data,
    isLoading: query.isLoading,
    isError: query.isError,
    onRetry: query.refetch,
  };
  return (
    <Page>
      <TestsIntro />
      <CategorySection
        id="neet-title"
        title={t('store.tests.neetTitle')}
        text={t('store.tests.neetText')}
        category="NEET"
        emptyTitle={t('store.tests.neetEmpty')}
        {...grid}
      />
      <CategorySection
        id="jee-title"
        title={t('store.tests.jeeTitle')}
        text={t('store.tests.jeeText')}
        category="JEE"
        emptyTitle={t('store.tests.jeeEmpty')}
        {...grid}
      />
      <Block aria-labelledby="types-title">
        <Container>
          <Heading>
            <h2 id="types-title">{t('store.tests.typesTitle')}</h2>
            <p>{t('store.tests.typesText')}</p>
          </Heading>
          <InfoCards items={TEST_TYPES} />
        </Container>
      </Block>
      <Block aria-labelledby="test-tips-title">
        <Container>
          <Heading>
            <h2 id="test-tips-title">{t('store.tests.tipsTitle')}</h2>
          </Heading>
          <InfoCards items={TIPS} />
        </Container>
      </Block>
      <Block aria-labelledby="analytics-title">
        <Container>
          <Analytics>
            <h2 id="analytics-title">{t('store.tests.analyticsTitle')}</h2>
            <p>{t('store.tests.analyticsText')}</p>
          </Analytics>
        </Container>
      </Block>
    </Page>
  );
}
