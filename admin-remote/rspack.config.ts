import path from 'node:path';
import { createAppConfig } from '../rspack.base';

/** admin-remote exposes `./AdminApp`, the dashboard of SPEC 2 (ARCHITECTURE "Module Federation"). */
export default (production: boolean) =>
  createAppConfig({
    name: 'admin',
    dir: path.resolve(__dirname),
    title: 'Exam Store: admin',
    exposes: { './AdminApp': './src/admin-app.tsx' },
    production,
  });
