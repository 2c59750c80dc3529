import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { darkTheme } from '../shared-contracts/src/client/theme';
import { devanagariFontCss, type DevanagariFiles } from './src/components/devanagari-font';

const WEIGHTS = [400, 700] as const;

/**
 * The shell's Devanagari face at build time (ARCHITECTURE "Languages"): Fontsource's WOFF2 files copied to
 * `assets/` under their content hash (cached for a year like every hashed asset), the `<style>` of
 * devanagari-font.ts with their URLs for index.html's `<head>`, and the URLs the theme script preloads in
 * Hindi (`data-hindi-fonts`, space-separated). Throws when the font package is missing.
 */
export function devanagariFontBuild(): {
  plugin: InstanceType<typeof rspack.CopyRspackPlugin>;
  templateParameters: { devanagariFontStyle: string; devanagariFontFiles: string };
} {
  const files = {} as DevanagariFiles;
  const patterns = WEIGHTS.map((weight) => {
    const from = require.resolve(
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
    );
    const hash = createHash('sha256').update(fs.readFileSync(from)).digest('hex').slice(0, 8);
    const to = `assets/${path.basename(from, '.woff2')}.${hash}.woff2`;
    // Absolute: the same file whatever page (a deep link) the HTML is served for.
    files[weight] = `/${to}`;
    return { from, to };
  });
  return {
    plugin: new rspack.CopyRspackPlugin({ patterns }),
    templateParameters: {
      devanagariFontStyle: devanagariFontCss(files, darkTheme.font),
      devanagariFontFiles: WEIGHTS.map((weight) => files[weight]).join(' '),
    },
  };
}
