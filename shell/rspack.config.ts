import path from 'node:path';
import { createAppConfig } from '../rspack.base';
import { devanagariFontBuild } from './devanagari-font.config';

/**
 * The shell host (its apps.json entry: federation name `shell`, no exposes), remotes registered at run time
 * from /remotes.json. Its index.html carries the Devanagari face (devanagari-font.config.ts).
 */
export default async (production: boolean) => {
  const font = await devanagariFontBuild();
  return createAppConfig({
    dir: path.resolve(__dirname),
    title: 'Exam Store',
    production,
    plugins: [font.plugin],
    templateParameters: font.templateParameters,
  });
};
