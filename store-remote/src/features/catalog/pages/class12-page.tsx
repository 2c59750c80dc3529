import styled from 'styled-components';
import { useGetBooksQuery } from '../api/books-api';
import { Block, Card, CardGrid, Container, Heading, Page } from '../../../components/layout';
import { useStoreT } from '../../../lib/i18n';
import { CategorySection } from '../components/category-section';
import { Class12Intro } from '../components/listing-intros';
import { InfoCards, type InfoItem } from '../components/info-cards';

const TIPS: InfoItem[] = [
  {
    icon: 'calendar',
    title: 'store.class12.t1.title',
    text: 'store.class12.t1.text',
  },
  {
    icon: 'pen',
    title: 'store.class12.t2.title',
    text: 'store.class12.t2.text',
  },
  {
    icon: 'search',
    title: 'store.class12.t3.title',
    text: 'store.class12.t3.text',
  },
  {
    icon: 'moon',
    title: 'store.class12.t4.title',
    text: 'store.class12.t4.text',
  },
];

const STORIES = [
  {
    name: 'Ananya S.',
    result: 'NEET AIR 412',
    quote: 'store.class12.s1.quote' as const,
  },
  {
    name: 'Rohan K.',
    result: 'JEE Advanced AIR 1,208',
    quote: 'store.class12.s2.quote' as const,
  },
  {
    name: 'Priya M.',
    result: 'NEET 680/720',
    quote: 'store.class12.s3.quote' as const,
  },
];

const Story = styled(Card)`
  blockquote {
    margin: 0 0 1rem;
    font-style: italic;
    color: ${(p) => p.theme.colors.textMuted};
  }
  strong {
    display: block;
  }
  span {
    color: ${(p) => p.theme.colors.success};
    font-weight: 700;
    font-size: 0.9rem;
  }
`;

/**
 * /class12 (SPEC 2 "Class 12"): hero, stats (15K+, 98%, 1000+), features, full NEET and JEE grids (no cap)
 * with "No NEET Materials Yet" / "No JEE Materials Yet", study tips and three static success stories.
 */
export function Class12Page() {
  const query = useGetBooksQuery('class12');
  const t = useStoreT();
  const grid = {
    books: query.data,
    isLoading: query.isLoading,
    isError: query.isError,
    onRetry: query.refetch,
  };
  return (
    <Page>
      <Class12Intro />
      <CategorySection
        id="neet-title"
        title={t('store.neet.title')}
        text={t('store.class12.neetText')}
        category="NEET"
        emptyTitle={t('store.neet.empty')}
        {...grid}
      />
      <CategorySection
        id="jee-title"
        title={t('store.jee.title')}
        text={t('store.class12.jeeText')}
        category="JEE"
        emptyTitle={t('store.jee.empty')}
        {...grid}
      />
      <Block aria-labelledby="tips-title">
        <Container>
          <Heading>
            <h2 id="tips-title">{t('store.class12.tipsTitle')}</h2>
            <p>{t('store.class12.tipsText')}</p>
          </Heading>
          <InfoCards items={TIPS} />
        </Container>
      </Block>
      <Block aria-labelledby="stories-title">
        <Container>
          <Heading>
            <h2 id="stories-title">{t('store.class12.storiesTitle')}</h2>
            <p>{t('store.class12.storiesText')}</p>
          </Heading>
          <CardGrid $fit>
            {STORIES.map((story) => (
              <Story key={story.name}>
                <blockquote>“{t(story.quote)}”</blockquote>
                <strong>{story.name}</strong>
                <span>{story.result}</span>
              </Story>
            ))}
          </CardGrid>
        </Container>
      </Block>
    </Page>
  );
}
