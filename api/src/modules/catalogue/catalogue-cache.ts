import { createHash } from 'node:crypto';
import type { BookAccess, Section } from '@exam/shared-contracts/catalogue';
import type { PaymentState } from '@exam/shared-contracts/purchases';
import type { Db } from '../../db/client';
import type { BookRow } from '../../db/schema';
import { listBooks, toBookDto } from './books';
import { LoadCache } from '../../platform/cache/load-cache';

/** One listed book, serialised once up to its `paymentStatus` value. */
interface BookFragment {
  id: string;
  isFree: boolean;
  /** `JSON.stringify(toBookDto(row, s))` is exactly `head + s + '"}'` for every status `s`. */
  head: string;
}

/** One cached listing: the rows, the answers that are the same for everyone, and the parts of the others. */
export interface CatalogueEntry {
  rows: BookRow[];
  /** The guests' answer (`paymentStatus` free/locked), serialised once; its ETag is `"<sha1 base64url>"`. */
  guest: CachedAnswer;
  /** The admins' answer (`paymentStatus` admin_access on every book), serialised once. */
  admin: CachedAnswer;
  /**
   * A signed-in student's answer: each listed book's `paymentStatus` is `free`, else `statuses.get(id)`,
   * else `locked`; byte for byte `JSON.stringify(rows.map((r) => toBookDto(r, status)))`, built from
   * per-book fragments (no book is serialised again), with its strong ETag (`"u…"`). `signature` must
   * determine `statuses` (see modules/reading/viewer-cache): students with the same one share the answer, kept
   * with the listing (at most {@link STUDENT_ANSWERS_MAX} of them).
   */
  student(signature: string, statuses: ReadonlyMap<string, PaymentState>): CachedAnswer;
}

/**
 * A JSON body, its UTF-8 bytes and its strong ETag. The bytes are what is sent: a string body is encoded
 * to UTF-8 again on every request, the largest cost in the guest listing's CPU profile.
 */
export interface CachedAnswer {
  body: string;
  bytes: Buffer;
  etag: string;
}

/** The {@link CachedAnswer} of `body`, its ETag prefixed by `prefix` (see {@link bodyEtag}). */
function cachedAnswer(body: string, prefix = ''): CachedAnswer {
  return { body, bytes: Buffer.from(body, 'utf8'), etag: bodyEtag(body, prefix) };
}

/** Student answers kept per listing (distinct status signatures; the oldest made goes first beyond it). */
export const STUDENT_ANSWERS_MAX = 512;

/** Strong ETag of a body: `"<prefix><sha1 base64url>"` (the prefix keeps answers of different kinds apart). */
export function bodyEtag(body: string, prefix = ''): string {
  return `"${prefix}${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The {@link CatalogueEntry} of `rows`. */
export function catalogueEntry(rows: BookRow[]): CatalogueEntry {
  const fragments: BookFragment[] = rows.map((row) => ({
    id: row.id,
    isFree: row.isFree,
    // paymentStatus is the last key toBookDto sets: its value is the only part that differs per caller.
    head: `${JSON.stringify(toBookDto(row)).slice(0, -1)},"paymentStatus":"`,
  }));
  const render = (statusOf: (book: BookFragment) => BookAccess) => {
    let body = '[';
    for (let i = 0; i < fragments.length; i++) {
      const f = fragments[i];
      body += `${i ? ',' : ''}${f.head}${statusOf(f)}"}`;
    }
    return `${body}]`;
  };
  const answers = new Map<string, CachedAnswer>();
  const student = (signature: string, statuses: ReadonlyMap<string, PaymentState>) => {
    let answer = answers.get(signature);
    if (!answer) {
      // `u` keeps a signed-in caller's tag apart from the guests' even when the bodies are the same.
      answer = cachedAnswer(
        render((b) => (b.isFree ? 'free' : (statuses.get(b.id) ?? 'locked'))),
        'u',
      );
      answers.set(signature, answer);
      if (answers.size > STUDENT_ANSWERS_MAX) answers.delete(answers.keys().next().value as string);
    }
    return answer;
  };
  return {
    rows,
    guest: cachedAnswer(render((b) => (b.isFree ? 'free' : 'locked'))),
    admin: cachedAnswer(
      render(() => 'admin_access'),
      'u',
    ),
    student,
  };
}

/**
 * The catalogue read path in memory: the listed
 * books per section (and unfiltered), serialised once per book, the guests' and the admins' answers once per
 * listing. Admin writes (create, edit, delete a book) call {@link invalidate}; with several API replicas the
 * invalidation is also broadcast, and `invalidate(undefined, false)` is what a replica calls on hearing
 * another's (docs/serving.md "Scaling").
 */
export class CatalogueCache extends LoadCache<CatalogueEntry> {
  constructor(db: Db) {
    super({
      load: async (key) => catalogueEntry(await listBooks(db, key === '*' ? undefined : (key as Section))),
    });
  }

  /** The listing of `section` (all sections when undefined), from memory after the first call. */
  get(section?: Section): Promise<CatalogueEntry> {
    return this.read(section ?? '*');
  }
}
