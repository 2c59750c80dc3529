import type { Category, Section, Subject } from '@exam/shared-contracts/catalogue';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books, type BookRow } from '../../db/schema';

/**
 * Word similarity (pg_trgm, 0–1) from which a query word matches a title or description word. pg_trgm's
 * default of 0.6 misses one-letter typos in short words ("physcs" ~ "Physics" scores 0.57); 0.45 still keeps
 * unrelated words apart. Set per transaction so the `<%` operator (and its GIN trigram index) uses it.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

/**
 * Words (PostgreSQL regular expressions, case-insensitive, `\m` = start of a word) that give a book its
 * subject, tried in this order: the first subject whose words appear in the title or description wins, so
 * "Physics Notation: vectors, derivatives, matrices" is physics, not mathematics. Books matching none have no
 * subject and are found only without a subject filter.
 */
export const SUBJECT_WORDS: ReadonlyArray<readonly [Subject, string]> = [
  [
    'physics',
    '\\m(physic|optic|mirror|lens|electric|circuit|current|magnet|units|measurement|vector|particle|feynman|mechanic|motion|kinematic|thermodynamic|wave|gravitation|quantum)',
  ],
  [
    'chemistry',
    '\\m(chemi|organic|inorganic|atom|molecul|periodic|element|reaction|bond|formula|ion|ions|oxidation|electron|acid|compound)',
  ],
  ['biology', '\\m(biolog|genetic|inherit|pedigree|cell|botan|zoolog|evolution|ecolog|anatom|physiolog|dna)'],
  [
    'mathematics',
    '\\m(math|geometr|algebra|calculus|function|trigonometr|coordinate|matri|probabilit|derivative|integra|loci)',
  ],
];

/** The text a book is searched and classified by. */
const searchable = sql`(${books.title} || ' ' || ${books.description})`;

/** SQL for a book's derived subject (text, or null). */
const subjectSql: SQL<Subject | null> = sql<Subject | null>`(case ${sql.join(
  SUBJECT_WORDS.map(([subject, words]) => sql`when ${searchable} ~* ${words} then ${subject}`),
  sql` `,
)} else null end)`;

/** At most this many words of a query are matched one by one (a query is at most 100 characters). */
export const MAX_QUERY_WORDS = 8;

/**
 * The words of `q` matched one by one: letters and digits of at least 3 characters (shorter ones have too
 * few trigrams to be like anything), lower-cased, unique, the first {@link MAX_QUERY_WORDS}.
 */
export function queryWords(q: string): string[] {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** What {@link searchBooks} looks for: `q` already trimmed (may be empty when a filter is given). */
export interface BookSearch {
  q: string;
  category?: Category;
  section?: Section;
  subject?: Subject;
  /** At most this many books. */
  limit: number;
}

/** A listed book found by a search, with its derived subject. */
export interface BookSearchRow {
  book: BookRow;
  subject: Subject | null;
}

/**
 * Listed (not soft-deleted) books matching `search`, best first. A book matches when a
 * word of its title or description is like the query (pg_trgm word similarity ≥ {@link
 * WORD_SIMILARITY_THRESHOLD}: typos are found), when each word of a query of several is like one of its
 * words (two typos: "Genetcs pedigre"), or when the English full-text search of both matches (stems:
 * "reaction" finds "Reactions"). Rank: title similarity counts twice the description's, plus the full-text
 * rank with the title weighted A and the description B, so a title match comes before a description match.
 * Without `q`, the filtered books in title order. Same SQL on PostgreSQL and PGlite (both load pg_trgm).
 */
export function searchBooks(db: Db, search: BookSearch): Promise<BookSearchRow[]> {
  const conds: SQL[] = [isNull(books.deletedAt)];
  if (search.category) conds.push(eq(books.category, search.category));
  if (search.section) conds.push(eq(books.section, search.section));
  if (search.subject) conds.push(sql`${subjectSql} = ${search.subject}`);
  const order: SQL[] = [];
  const q = search.q;
  if (q) {
    const query = sql`websearch_to_tsquery('english', ${q})`;
    const like = (text: string) =>
      sql`(${text}::text <% ${books.title} or ${text}::text <% ${books.description})`;
    const similarity = (text: string) =>
      sql`2 * word_similarity(${text}::text, ${books.title}) + word_similarity(${text}::text, ${books.description})`;
    const words = queryWords(q);
    // The whole query's similarity falls below the threshold when two of its words are misspelt
    // ("Genetcs pedigre"), so a book also matches when each word alone is like one of its words.
    const eachWord = words.length > 1 ? sql` or (${sql.join(words.map(like), sql` and `)})` : sql``;
    // The Hindi title and description (optional): every word of the query is in them, as typed (Devanagari
    // has no trigram or English stemming to lean on).
    const hindiWords = q.split(/\s+/).filter(Boolean).slice(0, 8);
    const patterns = hindiWords.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const hindi = sql`(coalesce(${books.titleHi}, '') || ' ' || coalesce(${books.descriptionHi}, '')) ilike all (array[${sql.join(
      patterns.map((p) => sql`${p}`),
      sql`, `,
    )}]::text[])`;
    conds.push(sql`(${like(q)} or to_tsvector('english', ${searchable}) @@ ${query}${eachWord} or ${hindi})`);
    const rank = sql`(setweight(to_tsvector('english', ${books.title}), 'A') || setweight(to_tsvector('english', ${books.description}), 'B'))`;
    // Books like every word come first: twice the share of the words a book is like, plus their mean
    // similarity (one strong word alone, "moleculs" in "Molecular Orbital Diagrams", ranks below both).
    const wordsRank =
      words.length > 1
        ? sql` + (2 * (${sql.join(
            words.map((w) => sql`${like(w)}::int`),
            sql` + `,
          )}) + ${sql.join(words.map(similarity), sql` + `)}) / ${words.length}`
        : sql``;
    order.push(desc(sql`${similarity(q)} + ts_rank(${rank}, ${query})${wordsRank} + 2 * (${hindi})::int`));
  }
  order.push(asc(books.title), asc(books.id));
  return db.transaction(async (tx) => {
    // Local to this transaction: other statements on the pooled connection keep pg_trgm's default.
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    return tx
      .select({ book: books, subject: subjectSql })
      .from(books)
      .where(and(...conds))
      .orderBy(...order)
      .limit(search.limit);
  });
}
