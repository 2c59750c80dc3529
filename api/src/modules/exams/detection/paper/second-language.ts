import type { Region } from '@exam/shared-contracts/exams';
import type { Draft } from './draft.ts';
import type { InkBitmap } from './ink.ts';
import { languageOf } from './line-kinds.ts';
import { streamLabels } from './stream-labels.ts';
import { StreamRegions } from './stream-regions.ts';
import type { Stream, StreamLine } from './streams.ts';

/**
 * The second language of a bilingual paper (docs/domains/exams.md "Making a test from a paper"): its copy of
 * each question, as regions with `lang: 'hi'` after the English ones.
 */

/**
 * The second language printed side by side or on facing pages: each of its questions is matched to the
 * English question with the same number on the same page or the next one, in order.
 */
export function matchSecond(
  drafts: Draft[],
  second: Stream,
  sizes: Map<number, { w: number; h: number }>,
  ink: Map<number, InkBitmap>,
): boolean {
  const labels = streamLabels(second);
  const regions = new StreamRegions(
    second,
    labels.map((l) => l.line),
    sizes,
    ink,
  );
  let next = 0;
  let matched = 0;
  for (const draft of drafts) {
    if (!draft.label) continue;
    const { n } = draft.label.label;
    const page = draft.label.column.page;
    for (let i = next; i < labels.length && i < next + 6; i += 1) {
      const other = labels[i];
      if (other.label.n !== n || Math.abs(other.column.page - page) > 1) continue;
      draft.hindi = regions.question(other).regions;
      next = i + 1;
      matched += 1;
      break;
    }
  }
  if (!matched) return false;
  for (const draft of drafts) if (!draft.hindi.length) draft.reasons.push('no Hindi copy was matched to it');
  return true;
}

/**
 * English then Hindi in the same question (NTA's booklets): the question's regions are cut where its
 * first Hindi line follows English ones. Only when most questions have such a line, so a stray Hindi word
 * in an English paper cuts nothing.
 */
export function splitStacked(drafts: Draft[]): boolean {
  const splits = drafts.map((d) => {
    const lines = d.run.lines;
    let english = false;
    for (const s of lines) {
      const lang = languageOf(s.line.text);
      if (lang === 'en') english = true;
      else if (lang === 'hi' && english) return s;
    }
    return null;
  });
  const found = splits.filter((s) => s !== null).length;
  if (!found || found * 2 < drafts.length) return false;
  for (const [i, draft] of drafts.entries()) {
    const split = splits[i];
    if (!split) {
      draft.reasons.push('no Hindi copy was found in it');
      continue;
    }
    const en: Region[] = [];
    const hi: Region[] = [];
    for (const region of draft.run.regions) {
      const same = region.page === split.column.page && Math.abs(region.x - split.column.left) < 1;
      if (same && region.y < split.line.y && region.y + region.height > split.line.y) {
        en.push({ ...region, height: Math.round((split.line.y - 1 - region.y) * 10) / 10 });
        hi.push({
          ...region,
          y: split.line.y - 1,
          height: Math.round((region.y + region.height - split.line.y + 1) * 10) / 10,
          lang: 'hi',
        });
      } else if (hi.length || (same && region.y >= split.line.y - 1) || isAfter(region, split))
        hi.push({ ...region, lang: 'hi' });
      else en.push(region);
    }
    draft.run = { ...draft.run, regions: en };
    draft.hindi = hi;
  }
  return true;
}

/** A region on a later page than the split line, or in a later column of its page. */
const isAfter = (region: Region, split: StreamLine) =>
  region.page > split.column.page || (region.page === split.column.page && region.x > split.column.right - 1);
