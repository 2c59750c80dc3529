// The lint rule `local/test-providers` (registered in eslint.config.mjs for the front ends' and the UI kit's
// tests): a component test renders through `renderWithProviders` (or `renderHookWithProviders`,
// `withProviders`) of `@exam/shared-ui/testing`, so every test sees the app's providers set up one way
// (docs/testing.md). Importing a provider, or Testing Library's bare `render`/`renderHook`, is how a test
// starts building its own.

/**
 * The imports refused in a front-end test, by module: the names a test would wrap its component in or render
 * it with itself. `Provider` is react-redux's store provider, `I18nProvider` Lingui's.
 */
export const REFUSED = {
  'styled-components': ['ThemeProvider'],
  '@exam/web-platform/router': ['MemoryRouter'],
  'react-router': ['MemoryRouter'],
  'react-router-dom': ['MemoryRouter'],
  'react-redux': ['Provider'],
  '@lingui/react': ['I18nProvider'],
  '@testing-library/react': ['render', 'renderHook'],
};

/** The rule: reports each refused name a file imports, saying which helper to use instead. */
export const testProviders = {
  meta: {
    type: 'problem',
    docs: { description: 'Front-end tests render through the shared test helper, not their own providers.' },
    messages: {
      found:
        "'{{name}}' from '{{source}}': render through renderWithProviders / renderHookWithProviders / withProviders of '@exam/shared-ui/testing' (its options: theme, store, route, routes, path).",
    },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        const refused = REFUSED[node.source.value];
        if (!refused) return;
        for (const spec of node.specifiers) {
          const name = spec.type === 'ImportSpecifier' ? (spec.imported.name ?? spec.imported.value) : null;
          if (name && refused.includes(name))
            context.report({ node: spec, messageId: 'found', data: { name, source: node.source.value } });
        }
      },
    };
  },
};
