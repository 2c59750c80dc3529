import path from 'node:path';
import { createAppConfig } from '../rspack.base';

/**
 * The shell host (its apps.json entry: federation name `shell`, no exposes), remotes registered at run time
 * from /remotes.json.
 */
export default (production: boolean) =>
  createAppConfig({ dir: path.resolve(__dirname), title: 'Exam Store', production });
