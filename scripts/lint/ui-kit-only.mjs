/**
 * ESLint rule `local/ui-kit-only` (eslint.config.mjs, on the apps' source): buttons, cards, panels and
 * dialogs are drawn by the UI kit (`shared-ui`), so the apps look and behave alike and a fix lands once.
 * In an app it reports:
 * - a styled `<button>` or `<dialog>` (`styled.button`, `styled('button')`);
 * - a styled component named as one of them (`const PriceCard = styled.section`…: a name ending in Button,
 *   Card, Panel, Dialog or Modal);
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
      },
      JSXAttribute(node) {
        if (node.name.name !== 'role' || node.value?.type !== 'Literal') return;
        if (node.value.value === 'dialog' || node.value.value === 'alertdialog')
          report(node, `role=${node.value.value}`, `role="${node.value.value}"`);
      },
    };
  },
};
