import path from 'node:path';
import { createAppConfig } from '../rspack.base';

/**
 * exam-remote exposes `./routes` (and its former `./ExamApp`, `./TestApp`; docs/architecture.md "The pieces" and
 * "Online tests"; its name and exposes: apps.json): the online test's instructions, the CBT screen, results and My tests, rendered by the
 * shell at `/test/*` and `/my-tests`. Question images are server-rendered and marked: no PDF library is
 * shipped.
 */
export default (production: boolean) =>
  createAppConfig({ dir: path.resolve(__dirname), title: 'Exam Store: online tests', production });
