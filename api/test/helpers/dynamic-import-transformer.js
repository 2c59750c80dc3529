// Jest transformer for CommonJS files that load modules with a literal dynamic import: PGlite's build
// (`import("fs")`) and @fastify/cookie (`import('cookie')`). Jest's VM refuses dynamic import without
// --experimental-vm-modules, so rewrite those calls to require().
const { createHash } = require('node:crypto');

module.exports = {
  process(source) {
    // The module-level require is captured first: PGlite declares its own `var require` inside functions.
    const code = source.replace(
      /\bimport\((["'](?:node:)?[a-z@/_.-]+["'])\)/g,
      'Promise.resolve().then(() => __jestRequire($1))',
    );
    return { code: `const __jestRequire = require;${code}` };
  },
  getCacheKey(source, file) {
    return createHash('sha1').update('dyn-import-v3').update(file).update(source).digest('hex');
  },
};
