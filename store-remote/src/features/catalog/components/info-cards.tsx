import styled from 'styled-components';
import { Icon, type IconName } from '../../../components/icons';
import { Card, CardGrid } from '../../../components/layout';

/** A static card: an icon, a title and a line of text. */
export interface InfoItem {
  icon: IconName;
  title: string;
  text: string;
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

/** A grid of static cards (feature cards, tips, test types: SPEC 2). */
export function InfoCards({ items, min }: { items: InfoItem[]; min?: string }) {
  return (
    <CardGrid $fit $min={min ?? '14rem'}>
      {items.map((item) => (
        <Card key={item.title}>
          <IconBox>
            <Icon name={item.icon} />
          </IconBox>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
