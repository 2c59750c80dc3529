import path from 'node:path';
import { createAppConfig } from '../rspack.base';

/** store-remote exposes `./routes` (ARCHITECTURE "Module Federation"). */
export default (production: boolean) =>
  createAppConfig({
    name: 'store',
    dir: path.resolve(__dirname),
    title: 'Exam Store: storefront',
    exposes: { './routes': './src/routes.tsx' },
    production,
  });
