import styled from 'styled-components';
import { Container } from '../../../../components/layout';
import { useStoreT, type StoreMessageId } from '../../../../lib/i18n';

/** One marketing figure (static text, docs/domains/catalogue.md "Static figures"): the figure and its label's
 * message id. */
export interface Stat {
  value: string;
  label: StoreMessageId;
}

/** Home and Class 11 figures (docs/domains/catalogue.md "Static figures"). */
export const BASE_STATS: Stat[] = [
  { value: '10K+', label: 'Students' },
  { value: '95%', label: 'Success Rate' },
  { value: '500+', label: 'Study Materials' },
  { value: '24/7', label: 'Support' },
];

/** Class 12 figures (docs/domains/catalogue.md "Static figures"). */
export const CLASS12_STATS: Stat[] = [
  { value: '15K+', label: 'Students' },
  { value: '98%', label: 'Success Rate' },
  { value: '1000+', label: 'Study Materials' },
  { value: '24/7', label: 'Support' },
];

/** Tests page figures (docs/domains/catalogue.md "Static figures"). */
export const TEST_STATS: Stat[] = [
  { value: '20K+', label: 'Students' },
  { value: '99%', label: 'Success Rate' },
  { value: '200+', label: 'Test Series' },
  { value: '24/7', label: 'Support' },
];

const Strip = styled.dl`
  margin: -2rem 0 0;
  position: relative;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: 1px;
  background: ${(p) => p.theme.colors.border};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: ${(p) => p.theme.shadow};
  overflow: hidden;
  div {
    background: ${(p) => p.theme.colors.surface};
    padding: 1.1rem 0.75rem;
    text-align: center;
  }
  dt {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0 0 0.15rem;
    font-size: clamp(1.5rem, 4vw, 2rem);
    font-weight: 800;
    color: ${(p) => p.theme.colors.text};
  }
  div {
    display: flex;
    flex-direction: column-reverse;
  }
`;

/** The stats strip under a hero. */
export function StatsStrip({ stats }: { stats: Stat[] }) {
  const t = useStoreT();
  return (
    <Container>
      <Strip aria-label={t('Our numbers')}>
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt>{t(stat.label)}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </Strip>
    </Container>
  );
}
