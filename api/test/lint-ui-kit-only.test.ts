import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config';
import { lintSamples } from './helpers/lint-samples';

/**
 * The lint rule `local/ui-kit-only` (scripts/lint/ui-kit-only.mjs): in an app or the contracts, a styled
 * button or dialog, a styled component named as a button, card, panel, dialog or modal, a parent's
 * `button { … }` rule that draws its buttons, and `role="dialog"` fail `npm run lint`; the same in the UI
 * kit, other styled elements, a parent's rule that only places the kit's buttons, a kit piece extended
 * under a name of its own (`styled(Card)`, `styled(ButtonBase)`) and the definitions listed in
 * scripts/lint/ui-kit-baseline.json pass. Each listed definition is still in its file, so the list can only shrink; every one has moved to the
 * kit, so it is empty.
 */
const RULE = 'local/ui-kit-only';
const rulesOf = (messages: { ruleId: string | null }[]) => messages.filter((m) => m.ruleId === RULE).length;
const IMPORT = "import styled from 'styled-components';\n";

it('fails on a button, card, panel or dialog an app draws itself', () => {
  const found = lintSamples([
    { filePath: 'store-remote/src/probe.ts', text: `${IMPORT}export const Buy = styled.button\`\`;\n` },
    {
      filePath: 'admin-remote/src/probe.ts',
      text: `${IMPORT}export const PriceCard = styled.section\`\`;\n`,
    },
    {
      filePath: 'exam-remote/src/probe.ts',
      text: `${IMPORT}import { Card } from '@exam/shared-ui/primitives';\nexport const TallPanel = styled(Card)\`\`;\n`,
    },
    { filePath: 'shell/src/probe.ts', text: `${IMPORT}export const Sheet = styled('dialog')\`\`;\n` },
    {
      filePath: 'reader-remote/src/probe.tsx',
      text: 'export const Sheet = () => <div role="dialog" aria-modal="true" />;\n',
    },
    // A parent's rule that draws the plain buttons inside it, plain or under a state of theirs.
    {
      filePath: 'exam-remote/src/probe.ts',
      text: `${IMPORT}export const Keys = styled.div\`\n  gap: 6px;\n  button {\n    min-height: 44px;\n    background: \${(p) => p.theme.colors.surfaceAlt};\n  }\n\`;\n`,
    },
    {
      filePath: 'shell/src/probe.ts',
      text: `${IMPORT}export const Group = styled.div\`\n  @media (max-width: 600px) {\n    > button[aria-pressed='true']:hover { color: red; }\n  }\n\`;\n`,
    },
    // The contracts and the web platform are not the kit either.
    {
      filePath: 'shared-contracts/src/exams/probe.ts',
      text: `${IMPORT}export const ExamCard = styled.main\`\`;\n`,
    },
    {
      filePath: 'web-platform/src/standalone/probe.ts',
      text: `${IMPORT}export const StandaloneCard = styled.main\`\`;\n`,
    },
  ]);
  expect(found.map(rulesOf)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
});

it('passes the kit itself, other styled elements, and a kit piece extended under its own name', () => {
  const found = lintSamples([
    { filePath: 'shared-ui/src/probe.ts', text: `${IMPORT}export const Button = styled.button\`\`;\n` },
    { filePath: 'store-remote/src/probe.ts', text: `${IMPORT}export const Shelf = styled.section\`\`;\n` },
    {
      filePath: 'store-remote/src/components/layout.ts',
      text: `${IMPORT}import { Card } from '@exam/shared-ui/card';\nexport const Feature = styled(Card)\`\`;\n`,
    },
    {
      filePath: 'exam-remote/src/probe.ts',
      text: `${IMPORT}import { ButtonBase } from '@exam/shared-ui/button-base';\nexport const Cell = styled(ButtonBase)\`\`;\n`,
    },
    {
      filePath: 'store-remote/src/__tests__/probe.test.tsx',
      text: `${IMPORT}export const FakeButton = styled.button\`\`;\n`,
    },
    // A bar that only places the kit's buttons in it (flex, sizes, padding, type size), and a comment.
    {
      filePath: 'exam-remote/src/probe.ts',
      text: `${IMPORT}export const Bar = styled.div\`\n  /* button { color: red } */\n  button {\n    flex: 1 1 0;\n    min-height: 42px;\n    padding: 0.3rem;\n    font-size: 0.78rem;\n  }\n  color: \${(p) => p.theme.colors.text};\n\`;\n`,
    },
    {
      filePath: 'shared-ui/src/probe.ts',
      text: `${IMPORT}export const Wrap = styled.div\`\n  button {\n    background: none;\n  }\n\`;\n`,
    },
  ]);
  expect(found.map(rulesOf)).toEqual([0, 0, 0, 0, 0, 0, 0]);
});

it('lists only definitions that are still in their files', () => {
  const { files } = JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'scripts/lint/ui-kit-baseline.json'), 'utf8'),
  ) as { files: Record<string, string[]> };
  const missing: string[] = [];
  for (const [file, names] of Object.entries(files)) {
    const text = fs.existsSync(path.join(REPO_ROOT, file))
      ? fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')
      : '';
    for (const name of names) {
      const there = name.startsWith('role=')
        ? text.includes(`role="${name.slice(5)}"`)
        : new RegExp(`const ${name}\\b[^=]*= styled`).test(text);
      if (!there) missing.push(`${file}: ${name}`);
    }
  }
  expect(missing).toEqual([]);
  // The 28 that predated the rule have all moved to the kit (docs/architecture.md "The pieces").
  expect(Object.values(files).flat()).toEqual([]);
});
