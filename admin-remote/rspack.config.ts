import path from 'node:path';
import { createAppConfig } from '../rspack.base';

/**
 * admin-remote exposes `./routes` (and its former `./AdminApp`), the dashboard of docs/domains/operations.md "Admin screens"
 * (docs/architecture.md "The pieces"; its name and exposes: apps.json). recharts is bundled here, not shared;
 * its `react-is` must match React 19 (the copy hoisted to the root is 17, for pretty-format), so the alias
 * points it at admin-remote's own react-is 19.
 */
export default (production: boolean) => {
  const config = createAppConfig({ dir: path.resolve(__dirname), title: 'Exam Store: admin', production });
  config.resolve = {
    ...config.resolve,
    alias: { 'react-is$': path.dirname(require.resolve('react-is/package.json', { paths: [__dirname] })) },
  };
  return config;
};
