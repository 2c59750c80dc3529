/** The four subjects NCERT's lists cover, as papers' headings and the presets name them. */
export type ChapterSubject = 'Physics' | 'Chemistry' | 'Biology' | 'Mathematics';

/**
 * One chapter as the lists write it: its class (11 or 12), its name as the admin will see it tagged, the words
 * that mark its questions (see `ncert-physics.ts` for the notation), and whether the 2023 rationalised
 * edition dropped it (true: older papers still ask from it).
 */
export type ChapterRow = [classLevel: 11 | 12, name: string, terms: string, dropped?: boolean];

/**
 * A term compiled: its words (normalised), whether its last word is a stem (`capacit*`: any word starting so)
 * or takes a plural (`lens`: also `lenses`), and its weight.
 */
export interface ChapterTerm {
  words: string[];
  stem: boolean;
  weight: number;
}

/** A chapter of one subject with its terms compiled. */
export interface Chapter {
  subject: ChapterSubject;
  classLevel: 11 | 12;
  name: string;
  dropped: boolean;
  terms: ChapterTerm[];
}

/** What was proposed for a question: the chapter, and its score against the runner-up's (sums of term weights). */
export interface ChapterProposal {
  chapter: string;
  subject: ChapterSubject;
  classLevel: 11 | 12;
  score: number;
  runnerUp: number;
}
