import styled from 'styled-components';
import { Icon, type IconName } from '../../../../components/icons';
import { Feature, CardGrid } from '../../../../components/layout';
import { useStoreT, type StoreMessageId } from '../../../../lib/i18n';

/** A static card: an icon, and its title's and line of text's message ids. */
export interface InfoItem {
  icon: IconName;
  title: StoreMessageId;
  text: StoreMessageId;
}

const IconBox = styled.span`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  margin-bottom: 0.9rem;
  border-radius: 12px;
  color: ${(p) => (p.theme.mode === 'dark' ? '#a5b4fc' : p.theme.colors.primary)};
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

/**
 * A grid of static cards (feature cards, tips, test types: docs/domains/catalogue.md "Screens"). `level` is
 * the cards' heading level: 3 under a section heading (h2), 2 in a block that has none, so headings never
 * skip a level.
 */
export function InfoCards({ items, min, level = 3 }: { items: InfoItem[]; min?: string; level?: 2 | 3 }) {
  const Title = level === 2 ? 'h2' : 'h3';
  const t = useStoreT();
  return (
    <CardGrid $fit $min={min ?? '14rem'}>
      {items.map((item) => (
        <Feature key={item.title}>
          <IconBox>
            <Icon name={item.icon} />
          </IconBox>
          <Title>{t(item.title)}</Title>
          <p>{t(item.text)}</p>
        </Feature>
      ))}
    </CardGrid>
  );
}
