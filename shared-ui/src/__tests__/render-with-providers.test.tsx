import { configureStore, createApi, createSlice, fetchBaseQuery } from '@exam/web-platform/redux';
import { useLocation, useParams } from '@exam/web-platform/router';
import { screen } from '@testing-library/react';
import { useSelector } from 'react-redux';
import { useTheme } from 'styled-components';
import { darkTheme, lightTheme } from '../theme';
import { renderHookWithProviders, renderWithProviders, testStore } from '../testing/render-with-providers';

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

it('mounts the component at a route pattern, so it reads the route’s parameters', () => {
  const Params = () => <p>{JSON.stringify(useParams())}</p>;
  renderWithProviders(<Params />, { route: '/test/t1/attempt/a1', path: '/test/:testId/attempt/:attemptId' });
  expect(screen.getByRole('paragraph')).toHaveTextContent('{"testId":"t1","attemptId":"a1"}');
});

it('builds a store of slices and an RTK Query API, with the API’s middleware, for a hook', async () => {
  const counter = createSlice({ name: 'counter', initialState: 2, reducers: {} });
  const probeApi = createApi({
    reducerPath: 'probeApi',
    baseQuery: fetchBaseQuery(),
    endpoints: (build) => ({ ping: build.query<string, void>({ queryFn: () => ({ data: 'pong' }) }) }),
  });
  const store = testStore(counter, probeApi);
  const { result } = renderHookWithProviders(() => useSelector((s: { counter: number }) => s.counter), {
    store,
  });
  expect(result.current).toBe(2);
  // A query runs only with the API's middleware in the store (RTK Query refuses it otherwise).
  const ping = store.dispatch(probeApi.endpoints.ping.initiate());
  expect((await ping).data).toBe('pong');
  ping.unsubscribe();
});
