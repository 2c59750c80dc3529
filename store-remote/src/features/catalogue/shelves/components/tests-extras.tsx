import styled from 'styled-components';
import { Block, Container, Heading } from '../../../../components/layout';
import { useStoreT } from '../../../../lib/i18n';
import { InfoCards, type InfoItem } from './info-cards';

const TEST_TYPES: InfoItem[] = [
  {
    icon: 'clipboard',
    title: 'Full Syllabus Mocks',
    text: 'Three-hour papers on the real exam pattern and marking scheme.',
  },
  {
    icon: 'book',
    title: 'Chapter-wise Tests',
    text: 'Short tests to check one chapter right after you study it.',
  },
  { icon: 'clock', title: 'Previous Year Papers', text: 'Past NEET and JEE papers with detailed solutions.' },
];

const TIPS: InfoItem[] = [
  {
    icon: 'clock',
    title: 'Simulate the Exam',
    text: 'Take mocks at the real exam time, in one sitting, without breaks.',
  },
  {
    icon: 'target',
    title: 'Attempt Smartly',
    text: 'Do the questions you are sure of first; negative marking punishes guesses.',
  },
  {
    icon: 'file',
    title: 'Analyse Every Test',
    text: 'Spend as long reviewing a test as you spent taking it.',
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

/** /tests' blocks under its grids (docs/domains/catalogue.md "Tests"): the types of tests, tips and the
 * analytics blurb. */
export function TestsExtras() {
  const t = useStoreT();
  return (
    <>
      <Block aria-labelledby="types-title">
        <Container>
          <Heading>
            <h2 id="types-title">{t('Types of Tests')}</h2>
            <p>{t('Practise the way the exam will test you.')}</p>
          </Heading>
          <InfoCards items={TEST_TYPES} />
        </Container>
      </Block>
      <Block aria-labelledby="test-tips-title">
        <Container>
          <Heading>
            <h2 id="test-tips-title">{t('Test-Taking Tips')}</h2>
          </Heading>
          <InfoCards items={TIPS} />
        </Container>
      </Block>
      <Block aria-labelledby="analytics-title">
        <Container>
          <Analytics>
            <h2 id="analytics-title">{t('Performance Analytics')}</h2>
            <p>
              {t(
                'Each test series comes with answer keys and solutions so you can measure your score, find weak chapters and track how your accuracy improves from one mock to the next.',
              )}
            </p>
          </Analytics>
        </Container>
      </Block>
    </>
  );
}
