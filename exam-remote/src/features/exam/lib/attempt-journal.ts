import type { QueueItem } from './queue-items';

/**
 * The exam screen's journal in localStorage, one per attempt: the saves not yet acknowledged (in order), the
 * highest seq used, the time spent per question, and whether the candidate asked to submit. It is what
 * makes a reload, a crash or a dropped network lose nothing: the screen resumes from the server's state with
 * these unsent saves over it, and sends them.
 */
export interface JournalRecord {
  items: QueueItem[];
  lastSeq: number;
  /** Time on screen per question number (ms), as measured here. */
  times: Record<number, number>;
  submitRequested: boolean;
}

/** Where a journal is kept: localStorage in the browser, a Map in tests. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The storage key of an attempt's journal. */
export const journalKey = (attemptId: string) => `exam-store.cbt.${attemptId}`;

const empty = (): JournalRecord => ({ items: [], lastSeq: 0, times: {}, submitRequested: false });

/** Reads and writes one attempt's journal. Storage that refuses (private mode, full) keeps it in memory. */
export class AttemptJournal {
  private record: JournalRecord;
  /** Nesting depth of {@link batch}, and whether an update waits for its end. */
  private holding = 0;
  private held = false;

  constructor(
    readonly attemptId: string,
    private readonly store: KeyValueStore | null = safeLocalStorage(),
  ) {
    this.record = this.read();
  }

  private read(): JournalRecord {
    try {
      const text = this.store?.getItem(journalKey(this.attemptId));
      if (!text) return empty();
      const parsed = JSON.parse(text) as Partial<JournalRecord>;
      return {
        items: Array.isArray(parsed.items) ? parsed.items : [],
        lastSeq: Number(parsed.lastSeq) || 0,
        times: parsed.times && typeof parsed.times === 'object' ? parsed.times : {},
        submitRequested: parsed.submitRequested === true,
      };
    } catch {
      return empty();
    }
  }

  /** The journal as last written (a copy of its lists is not made: treat it as read-only). */
  get(): JournalRecord {
    return this.record;
  }

  /**
   * Runs `fn` with the journal's writes held: every update inside it is written once, when it returns (or
   * throws), still within the caller's task (Save & Next's save, its move and the question's time: one write
   * of localStorage in the tap instead of three).
   */
  batch<T>(fn: () => T): T {
    this.holding += 1;
    try {
      return fn();
    } finally {
      this.holding -= 1;
      if (!this.holding && this.held) {
        this.held = false;
        this.write();
      }
    }
  }

  /** Replaces parts of the journal and writes it at once (at the end of a {@link batch} inside one). */
  update(patch: Partial<JournalRecord>): void {
    this.record = { ...this.record, ...patch };
    if (this.holding) this.held = true;
    else this.write();
  }

  private write(): void {
    try {
      this.store?.setItem(journalKey(this.attemptId), JSON.stringify(this.record));
    } catch {
      // Storage full or refused: the journal lives on in memory for this page.
    }
  }

  /** Forgets the journal (the attempt is submitted and its result shown). */
  clear(): void {
    this.record = empty();
    try {
      this.store?.removeItem(journalKey(this.attemptId));
    } catch {
      // Nothing to do: a leftover journal of a closed attempt is never sent (the server answers 409).
    }
  }
}

function safeLocalStorage(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
