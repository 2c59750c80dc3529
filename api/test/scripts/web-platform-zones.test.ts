import { lintSamples } from '../helpers/lint-samples';

/**
 * ESLint's zones around the browser runtime (eslint.config.mjs, docs/architecture.md "The pieces"): the API
 * takes from `@exam/web-platform` only the page templates and the theme script, the contracts take nothing
 * from it, and it takes nothing from the UI kit. Each sample is linted as if it were the file it names.
 */
const ZONES = 'import-x/no-restricted-paths';
const zonesOf = (messages: { ruleId: string | null }[]) => messages.filter((m) => m.ruleId === ZONES).length;

it('refuses the browser runtime in the API and the contracts, and the kit in the web platform', () => {
  const found = lintSamples([
    {
      filePath: 'api/src/probe.ts',
      text: "import { api } from '@exam/web-platform/client';\nexport const p = api;\n",
    },
    {
      filePath: 'shared-contracts/src/probe.ts',
      text: "import { t } from '@exam/web-platform/i18n';\nexport const p = t;\n",
    },
    {
      filePath: 'web-platform/src/probe.ts',
      text: "import { Card } from '@exam/shared-ui/card';\nexport const p = Card;\n",
    },
  ]);
  expect(found.map(zonesOf)).toEqual([1, 1, 1]);
});

it('lets the API take the templates its web edge fills and the theme script its CSP hashes', () => {
  const found = lintSamples([
    {
      filePath: 'api/src/probe.ts',
      text:
        "import { slotToken } from '@exam/web-platform/prerender/file';\n" +
        "import { THEME_INIT_SCRIPT } from '@exam/web-platform/constants/theme-init';\n" +
        'export const p = [slotToken, THEME_INIT_SCRIPT];\n',
    },
  ]);
  expect(found.map(zonesOf)).toEqual([0]);
});
