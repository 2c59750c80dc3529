import { MemoryRouter } from '@exam/web-platform/router';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { darkTheme, type AppTheme } from '../theme';

/**
 * The providers a front end's component test wraps its component in (docs/testing.md): the theme (the
 * dark one unless told), a Redux store when `store` is given, and a router at `route` (or at each of
 * `routes`, the last one current) when either is given. The UI language needs no provider: the apps'
 * i18n is module state their Jest setup loads.
 */
export interface ProviderOptions {
  /** The styled-components theme; `darkTheme` by default. */
  theme?: AppTheme;
  /** The app's store, for components reading or dispatching. */
  store?: ComponentProps<typeof Provider>['store'];
  /** The one route the router starts at, e.g. `/tests/t1`. */
  route?: string;
  /** The router's history, oldest first (the last is current). */
  routes?: string[];
}

/** `ui` inside the providers `options` ask for; a test's `rerender` takes it too. */
export function withProviders(ui: ReactNode, options: ProviderOptions = {}): ReactElement {
  let tree = <ThemeProvider theme={options.theme ?? darkTheme}>{ui}</ThemeProvider>;
  const routes = options.routes ?? (options.route === undefined ? undefined : [options.route]);
  if (routes) tree = <MemoryRouter initialEntries={routes}>{tree}</MemoryRouter>;
  if (options.store) tree = <Provider store={options.store}>{tree}</Provider>;
  return tree;
}

/**
 * Renders `ui` with Testing Library inside {@link withProviders}; `rerender` keeps the same providers.
 * Other Testing Library options (`container`, …) pass through.
 */
export function renderWithProviders(
  ui: ReactNode,
  options: ProviderOptions & Omit<RenderOptions, 'wrapper' | 'queries'> = {},
): RenderResult {
  const { theme, store, route, routes, ...rest } = options;
  const providers = { theme, store, route, routes };
  const result = render(withProviders(ui, providers), rest);
  return { ...result, rerender: (next: ReactNode) => result.rerender(withProviders(next, providers)) };
}
