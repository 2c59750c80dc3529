import type { QuestionLayout, TestLanguage } from '@exam/shared-contracts/exams';

import type { FastifyInstance } from 'fastify';
import type { TestRow } from '../../../db/schema';
import { regionsImage, type QuestionImage } from '../attempts/question-images';
import { questionLayout } from './question-layout';
import { shownQuestion } from './shown-question';

/** Layouts by the clean image they were read from (that cache's entries live as long as they are used). */
const layouts = new WeakMap<QuestionImage, Promise<QuestionLayout>>();

/**
 * The layout (reflow/question-layout.ts) of question `number` of `test` (`of`: its image, or its solution's)
 * in `lang`, read from the clean image at width `w` px that `…/image` marks: what `…/layout` answers, and
 * what a reopened exam screen's HTML is reflowed from. Kept as long as that clean image is. 404
 * (HttpError) for a number the test does not have.
 */
export async function layoutAt(
  app: FastifyInstance,
  test: TestRow,
  number: number,
  of: 'question' | 'solution',
  lang: TestLanguage,
  w: number,
): Promise<QuestionLayout> {
  const shown = await shownQuestion(app.db, test, number, of, lang);
  const clean = await regionsImage(app.render, shown.book, test, shown.key, shown.regions, w);
  let layout = layouts.get(clean);
  if (!layout) {
    layout = questionLayout(clean.image);
    layouts.set(clean, layout);
  }
  return layout;
}
