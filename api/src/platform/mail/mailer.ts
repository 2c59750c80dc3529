import nodemailer, { type Transporter } from 'nodemailer';

/** One e-mail: a plain-text part and an HTML part (no images, no tracking pixels or links). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Mailer settings (AppConfig.mail): SMTP_URL (off when unset), MAIL_FROM, retries and backoff. */
export interface MailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…`; undefined → the mailer is off and sends nothing. */
  smtpUrl?: string;
  /** The From header, e.g. `Exam Store <no-reply@examstore.in>`. */
  from: string;
  /** Attempts after the first failed one (default 3). */
  retries?: number;
  /** Wait before the first retry, ms; doubled for each further one (default 2000). */
  retryDelayMs?: number;
  /** Connection, greeting and socket timeouts of one attempt, ms (default 10000). */
  timeoutMs?: number;
  /** Where failures are reported (a mail that could not be sent is logged, never thrown at the caller). */
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Sends e-mail through SMTP with nodemailer (reused by features such as a password reset).
 * `send` tries once plus `retries` times with exponential backoff and rejects when every attempt failed;
 * `sendLater` runs `send` in the background and never rejects (failures are logged), so a caller such as
 * an approval is never blocked or failed by the mail server; `idle()` resolves when background sends are
 * done (tests, shutdown). With no `smtpUrl` the mailer is off: `enabled` is false and nothing is sent.
 */
export class Mailer {
  readonly enabled: boolean;
  private readonly transport: Transporter | null;
  private readonly pending = new Set<Promise<void>>();
  /** Wakers of the background sends still in their `delayMs` wait (idle() cuts the waits short). */
  private readonly waiting = new Set<() => void>();

  constructor(private readonly opts: MailerOptions) {
    const timeout = opts.timeoutMs ?? 10_000;
    this.enabled = Boolean(opts.smtpUrl);
    this.transport = opts.smtpUrl ? nodemailer.createTransport(withTimeouts(opts.smtpUrl, timeout)) : null;
  }

  /** Sends `mail`, retrying; rejects with the last error when every attempt failed. No-op when off. */
  async send(mail: Mail): Promise<void> {
    if (!this.transport) return;
    const retries = this.opts.retries ?? 3;
    let delay = this.opts.retryDelayMs ?? 2000;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.transport.sendMail({ from: this.opts.from, ...mail });
        return;
      } catch (err) {
        if (attempt >= retries) throw err;
        this.opts.log?.warn({ err, to: mail.to, attempt: attempt + 1 }, 'mail not sent, retrying');
        await new Promise((r) => setTimeout(r, delay));
        delay *= 2;
      }
    }
  }

  /**
   * Sends in the background: `build` (which may read the database) and then {@link send}; a failure of
   * either is logged and dropped. Returns at once. With `delayMs`, `build` runs only after that wait, so the
   * mail describes the row as it is then (an approval's mail waits out its undo window, and an
   * undone approval mails nothing).
   */
  sendLater(build: () => Promise<Mail | null>, label: string, delayMs = 0): void {
    if (!this.transport) return;
    const job = (async () => {
      if (delayMs > 0) await this.wait(delayMs);
      const mail = await build();
      if (mail) await this.send(mail);
    })().catch((err) => this.opts.log?.error({ err, label }, 'mail dropped after retries'));
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  /** Waits `ms`, or less if {@link idle} is called meanwhile. */
  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.waiting.add(wake);
    });
  }

  /**
   * Resolves when every background send has finished (sent or dropped). Delayed sends stop waiting and go
   * at once (tests, shutdown: nothing is lost on close).
   */
  async idle(): Promise<void> {
    for (const wake of [...this.waiting]) wake();
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /** Waits for background sends, then closes the SMTP connections. */
  async close(): Promise<void> {
    await this.idle();
    this.transport?.close();
  }
}

/** nodemailer reads transport options from the URL's query: add the timeouts unless the URL sets them. */
function withTimeouts(smtpUrl: string, ms: number): string {
  const url = new URL(smtpUrl);
  for (const key of ['connectionTimeout', 'greetingTimeout', 'socketTimeout'])
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(ms));
  return url.toString();
}

/** Escapes text for the HTML part. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text as the HTML part's paragraphs (blank lines split them, a single newline is a `<br>`), escaped. */
export function paragraphs(text: string): string {
  return text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
