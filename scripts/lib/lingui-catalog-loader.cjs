// Rspack loader for the apps' message catalogs (`src/locales/<lang>.json`: id → ICU message). Compiles each
// message with Lingui's own compiler into the form its runtime reads, so the browser bundle carries no
// ICU parser (docs/languages.md). Jest imports the same JSON as it is: outside production builds
// Lingui compiles messages when first used.
/** @type {import('@rspack/core').LoaderDefinitionFunction} */
module.exports = function linguiCatalogLoader(source) {
  const done = this.async();
  import('@lingui/message-utils/compileMessage')
    .then(({ compileMessage }) => {
      const messages = JSON.parse(source);
      const compiled = {};
      for (const [id, message] of Object.entries(messages)) {
        if (typeof message !== 'string') throw new Error(`${this.resourcePath}: ${id} is not a string`);
        compiled[id] = compileMessage(message);
      }
      done(null, `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`);
    })
    .catch((error) => done(error));
};
