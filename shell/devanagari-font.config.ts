import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { darkTheme } from '../shared-contracts/src/client/theme';
import { devanagariFontCss } from './src/components/devanagari-font';

/**
 * The shell's Devanagari face at build time (docs/languages.md): Fontsource's regular WOFF2 file
 * copied to `assets/` under its content hash (cached for a year like every hashed asset), the `<style>` of
 * devanagari-font.ts with its URL for index.html's `<head>`, and the URL the theme script preloads in Hindi
 * (`data-hindi-fonts`). Throws when the font package is missing.
 */
export function devanagariFontBuild(): {
  plugin: InstanceType<typeof rspack.CopyRspackPlugin>;
  templateParameters: { devanagariFontStyle: string; devanagariFontFiles: string };
} {
  const from =
    require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2');
  const hash = createHash('sha256').update(fs.readFileSync(from)).digest('hex').slice(0, 8);
  const to = `assets/${path.basename(from, '.woff2')}.${hash}.woff2`;
  // Absolute: the same file whatever page (a deep link) the HTML is served for.
  const url = `/${to}`;
  return {
    plugin: new rspack.CopyRspackPlugin({ patterns: [{ from, to }] }),
    templateParameters: {
      devanagariFontStyle: devanagariFontCss(url, darkTheme.font),
      devanagariFontFiles: url,
    },
  };
}
