import styled from 'styled-components';
import { Block, Feature, CardGrid, Container, Heading } from '../../../../components/layout';
import { useStoreT } from '../../../../lib/i18n';
import { InfoCards, type InfoItem } from './info-cards';

const TIPS: InfoItem[] = [
  {
    icon: 'calendar',
    title: 'Plan Weekly',
    text: 'Split the syllabus into weekly targets and keep one day for revision.',
  },
  {
    icon: 'pen',
    title: 'Practise Daily',
    text: 'Solve a timed set of questions every day to build speed and accuracy.',
  },
  {
    icon: 'search',
    title: 'Review Mistakes',
    text: 'Keep an error log and revisit it before every mock test.',
  },
  {
    icon: 'moon',
    title: 'Rest Well',
    text: 'Sleep and short breaks improve recall more than late-night cramming.',
  },
];

const STORIES = [
  {
    name: 'Ananya S.' as const,
    result: 'NEET AIR 412',
    quote: 'The Biology notes were short, clear and exactly what the exam asked.' as const,
  },
  {
    name: 'Rohan K.' as const,
    result: 'JEE Advanced AIR 1,208',
    quote: 'The Mathematics problem sets made the hardest chapters feel routine.' as const,
  },
  {
    name: 'Priya M.' as const,
    result: 'NEET 680/720',
    quote: 'Having everything in one place let me revise without wasting time.' as const,
  },
];

const Story = styled(Feature)`
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

/** /class12's blocks under its grids (docs/domains/catalogue.md "Class 12"): study tips and three static
 * success stories. */
export function Class12Extras() {
  const t = useStoreT();
  return (
    <>
      <Block aria-labelledby="tips-title">
        <Container>
          <Heading>
            <h2 id="tips-title">{t('Study Tips for Class 12')}</h2>
            <p>{t('Small habits that add up to a big score.')}</p>
          </Heading>
          <InfoCards items={TIPS} />
        </Container>
      </Block>
      <Block aria-labelledby="stories-title">
        <Container>
          <Heading>
            <h2 id="stories-title">{t('Success Stories')}</h2>
            <p>{t('Students who prepared with us.')}</p>
          </Heading>
          <CardGrid $fit>
            {STORIES.map((story) => (
              <Story key={story.name}>
                <blockquote>“{t(story.quote)}”</blockquote>
                <strong>{t(story.name)}</strong>
                <span>{story.result}</span>
              </Story>
            ))}
          </CardGrid>
        </Container>
      </Block>
    </>
  );
}
