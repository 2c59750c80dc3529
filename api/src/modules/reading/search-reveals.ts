import type { SearchHit } from '@exam/shared-contracts/reading';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The share of a book's letters the in-book search may show one account in one day (UTC) as snippets:
 * 0.5 %, half the 1 % a leak of the text must stay under whatever the queries (rare words, a walk).
 */
export const SEARCH_REVEAL_SHARE = 0.005;

/** What a search may show: its hits, snippets cut once the day's share is spent, and whether any were. */
export interface RevealedHits {
  results: SearchHit[];
  /** True when at least one hit lost its snippet to the day's share (pages and highlights are kept). */
  withheld: boolean;
}

/**
 * Caps the snippet characters of `bookId` shown to `userId` per day at {@link SEARCH_REVEAL_SHARE} of the
 * book's `letters` (its searchable text, characters): the hits' snippets are counted in order (context and
 * match alike, so the count is at least the distinct letters shown) and, once the day's allowance is spent,
 * the hits that follow keep their page and rectangles with an empty snippet. The count is kept in
 * `search_reveals`, one row per account, book and day (the database's date), updated under a row lock so
 * concurrent searches cannot each spend the same allowance.
 */
export async function revealWithinShare(
  db: Db,
  userId: string,
  bookId: string,
  letters: number,
  hits: SearchHit[],
): Promise<RevealedHits> {
  const cap = Math.floor(letters * SEARCH_REVEAL_SHARE);
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into search_reveals (user_id, book_id, day, chars)
      values (${userId}, ${bookId}, current_date, 0) on conflict do nothing`);
    const result = await tx.execute<{ chars: number }>(sql`select chars from search_reveals
      where user_id = ${userId} and book_id = ${bookId} and day = current_date for update`);
    let used = Number(result.rows[0]?.chars ?? 0);
    let withheld = false;
    const results = hits.map((hit) => {
      if (!withheld && used + hit.snippet.length <= cap) {
        used += hit.snippet.length;
        return hit;
      }
      withheld = true;
      return { ...hit, snippet: '' };
    });
    await tx.execute(sql`update search_reveals set chars = ${used}
      where user_id = ${userId} and book_id = ${bookId} and day = current_date`);
    return { results, withheld };
  });
}
