import { subjectByWords } from '../detection/paper/subject-words.ts';
import type { Chapter, ChapterProposal, ChapterRow, ChapterSubject, ChapterTerm } from './chapter-types.ts';
import { BIOLOGY } from './ncert-biology.ts';
import { CHEMISTRY } from './ncert-chemistry.ts';
import { MATHEMATICS } from './ncert-mathematics.ts';
import { PHYSICS } from './ncert-physics.ts';

/**
 * Chapters proposed from a question's words (docs/domains/exams.md "Chapters"): each NCERT chapter of the
 * question's subject (Class 11 and 12) scores the weights of its terms found in the text, each counted at
 * most twice; the best chapter is proposed when it scores at least {@link MIN_SCORE} and more than the next.
 * A proposal is only that: the admin confirms it, and the analysis counts confirmed chapters alone.
 */

/** The least score a proposal needs: one strong term (weight 3), or three weak ones. */
export const MIN_SCORE = 3;

/** A term counts at most this many times, so one repeated word does not outweigh several different ones. */
const MAX_COUNT = 2;

/** Lower case, compatibility forms folded (the text layer's 𝑟 is r), anything but letters and digits a space. */
export function normaliseWords(text: string): string {
  return ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/** One term of a row: `young s modulus=3`, `capacit*`, `lens=1`. */
function compileTerm(term: string): ChapterTerm {
  const [words, weight] = term.split('=');
  return {
    words: normaliseWords(words.replace(/\*$/, '')).trim().split(' '),
    stem: words.endsWith('*'),
    weight: weight ? Number(weight) : 1,
  };
}

function compile(subject: ChapterSubject, rows: ChapterRow[]): Chapter[] {
  return rows.map(([classLevel, name, terms, dropped]) => ({
    subject,
    classLevel,
    name,
    dropped: dropped === true,
    terms: [...new Set(splitTerms(terms))].map(compileTerm),
  }));
}

/** "least count=3 vernier=3 unit*" is three terms: each runs from the previous one's end to its `=n` or `*`. */
export function splitTerms(list: string): string[] {
  const terms: string[] = [];
  let words: string[] = [];
  for (const word of list.trim().split(/\s+/)) {
    words.push(word);
    if (/=\d+$|\*$/.test(word)) {
      terms.push(words.join(' '));
      words = [];
    }
  }
  if (words.length) throw new Error(`a term without its weight or stem mark: "${words.join(' ')}"`);
  return terms;
}

/** Every chapter of the four subjects, compiled once. */
export const NCERT_CHAPTERS: readonly Chapter[] = [
  ...compile('Physics', PHYSICS),
  ...compile('Chemistry', CHEMISTRY),
  ...compile('Biology', BIOLOGY),
  ...compile('Mathematics', MATHEMATICS),
];

const SUBJECTS = new Set<string>(['Physics', 'Chemistry', 'Biology', 'Mathematics']);

/** `Maths`, `PHYSICS`, `Botany`, `Zoology`: the subject NCERT's lists file it under, or null. */
export function chapterSubjectOf(name: string | null | undefined): ChapterSubject | null {
  if (!name) return null;
  const word = name.trim().toLowerCase();
  if (/^math/.test(word)) return 'Mathematics';
  if (/^(botany|zoology|bio)/.test(word)) return 'Biology';
  const title = word.charAt(0).toUpperCase() + word.slice(1);
  return SUBJECTS.has(title) ? (title as ChapterSubject) : null;
}

/**
 * The chapter proposed for a question of `text` (its words as read from the paper), among `subject`'s
 * chapters when known, else every subject's; null when no chapter scores {@link MIN_SCORE}, or when two tie
 * and both or neither are in the rationalised edition (otherwise the one in it wins).
 */
export function proposeChapter(text: string, subject: ChapterSubject | null): ChapterProposal | null {
  const scores = chapterScores(normaliseWords(text).trim().split(' '));
  const within = subject ?? chapterSubjectOf(subjectByWords(text));
  const scored = NCERT_CHAPTERS.filter((c) => !within || c.subject === within)
    .map((chapter) => ({ chapter, score: scores.get(chapter) ?? 0 }))
    .sort((a, b) => b.score - a.score || Number(a.chapter.dropped) - Number(b.chapter.dropped));
  const [best, next] = scored;
  if (!best || best.score < MIN_SCORE) return null;
  if (next && next.score === best.score && next.chapter.dropped === best.chapter.dropped) return null;
  return {
    chapter: best.chapter.name,
    subject: best.chapter.subject,
    classLevel: best.chapter.classLevel,
    score: best.score,
    runnerUp: next?.score ?? 0,
  };
}

/** A term and the chapter it marks. */
interface Entry {
  term: ChapterTerm;
  chapter: Chapter;
}

/** Every term by its first word (terms of several words) or by its one word, built once. */
const BY_FIRST = new Map<string, Entry[]>();
const SINGLE = new Map<string, Entry[]>();
for (const chapter of NCERT_CHAPTERS)
  for (const term of chapter.terms) {
    const index = term.words.length > 1 ? BY_FIRST : SINGLE;
    const key = term.words[0];
    index.set(key, [...(index.get(key) ?? []), { term, chapter }]);
  }

/** Whether word `token` is the term's last word `word`: a word starting with it (a stem), or it or its plural. */
const lastWordIs = (token: string, word: string, stem: boolean) =>
  stem ? token.startsWith(word) : token === word || token === `${word}s` || token === `${word}es`;

/**
 * Each chapter's score over `tokens` (a question's normalised words): the sum of its terms' weights, each term
 * counted once per place it is found and at most {@link MAX_COUNT} times. Terms are looked up by the word
 * they start with, so a question costs a few lookups per word rather than a scan per term.
 */
function chapterScores(tokens: string[]): Map<Chapter, number> {
  const counts = new Map<ChapterTerm, number>();
  const scores = new Map<Chapter, number>();
  const found = ({ term, chapter }: Entry) => {
    const count = (counts.get(term) ?? 0) + 1;
    counts.set(term, count);
    if (count <= MAX_COUNT) scores.set(chapter, (scores.get(chapter) ?? 0) + term.weight);
  };
  for (const [i, token] of tokens.entries()) {
    for (const entry of BY_FIRST.get(token) ?? []) {
      const { words, stem } = entry.term;
      const last = tokens[i + words.length - 1];
      if (last === undefined || !lastWordIs(last, words[words.length - 1], stem)) continue;
      if (words.slice(1, -1).every((w, j) => tokens[i + 1 + j] === w)) found(entry);
    }
    // One-word terms: the word itself or without its plural's ending, and every stem it starts with.
    for (let end = 1; end <= token.length; end += 1)
      for (const entry of SINGLE.get(token.slice(0, end)) ?? [])
        if (lastWordIs(token, entry.term.words[0], entry.term.stem)) found(entry);
  }
  return scores;
}

/** How many questions on either side vote for a question's subject when its heading names none. */
export const SUBJECT_WINDOW = 4;

/**
 * Chapters for a whole paper in order: a question whose subject no heading names takes the subject most of
 * its neighbours' proposals name ({@link SUBJECT_WINDOW} each side, itself included), since papers keep a
 * subject's questions together. "A block of mass m on a wedge" is then Physics, not Trigonometry.
 */
export function proposeChapters(
  questions: { text: string; subject: ChapterSubject | null }[],
): (ChapterProposal | null)[] {
  const first = questions.map((q) => proposeChapter(q.text, q.subject));
  return questions.map((q, i) => {
    if (q.subject) return first[i];
    const votes = new Map<ChapterSubject, number>();
    for (const p of first.slice(Math.max(0, i - SUBJECT_WINDOW), i + SUBJECT_WINDOW + 1))
      if (p) votes.set(p.subject, (votes.get(p.subject) ?? 0) + 1);
    const [top] = [...votes].sort((a, b) => b[1] - a[1]);
    if (!top || top[0] === first[i]?.subject) return first[i];
    return proposeChapter(q.text, top[0]);
  });
}
