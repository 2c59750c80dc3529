// The import graph's rules (dependency-cruiser), run by `npm run checks` over every app, the API, the
// contracts and the UI kit (tests included):
// - no import circle anywhere;
// - the API's infrastructure (`api/src/platform/`) never imports a domain module (`api/src/modules/`);
// - a domain module imports another only through that module's `index.ts`, never its internals, and so do the
//   database's schema, client and seeds (`api/src/db/`);
// - the contracts never import an app, the API or the UI kit;
// - the contracts never import the browser runtime (`web-platform/`) nor, at run time, React or the libraries
//   built on it: they are schemas, paths and rules that the API runs too (a type of React, which the
//   federation's module types name, is no import at run time).
// The layout rules between apps are ESLint's (eslint.config.mjs); these are the ones a linter of one file
// cannot see. api/test/scripts/import-graph.test.ts plants an import breaking each rule and sees it refused.
/** React and the packages built on it, as a resolved path (`node_modules/react/…`) or an unresolved name. */
const REACT_PACKAGES =
  '(^|node_modules/)(react|react-dom|react-redux|react-router|react-router-dom|styled-components|notistack|@lingui/react)(/|$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle of imports: split what both sides need into a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-not-to-modules',
      severity: 'error',
      comment: 'Infrastructure (api/src/platform) serves the domain modules and never imports one.',
      from: { path: '^api/src/platform/' },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'module-internals',
      severity: 'error',
      comment: "A domain module uses another only through that module's index.ts.",
      from: { path: '^api/src/modules/([^/]+)/' },
      to: {
        path: '^api/src/modules/([^/]+)/.+',
        pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'db-through-index',
      severity: 'error',
      comment: 'The schema, client and seeds (api/src/db) use a domain module only through its index.ts.',
      from: { path: '^api/src/db/' },
      to: { path: '^api/src/modules/[^/]+/.+', pathNot: '^api/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'contracts-not-to-apps',
      severity: 'error',
      comment:
        'The contracts are shared by every app, the API and the browser runtime (web-platform, which builds ' +
        'on them): they import none of them.',
      from: { path: '^shared-contracts/' },
      to: { path: '^(api|shell|shared-ui|web-platform|[a-z]+-remote)/' },
    },
    {
      name: 'contracts-no-react',
      severity: 'error',
      comment:
        'The contracts hold no React or browser runtime (web-platform has it); a type import is allowed.',
      from: { path: '^shared-contracts/' },
      to: { path: REACT_PACKAGES, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '^e2e/', '\\.test-results/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
