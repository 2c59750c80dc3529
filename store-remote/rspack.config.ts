import path from 'node:path';
import { createAppConfig } from '../rspack.base';

/** store-remote exposes `./routes` (docs/architecture.md "The pieces"; its name and exposes: apps.json). */
export default (production: boolean) =>
  createAppConfig({ dir: path.resolve(__dirname), title: 'Exam Store: storefront', production });
