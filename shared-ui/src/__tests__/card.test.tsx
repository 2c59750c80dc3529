import { screen } from '@testing-library/react';
import { lightTheme } from '../theme';
import { Card } from '../card';
import { renderWithProviders } from '../testing/render-with-providers';

const wrap = (ui: React.ReactElement) => renderWithProviders(ui, { theme: lightTheme });

describe('Card', () => {
  it('is a section on the theme\u2019s surface, border and shadow, 20 px inside unless told', () => {
    wrap(<Card aria-label="Payments">…</Card>);
    expect(screen.getByRole('region', { name: 'Payments' })).toHaveStyle({
      background: lightTheme.colors.surface,
      boxShadow: lightTheme.shadow,
      padding: '20px',
    });
  });

  it('is flat and dense for the online tests, an article when asked', () => {
    wrap(
      <>
        <Card $pad="small" $flat aria-label="Score">
          …
        </Card>
        <Card as="article" $pad="large">
          Free notes
        </Card>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Score' })).toHaveStyle({ padding: '18px', boxShadow: 'none' });
    expect(screen.getByRole('article')).toHaveStyle({ padding: '1.5rem' });
  });
});
