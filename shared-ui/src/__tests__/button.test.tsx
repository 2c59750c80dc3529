import { screen } from '@testing-library/react';
import { darkTheme, lightTheme } from '../theme';
import { Button } from '../button';
import { renderWithProviders } from '../testing/render-with-providers';

const wrap = (ui: React.ReactElement, theme = lightTheme) => renderWithProviders(ui, { theme });

describe('Button', () => {
  it('is a button whose variant sets its colours: primary on the AA fill', () => {
    wrap(<Button $variant="primary">Buy Now</Button>, darkTheme);
    const button = screen.getByRole('button', { name: 'Buy Now' });
    expect(button).toHaveStyle({
      background: darkTheme.colors.primaryFill,
      color: darkTheme.colors.primaryText,
    });
  });

  it('is secondary and medium unless told', () => {
    wrap(<Button>Back</Button>);
    expect(screen.getByRole('button')).toHaveStyle({
      background: lightTheme.colors.surfaceAlt,
      padding: '10px 16px',
    });
  });

  it('keeps the online tests\u2019 touch size at least 44 px tall', () => {
    wrap(
      <Button $variant="secondary" $size="touch">
        Next
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveStyle({ minHeight: '44px' });
  });

  it('draws pending in the warning colour and keeps aria-disabled for a click that explains', () => {
    wrap(
      <Button $variant="pending" $size="large" aria-disabled="true">
        Payment Pending
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Payment Pending' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveStyle({ color: lightTheme.colors.warning, borderColor: lightTheme.colors.warning });
  });

  it('renders as a link with `as`, and frames the toolbar variant only while active', () => {
    wrap(
      <>
        <Button as="a" href="/class11" $variant="hero" $size="hero">
          Start Learning
        </Button>
        <Button $variant="toolbar" $size="toolbar" $active aria-pressed="true">
          Search
        </Button>
        <Button $variant="toolbar" $size="toolbar">
          Contents
        </Button>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/class11');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveStyle({
      borderColor: lightTheme.colors.primary,
    });
    expect(screen.getByRole('button', { name: 'Contents' })).toHaveStyle({ borderColor: 'transparent' });
  });
});
