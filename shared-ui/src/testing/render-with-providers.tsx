import { combineSlices, configureStore, type Middleware } from '@exam/web-platform/redux';
import { MemoryRouter, Route, Routes } from '@exam/web-platform/router';
import {
  render,
  renderHook,
  type RenderHookResult,
  type RenderOptions,
  type RenderResult,
} from '@testing-library/react';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { darkTheme, type AppTheme } from '../theme';

/**
 * The providers a front end's component test wraps its component in (docs/testing.md): the theme (the
 * dark one unless told), a Redux store when `store` is given, and a router at `route` (or at each of
 * `routes`, the last one current) when either is given, with the component mounted at the route pattern
 * `path` when that is given too. The UI language needs no provider: the apps' i18n is module state their
 * Jest setup loads (a test of another language mocks `useLang` of `@exam/web-platform/i18n`).
 *
 * This file is the one place a front-end test may import the providers themselves (`ThemeProvider`,
 * `MemoryRouter`, react-redux's `Provider`): the lint rule `local/test-providers` refuses them elsewhere.
 */
export interface ProviderOptions {
  /** The styled-components theme; `darkTheme` by default. */
  theme?: AppTheme;
  /** The app's store, for components reading or dispatching ({@link testStore} builds one). */
  store?: ComponentProps<typeof Provider>['store'];
  /** The one route the router starts at, e.g. `/tests/t1`. */
  route?: string;
  /** The router's history, oldest first (the last is current). */
  routes?: string[];
  /**
   * The route pattern the component is mounted at, e.g. `/test/:id`, so `useParams` reads the route's
   * parameters; the router starts at `/` unless `route` or `routes` say where.
   */
  path?: string;
}

/** The slices, RTK Query APIs or reducer maps `combineSlices` takes. */
export type TestSlices = Parameters<typeof combineSlices>;

/**
 * A Redux store of `slices` (each a slice, an RTK Query API or a map of reducers), with each API's
 * middleware, as an app's store has them: `testStore(sessionSlice, api)`. A test dispatches to it (e.g.
 * `signedIn(user)`) and passes it as `store`.
 */
export function testStore(...slices: TestSlices) {
  const hasMiddleware = (
    slice: TestSlices[number],
  ): slice is TestSlices[number] & { middleware: Middleware } =>
    typeof slice === 'object' && slice !== null && 'middleware' in slice;
  const apis = slices.filter(hasMiddleware).map((api) => api.middleware);
  return configureStore({
    reducer: combineSlices(...slices),
    middleware: (defaults) => defaults().concat(...apis),
  });
}

/** `ui` inside the providers `options` ask for; a test's `rerender` takes it too. */
export function withProviders(ui: ReactNode, options: ProviderOptions = {}): ReactElement {
  const { path } = options;
  let tree = (
    <ThemeProvider theme={options.theme ?? darkTheme}>
      {path === undefined ? (
        ui
      ) : (
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      )}
    </ThemeProvider>
  );
  const routes =
    options.routes ??
    (options.route !== undefined ? [options.route] : path !== undefined ? ['/'] : undefined);
  if (routes) tree = <MemoryRouter initialEntries={routes}>{tree}</MemoryRouter>;
  if (options.store) tree = <Provider store={options.store}>{tree}</Provider>;
  return tree;
}

/** Splits a test's options into the providers' and Testing Library's own. */
function split<T extends ProviderOptions>(options: T) {
  const { theme, store, route, routes, path, ...rest } = options;
  return { providers: { theme, store, route, routes, path }, rest };
}

/**
 * Renders `ui` with Testing Library inside {@link withProviders}; `rerender` keeps the same providers.
 * Other Testing Library options (`container`, …) pass through.
 */
export function renderWithProviders(
  ui: ReactNode,
  options: ProviderOptions & Omit<RenderOptions, 'wrapper' | 'queries'> = {},
): RenderResult {
  const { providers, rest } = split(options);
  const result = render(withProviders(ui, providers), rest);
  return { ...result, rerender: (next: ReactNode) => result.rerender(withProviders(next, providers)) };
}

/**
 * Runs the hook `hook` with Testing Library's `renderHook` inside {@link withProviders} (its `wrapper`);
 * `initialProps` passes through, and `rerender(props)` runs it again inside the same providers.
 */
export function renderHookWithProviders<Result, Props = undefined>(
  hook: (props: Props) => Result,
  options: ProviderOptions & { initialProps?: Props } = {},
): RenderHookResult<Result, Props> {
  const { providers, rest } = split(options);
  const wrapper = ({ children }: { children: ReactNode }) => withProviders(children, providers);
  return renderHook(hook, { ...rest, wrapper });
}
