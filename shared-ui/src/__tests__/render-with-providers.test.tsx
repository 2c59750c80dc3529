import { configureStore } from '@exam/web-platform/redux';
import { useLocation } from '@exam/web-platform/router';
import { screen } from '@testing-library/react';
import { useSelector } from 'react-redux';
import { useTheme } from 'styled-components';
import { darkTheme, lightTheme } from '../theme';
import { renderWithProviders } from '../testing/render-with-providers';

/** Shows what the providers give: the theme's page colour, the store's name and the current path. */
function Probe({ store = false, router = false }: { store?: boolean; router?: boolean }) {
  const theme = useTheme();
  return (
    <p>
      {theme.colors.bg}
      {store && <StoreName />}
      {router && <Path />}
    </p>
  );
}
const StoreName = () => <span> {useSelector((s: { name: string }) => s.name)}</span>;
const Path = () => <span> {useLocation().pathname}</span>;

it('the dark theme by default, or the one asked for; rerender keeps it', () => {
  const { rerender } = renderWithProviders(<Probe />);
  expect(screen.getByRole('paragraph')).toHaveTextContent(darkTheme.colors.bg);
  rerender(<Probe />);
  expect(screen.getByRole('paragraph')).toHaveTextContent(darkTheme.colors.bg);
  renderWithProviders(<Probe />, { theme: lightTheme });
  expect(screen.getAllByRole('paragraph')[1]).toHaveTextContent(lightTheme.colors.bg);
});

it('a store and a route when given', () => {
  const store = configureStore({ reducer: { name: () => 'exam-store' } });
  renderWithProviders(<Probe store router />, { store, routes: ['/', '/tests/t1'] });
  expect(screen.getByRole('paragraph')).toHaveTextContent(`${darkTheme.colors.bg} exam-store /tests/t1`);
});
