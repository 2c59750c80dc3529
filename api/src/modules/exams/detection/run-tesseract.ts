import { spawn } from 'node:child_process';

/** How one tesseract run ended when it gave no page: the reasons {@link ocrPages} turns into HTTP errors. */
export class TesseractError extends Error {
  constructor(
    readonly reason: 'missing' | 'language' | 'timeout' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'TesseractError';
  }
}

export interface TesseractRun {
  /** The page image (PNG, any format leptonica reads). */
  image: Buffer;
  /** Its resolution: tesseract otherwise guesses it, and its guess sizes the text it looks for. */
  dpi: number;
  /** Tesseract language codes joined with `+` (`eng`, `eng+hin`). */
  languages: string;
  /** Aborting kills the process (the per-page and whole-job time limits). */
  signal: AbortSignal;
  /** Address-space limit of the process, in MB. */
  memoryMb: number;
  /** The tesseract executable (a PATH name or an absolute path). */
  command: string;
}

/** hOCR of a page is a few hundred KB; more means something is wrong, and it would all sit in memory. */
const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;

/**
 * Runs Debian's tesseract on one page image and returns its hOCR with a box per character. A child process
 * keeps the OCR off the API's event loop and lets a time limit end it for sure (SIGKILL); `prlimit` caps its
 * address space, so a page that makes it grab memory fails alone instead of pushing the API out.
 * Debian's build rather than tesseract.js: on pages 1–3 of the scanned sample (≈ 150 dpi) it took 1.4 s a
 * page where tesseract.js 7 (WebAssembly, its own English data) took 2.4 s, and read the labels no worse.
 */
export function runTesseract(run: TesseractRun): Promise<string> {
  const args = [
    `--as=${run.memoryMb * 1024 * 1024}`,
    '--',
    run.command,
    'stdin',
    'stdout',
    '-l',
    run.languages,
    '--dpi',
    String(Math.round(run.dpi)),
    '-c',
    'hocr_char_boxes=1',
    'hocr',
  ];
  return new Promise((resolve, reject) => {
    if (run.signal.aborted) return reject(new TesseractError('timeout', 'aborted before it started'));
    const child = spawn('prlimit', args, {
      // OpenMP's default (a thread per core, spinning while it waits) made a page take 8 s instead of 1.4 s
      // on a 2-core machine already busy with the other page: one thread per process, pages side by side.
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', OMP_THREAD_LIMIT: '1', ...tessdataEnv() },
      signal: run.signal,
      killSignal: 'SIGKILL',
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > MAX_OUTPUT_BYTES) child.kill('SIGKILL');
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < 4000) err += chunk.toString('utf8');
    });
    // A killed process closes its stdin under us: EPIPE is expected then, the close event tells the rest.
    child.stdin.on('error', () => undefined);
    child.stdin.end(run.image);
    let settled = false;
    child.on('error', (e: NodeJS.ErrnoException) => {
      if (settled) return;
      settled = true;
      if (e.name === 'AbortError') reject(new TesseractError('timeout', 'time limit reached'));
      else if (e.code === 'ENOENT') reject(new TesseractError('missing', 'prlimit is not installed'));
      else reject(new TesseractError('failed', e.message));
    });
    child.on('close', (code, signal) => {
      if (settled) return;
      settled = true;
      if (code === 0) return resolve(Buffer.concat(out).toString('utf8'));
      // prlimit exits 126/127 when it cannot run the command (not installed, not executable); 127 also
      // comes from a tesseract whose libraries do not fit the memory limit, which is not "missing".
      if ((code === 126 || code === 127) && !/shared libraries/.test(err))
        reject(new TesseractError('missing', `${run.command} is not installed`));
      else if (/Failed loading language|couldn't load any languages/i.test(err))
        reject(new TesseractError('language', `no ${run.languages} language data`));
      else if (outBytes > MAX_OUTPUT_BYTES) reject(new TesseractError('failed', 'output too large'));
      else reject(new TesseractError('failed', `exit ${signal ?? code}: ${err.trim().slice(-300)}`));
    });
  });
}

/** TESSDATA_PREFIX passes through when the server's language data is not in Debian's place. */
function tessdataEnv(): Record<string, string> {
  const prefix = process.env.TESSDATA_PREFIX;
  return prefix ? { TESSDATA_PREFIX: prefix } : {};
}
