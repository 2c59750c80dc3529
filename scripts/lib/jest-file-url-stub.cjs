// Jest stand-in for a file imported for its URL (a font): the URL a test sees.
module.exports = '/file.woff2';
