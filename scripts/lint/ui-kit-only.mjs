/**
 * ESLint rule `local/ui-kit-only` (eslint.config.mjs, on the apps' and the contracts' source): buttons,
 * cards, panels and dialogs are drawn by the UI kit (`shared-ui`), so the apps look and behave alike and a
 * fix lands once. Outside the kit it reports:
 * - a styled `<button>` or `<dialog>` (`styled.button`, `styled('button')`);
 * - a styled component named as one of them (`const PriceCard = styled.section`…: a name ending in Button,
 *   Card, Panel, Dialog or Modal);
 * - a styled component's nested rule for the `button`s inside it that draws them (`button { background… }`:
 *   background, border, colour, outline, shadow, cursor, font, font weight or family, opacity), which
 *   styles plain buttons past the kit; one that only places the kit's buttons in a bar (flex, sizes,
 *   padding, type size) passes;
 * - an element given `role="dialog"` or `role="alertdialog"` (the kit's `/dialog` is the one dialog).
 * What the apps defined before the rule is listed in scripts/lint/ui-kit-baseline.json as
 * `<file>: [<name>…]` (the component's name, or `styled.button` / `role=dialog` when it has none): those
 * pass until they move to the kit, and the list only shrinks (api/test/lint-ui-kit-only.test.ts checks
 * that every entry is still there).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** scripts/lint/ui-kit-baseline.json: the definitions that predate the rule, by repository-relative file. */
export const UI_KIT_BASELINE = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'scripts', 'lint', 'ui-kit-baseline.json'), 'utf8'),
).files;

/** A name that says what the kit draws. */
const KIT_NAME = /(Button|Card|Panel|Dialog|Modal)$/;
/** The elements only the kit styles. */
const KIT_TAGS = new Set(['button', 'dialog']);

/** A declaration that draws a button rather than places it. */
const LOOK =
  /(?:^|[;{\s])(?:background(?:-[\w-]+)?|border(?:-[\w-]+)?|color|outline(?:-[\w-]+)?|box-shadow|cursor|font|font-weight|font-family|opacity)\s*:/;
/** A selector naming `button` elements (`button`, `button:hover`, `> button[aria-pressed='true']`). */
const BUTTON_SELECTOR = /(?:^|[\s,>+~(])button(?![\w-])/;

/**
 * Whether a styled template's CSS (its interpolations as `0`) has a nested rule for `button` elements that
 * draws them ({@link LOOK}). Comments are dropped; each `{` is a rule whose selector runs back to the
 * previous `{`, `}` or `;`, and whose block runs to its matching `}`.
 */
export function drawsButtons(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (let open = text.indexOf('{'); open >= 0; open = text.indexOf('{', open + 1)) {
    const start = Math.max(
      text.lastIndexOf('{', open - 1),
      text.lastIndexOf('}', open - 1),
      text.lastIndexOf(';', open - 1),
    );
    if (!BUTTON_SELECTOR.test(text.slice(start + 1, open).trim())) continue;
    let depth = 1;
    let close = open + 1;
    for (; close < text.length && depth > 0; close += 1)
      if (text[close] === '{') depth += 1;
      else if (text[close] === '}') depth -= 1;
    if (LOOK.test(text.slice(open, close))) return true;
  }
  return false;
}

/** The tag a `styled…` template styles, or null when the template is not styled-components'. */
function styledTarget(tag) {
  let node = tag;
  // styled.button.attrs(…)`…` and styled(X).withConfig(…)`…`: walk down to styled.x or styled(x).
  while (node.type === 'CallExpression' && node.callee.type === 'MemberExpression') node = node.callee.object;
  if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === 'styled')
    return node.property.type === 'Identifier' ? node.property.name : '?';
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'styled') {
    const [arg] = node.arguments;
    return arg?.type === 'Literal' && typeof arg.value === 'string' ? arg.value : 'component';
  }
  return null;
}

export const uiKitOnly = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Buttons, cards, panels and dialogs come from the UI kit (shared-ui).' },
    messages: {
      kit: '{{key}} ({{what}}): buttons, cards, panels and dialogs are drawn by the UI kit (shared-ui). Use one from there, or add it there.',
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const allowed = new Set(UI_KIT_BASELINE[file] ?? []);
    const report = (node, name, what) => {
      if (!allowed.has(name)) context.report({ node, messageId: 'kit', data: { key: name, what } });
    };
    return {
      TaggedTemplateExpression(node) {
        const target = styledTarget(node.tag);
        if (target === null) return;
        const declared = node.parent.type === 'VariableDeclarator' && node.parent.id.type === 'Identifier';
        const name = declared ? node.parent.id.name : null;
        if (name && KIT_NAME.test(name))
          report(node, name, `styled as a ${KIT_NAME.exec(name)[1].toLowerCase()}`);
        else if (KIT_TAGS.has(target)) report(node, name ?? `styled.${target}`, `a styled <${target}>`);
        else if (drawsButtons(node.quasi.quasis.map((quasi) => quasi.value.raw).join('0')))
          report(node, name ?? `styled.${target}`, "a parent's `button { … }` rule drawing its buttons");
      },
      JSXAttribute(node) {
        if (node.name.name !== 'role' || node.value?.type !== 'Literal') return;
        if (node.value.value === 'dialog' || node.value.value === 'alertdialog')
          report(node, `role=${node.value.value}`, `role="${node.value.value}"`);
      },
    };
  },
};
