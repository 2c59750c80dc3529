import path from 'node:path';
import { createAppConfig } from '../rspack.base';

/** The shell host: no exposes, remotes registered at run time from /remotes.json. */
export default (production: boolean) =>
  createAppConfig({ name: 'shell', dir: path.resolve(__dirname), title: 'Exam Store', production });
