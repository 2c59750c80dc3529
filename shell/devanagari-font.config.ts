import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import subsetFont from 'subset-font';
import { LATIN_FONTS } from '../shared-ui/src/theme';
import { devanagariFontCss } from './src/components/devanagari-font';
import { devanagariCutText, unicodeRange } from './devanagari-cut-text';

/** A file the build writes to `dist/` as it is: its name there and its bytes. */
type EmittedFile = { name: string; data: Buffer };

/** Writes `files` among the build's assets (what CopyRspackPlugin does for files that exist on disk). */
class EmitFilesPlugin implements RspackPluginInstance {
  constructor(readonly files: EmittedFile[]) {}
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('devanagari-font', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'devanagari-font', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files) compilation.emitAsset(file.name, new sources.RawSource(file.data));
        },
      );
    });
  }
}

/** `assets/<base>.<8 hex of its SHA-256>.woff2`: cached for a year like every hashed asset. */
function hashedName(base: string, data: Buffer): string {
  return `assets/${base}.${createHash('sha256').update(data).digest('hex').slice(0, 8)}.woff2`;
}

/**
 * The shell's Devanagari faces at build time (docs/languages.md "Font"), from Fontsource's regular WOFF2
 * file (50 KB):
 * - Hindi's cut: that file cut by harfbuzz to the characters of Hindi and of the interface
 *   (devanagari-cut-text.ts), with every conjunct and sign they can form (31 KB): what a Hindi first paint
 *   waits for, and all any Hindi text needs;
 * - the whole face as it is, for the rest of the script (Vedic signs, Marathi's ळ, Sanskrit's ॠ), fetched
 *   only when such a character is on screen.
 * Both are written to `assets/` under their content hash. Returns the plugin that writes them, the `<style>`
 * of devanagari-font.ts with their URLs for index.html's `<head>`, and the URL the theme script preloads in
 * Hindi (`data-hindi-fonts`: the cut only). Rejects when the font package is missing.
 */
export async function devanagariFontBuild(): Promise<{
  plugin: RspackPluginInstance;
  templateParameters: { devanagariFontStyle: string; devanagariFontFiles: string };
}> {
  const from =
    require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2');
  const whole = fs.readFileSync(from);
  const text = devanagariCutText(path.resolve(__dirname, '..'));
  const cut = await subsetFont(whole, text, { targetFormat: 'woff2' });
  const base = path.basename(from, '.woff2');
  const files = [
    { name: hashedName(base, whole), data: whole },
    { name: hashedName(`${base}-hindi`, cut), data: cut },
  ];
  // Absolute: the same files whatever page (a deep link) the HTML is served for.
  const [wholeUrl, cutUrl] = files.map((file) => `/${file.name}`);
  return {
    plugin: new EmitFilesPlugin(files),
    templateParameters: {
      devanagariFontStyle: devanagariFontCss(
        { whole: wholeUrl, hindi: cutUrl, hindiRange: unicodeRange(text) },
        LATIN_FONTS,
      ),
      devanagariFontFiles: cutUrl,
    },
  };
}
