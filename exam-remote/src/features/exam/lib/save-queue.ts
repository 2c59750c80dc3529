import type { QuestionTime } from '@exam/shared-contracts/exams';
import { QueueStoppedError } from './queue-stop';
import {
  mergeTimes,
  type AnswerItem,
  type IntegrityItem,
  type MoveItem,
  type QueueItem,
} from './queue-items';
import { classifySendFailure, retryDelayMs, RETRY_DELAYS_MS } from './save-retry';
import type { QueueSnapshot, SaveQueueOptions } from './save-queue-types';

const isAnswer = (item: QueueItem): item is AnswerItem => item.kind === 'answer';

/**
 * The exam screen's save queue (docs/domains/exams.md "Online tests"; nothing a student saved is lost).
 * Every save gets a seq above every seq used before on this attempt (the server's `lastSeq` and this
 * device's), is written to the attempt's journal in localStorage before it is sent, and leaves the journal
 * only when the server acknowledged it. Items go one at a time, in order; a failure that may pass (no
 * network, 5xx, 429) is retried with backoff, at once when the browser is back online, and anyway on a
 * timer (a browser may be wrong about being offline). A retry of a save the server already applied is
 * harmless: the server applies saves in increasing seq per question and answers a repeat with its own.
 *
 * A newer save of a question replaces an older one still waiting (the server would discard the older one
 * anyway); moves merge likewise, keeping the largest time per question. The item being sent is never
 * replaced. What a failure means and the backoff's waits are in ./save-retry, the journal in
 * ./attempt-journal.
 */
export class SaveQueue {
  private items: QueueItem[];
  private lastSeq: number;
  private sending: QueueItem | null = null;
  private failures = 0;
  private networkDown = false;
  private closed = false;
  private signedOut = false;
  private elsewhere = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  /** Nesting depth of {@link batch}, and whether a change waits for its end. */
  private batching = 0;
  private batchChanged = false;
  private snapshotCache: QueueSnapshot | null = null;
  private readonly listeners = new Set<() => void>();
  private drains: { resolve: () => void; reject: (e: Error) => void }[] = [];
  private readonly now: () => number;
  private readonly isOnline: () => boolean;
  private readonly delays: number[];

  constructor(private readonly options: SaveQueueOptions) {
    const record = options.journal.get();
    this.items = [...record.items];
    this.lastSeq = Math.max(record.lastSeq, 0, ...this.items.map((i) => i.seq));
    this.now = options.now ?? Date.now;
    this.isOnline =
      options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
    this.delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  }

  /** Makes every later seq larger than `seq` (the server's `lastSeq` on resume: another device's saves). */
  raiseSeqFloor(seq: number): void {
    if (seq > this.lastSeq) {
      this.lastSeq = seq;
      this.persist();
    }
  }

  /** The unsent items, oldest first (the screen lays them over the server's state on resume). */
  unsent(): readonly QueueItem[] {
    return this.items;
  }

  /** A new seq: above every earlier one, and at least the server's clock in ms. */
  private nextSeq(): number {
    this.lastSeq = Math.max(this.lastSeq + 1, Math.floor(this.now()));
    return this.lastSeq;
  }

  /** Queues a question's answer and review mark; resolves nothing: watch the snapshot. Returns the item. */
  saveAnswer(save: Omit<AnswerItem, 'kind' | 'seq' | 'madeAt'>): AnswerItem {
    // When it was made by the server's clock: the server takes it within the transport slack, so an answer
    // made before the deadline and still on its way past it is kept.
    const item: AnswerItem = { kind: 'answer', ...save, seq: this.nextSeq(), madeAt: Math.floor(this.now()) };
    this.items = this.items.filter((i) => i === this.sending || !isAnswer(i) || i.number !== save.number);
    this.push(item);
    return item;
  }

  /** Queues a move to question `number`, with the times of questions left (merged into a waiting move). */
  move(number: number, times: QuestionTime[]): MoveItem {
    let merged = times;
    this.items = this.items.filter((i) => {
      if (i === this.sending || i.kind !== 'move') return true;
      merged = mergeTimes(i.times, merged);
      return false;
    });
    const item: MoveItem = { kind: 'move', number, seq: this.nextSeq(), times: merged };
    this.push(item);
    return item;
  }

  /** Queues an integrity event (a tab switch, leaving full screen). */
  integrity(event: IntegrityItem['event']): IntegrityItem {
    const item: IntegrityItem = { kind: 'integrity', event, seq: this.nextSeq() };
    this.push(item);
    return item;
  }

  /**
   * Runs `fn` (several saves and moves of one tap) with the journal written once and the listeners told
   * once, when it returns. Every item is in the journal before its send starts (a task later).
   */
  batch<T>(fn: () => T): T {
    this.batching += 1;
    try {
      return this.options.journal.batch(fn);
    } finally {
      this.batching -= 1;
      if (!this.batching && this.batchChanged) {
        this.batchChanged = false;
        this.changed();
      }
    }
  }

  private push(item: QueueItem): void {
    this.items.push(item);
    this.persist();
    if (this.batching) this.batchChanged = true;
    else this.changed();
    // The send starts in a task of its own: a request costs a cheap phone's main thread several ms, which
    // would otherwise be part of the tap that saved (the journal above already holds the save).
    if (!this.timer) this.pumpIn(0);
  }

  /** Sends what waits in `ms` (a retry's backoff, or 0: the next task), unless something else starts it. */
  private pumpIn(ms: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.pump();
    }, ms);
  }

  /** Starts sending what the journal held from an earlier visit (a reload, a crash, another tab closed). */
  start(): void {
    if (this.items.length) this.retryNow();
  }

  /** Tries now (the browser came back online, the tab was shown again). */
  retryNow(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    void this.pump();
  }

  /** Stops sending (the screen closed); the journal keeps what is unsent for the next visit. */
  dispose(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.listeners.clear();
  }

  /**
   * Resolves once every item is acknowledged (before a submit). Rejects with {@link QueueStoppedError}
   * when that can never happen here: the attempt closed (409), the token was refused (401), or the attempt
   * was opened on another device (409).
   */
  drain(): Promise<void> {
    const stopped = this.stoppedError();
    if (stopped) return Promise.reject(stopped);
    if (!this.items.length) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.drains.push({ resolve, reject });
      this.retryNow();
    });
  }

  /** The queue's state now (the same object until it changes, for useSyncExternalStore). */
  snapshot(): QueueSnapshot {
    this.snapshotCache ??= {
      waiting: new Set(this.items.filter(isAnswer).map((i) => i.number)).size,
      pending: this.items.length,
      sending: this.sending !== null,
      offline: this.networkDown || !this.isOnline(),
      closed: this.closed,
      elsewhere: this.elsewhere,
      signedOut: this.signedOut,
    };
    return this.snapshotCache;
  }

  /** Calls `listener` on every change of the snapshot; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The browser said it went online or offline: show it, and try at once when back. */
  networkChanged(): void {
    this.changed();
    if (this.isOnline()) this.retryNow();
  }

  private stoppedError(): QueueStoppedError | null {
    if (this.closed) return new QueueStoppedError('closed');
    if (this.elsewhere) return new QueueStoppedError('elsewhere');
    if (this.signedOut) return new QueueStoppedError('signed-out');
    return null;
  }

  private persist(): void {
    this.options.journal.update({ items: this.items, lastSeq: this.lastSeq });
  }

  private changed(): void {
    this.snapshotCache = null;
    const stopped = this.stoppedError();
    if (stopped || (!this.items.length && !this.sending)) {
      const drains = this.drains;
      this.drains = [];
      for (const d of drains) {
        if (stopped) d.reject(stopped);
        else d.resolve();
      }
    }
    for (const listener of [...this.listeners]) listener();
  }

  private async pump(): Promise<void> {
    if (this.sending || this.stopped || this.closed || this.signedOut || this.elsewhere) return;
    while (this.items.length && !this.stopped) {
      const item = this.items[0];
      this.sending = item;
      this.changed();
      try {
        const result = await this.options.send(item);
        this.items = this.items.filter((i) => i !== item);
        this.failures = 0;
        this.networkDown = false;
        this.persist();
        this.sending = null;
        this.options.onAck?.(result, item);
        this.changed();
      } catch (error) {
        this.sending = null;
        if (!this.handleFailure(item, error)) return;
      }
    }
  }

  /** Deals with a failed send (what it means: `classifySendFailure`); true when the next item may go now. */
  private handleFailure(item: QueueItem, error: unknown): boolean {
    const failure = classifySendFailure(error);
    if (failure.kind === 'elsewhere') {
      // Not closed: the attempt goes on on the other device. This item and every later one stay in the
      // journal (the server never applied them); sending them here now would only be refused again.
      this.elsewhere = true;
      this.changed();
      this.options.onElsewhere?.();
      return false;
    }
    if (failure.kind === 'closed') {
      this.closed = true;
      this.changed();
      this.options.onClosed?.(failure.message);
      return false;
    }
    // Signed out: the attempt goes on, and its saves wait here for the student to sign in again.
    if (failure.kind === 'signed-out') {
      this.signedOut = true;
      this.changed();
      return false;
    }
    if (failure.kind === 'rejected') {
      // A save the server will never take: retrying would block every later save behind it.
      this.items = this.items.filter((i) => i !== item);
      this.persist();
      this.changed();
      this.options.onRejected?.(item, failure.error);
      return true;
    }
    this.networkDown = failure.networkDown;
    this.failures += 1;
    this.pumpIn(retryDelayMs(this.delays, this.failures));
    this.changed();
    return false;
  }
}
