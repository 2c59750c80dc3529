/**
 * The server's clock as the exam screen sees it (docs/domains/exams.md "Online tests": the server owns the
 * clock). Each answer carries `serverNow`; the device's clock may be minutes off, so the screen keeps an
 * offset: remaining = deadline − (device now + offset). The offset is the server's time minus the middle of
 * the request (half the round trip each way); a new estimate within that uncertainty of the current one is
 * ignored, so the timer does not jitter with the network.
 */
export class ServerClock {
  private offset = 0;
  private synced = false;

  constructor(private readonly deviceNow: () => number = Date.now) {}

  /**
   * Takes one answer's `serverNow` (ISO), sent at `sentAt` and received at `receivedAt` (device ms).
   * Ignores an unreadable time.
   */
  sync(serverNow: string, sentAt: number, receivedAt: number): void {
    const server = Date.parse(serverNow);
    if (Number.isNaN(server)) return;
    const roundTrip = Math.max(0, receivedAt - sentAt);
    const estimate = server - (sentAt + roundTrip / 2);
    if (!this.synced || Math.abs(estimate - this.offset) > roundTrip / 2) this.offset = estimate;
    this.synced = true;
  }

  /** The server's time now, as far as this device can tell (ms since the epoch). */
  now(): number {
    return this.deviceNow() + this.offset;
  }

  /** Milliseconds left until `deadline` (ISO) by the server's clock; negative once past. */
  remaining(deadline: string): number {
    return Date.parse(deadline) - this.now();
  }

  /** The offset in ms (server − device), for tests and diagnostics. */
  offsetMs(): number {
    return this.offset;
  }
}
