import { lintSamples } from './helpers/lint-samples';

/**
 * The lint rule `local/test-providers` (scripts/lint/test-providers.mjs): a test of a front end or of the UI
 * kit that imports a provider (`ThemeProvider`, `MemoryRouter`, react-redux's `Provider`, Lingui's
 * `I18nProvider`) or Testing Library's bare `render`/`renderHook` fails `npm run lint`; the same test through
 * `@exam/shared-ui/testing` passes, and so do the helper itself and the product code that mounts the real
 * providers.
 */
const RULE = 'local/test-providers';
const rulesOf = (messages: { ruleId: string | null }[]) => messages.filter((m) => m.ruleId === RULE).length;

it('fails on a front-end test that builds its own providers or renders bare', () => {
  const found = lintSamples([
    {
      filePath: 'store-remote/src/__tests__/probe.test.tsx',
      text: "import { ThemeProvider } from 'styled-components';\nexport const p = ThemeProvider;\n",
    },
    {
      filePath: 'exam-remote/src/features/exam/__tests__/probe.test.tsx',
      text: "import { MemoryRouter, Route } from '@exam/web-platform/router';\nexport const p = [MemoryRouter, Route];\n",
    },
    {
      filePath: 'admin-remote/src/hooks/__tests__/probe-harness.tsx',
      text: "import { Provider } from 'react-redux';\nexport const p = Provider;\n",
    },
    {
      filePath: 'shell/src/probe.test.tsx',
      text: "import { I18nProvider } from '@lingui/react';\nexport const p = I18nProvider;\n",
    },
    {
      filePath: 'shared-ui/src/__tests__/probe.test.tsx',
      text: "import { render, renderHook, screen } from '@testing-library/react';\nexport const p = [render, renderHook, screen];\n",
    },
  ]);
  expect(found.map(rulesOf)).toEqual([1, 1, 1, 1, 2]);
});

it('passes the helper, a test through it, and the product code that mounts the real providers', () => {
  const found = lintSamples([
    {
      filePath: 'store-remote/src/__tests__/probe.test.tsx',
      text: "import { screen } from '@testing-library/react';\nimport { Route } from '@exam/web-platform/router';\nimport { useSelector } from 'react-redux';\nimport { renderWithProviders } from '@exam/shared-ui/testing';\nexport const p = [screen, Route, useSelector, renderWithProviders];\n",
    },
    {
      filePath: 'shared-ui/src/testing/probe.tsx',
      text: "import { render } from '@testing-library/react';\nimport { ThemeProvider } from 'styled-components';\nexport const p = [render, ThemeProvider];\n",
    },
    {
      filePath: 'shell/src/probe.tsx',
      text: "import { Provider } from 'react-redux';\nimport { ThemeProvider } from 'styled-components';\nexport const p = [Provider, ThemeProvider];\n",
    },
  ]);
  expect(found.map(rulesOf)).toEqual([0, 0, 0]);
});
